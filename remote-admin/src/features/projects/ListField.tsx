import { useState, type KeyboardEvent } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';

interface Props {
  value?: string[];
  onChange?: (next: string[]) => void;
  /** what one item is, for the labels: 'tag', 'URL da imagem' */
  itemLabel: string;
  placeholder: string;
  maxLength: number;
  maxItems: number;
  /** show each item as a thumbnail row (image URLs) instead of a tag */
  previews?: boolean;
  id?: string;
}

/**
 * A list edited item by item (admin-area.md §2 and §5): the add button or Enter adds the trimmed text; blanks
 * and duplicates are not added; each item has a remove button.
 */
export function ListField({ value = [], onChange, itemLabel, placeholder, maxLength, maxItems, previews, id }: Props) {
  const [draft, setDraft] = useState('');
  const full = value.length >= maxItems;

  const add = () => {
    const item = draft.trim();
    if (!item || full) return;
    if (!value.includes(item)) onChange?.([...value, item]);
    setDraft('');
  };
  const remove = (item: string) => onChange?.(value.filter((v) => v !== item));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Enter adds the item instead of submitting the whole form.
      e.preventDefault();
      add();
    }
  };

  return (
    <div className="adm-list-field">
      <Space.Compact block>
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          aria-label={`Adicionar ${itemLabel}`}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={full} aria-label={`Adicionar ${itemLabel}`}>
          Adicionar
        </Button>
      </Space.Compact>
      {value.length > 0 &&
        (previews ? (
          <ul className="adm-list-field__images">
            {value.map((url, i) => (
              <li key={url}>
                <img src={url} alt={`Prévia da imagem ${i + 1}`} width={48} height={48} loading="lazy" />
                <span className="adm-list-field__url" title={url}>
                  {url}
                </span>
                <Button type="text" size="small" icon={<CloseOutlined />} onClick={() => remove(url)} aria-label={`Remover ${url}`} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="adm-list-field__tags">
            {value.map((item) => (
              <Tag key={item} closable onClose={() => remove(item)} closeIcon={<CloseOutlined aria-label={`Remover ${item}`} />}>
                {item}
              </Tag>
            ))}
          </div>
        ))}
    </div>
  );
}
