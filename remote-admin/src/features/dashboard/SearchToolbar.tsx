import { Button, Flex, Input } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';

interface Props {
  /** the field's placeholder and accessible name */
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  createLabel: string;
  onCreate: () => void;
}

/** A dashboard tab's search field and its 'Novo …' button. */
export function SearchToolbar({ searchLabel, search, onSearch, createLabel, onCreate }: Props) {
  return (
    <Flex className="dash-toolbar" gap={12} wrap>
      <Input
        className="dash-search"
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={searchLabel}
        aria-label={searchLabel}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onCreate}>
        {createLabel}
      </Button>
    </Flex>
  );
}
