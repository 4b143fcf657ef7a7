import { Flex, Select, Tag } from 'antd';
import { CLIENT_SERVICES, type ClientService } from '@studio/contracts/dashboard';

interface Props {
  value?: ClientService[];
  onChange?: (value: ClientService[]) => void;
  disabled?: boolean;
}

/** The seven selectable services: each can be added once (only the missing ones are offered) and removed. */
export function ServicesField({ value = [], onChange, disabled }: Props) {
  const missing = CLIENT_SERVICES.filter((s) => !value.includes(s));
  return (
    <div className="dash-services">
      <Select<ClientService | null>
        value={null}
        placeholder={missing.length ? 'Adicionar serviço' : 'Todos os serviços adicionados'}
        aria-label="Adicionar serviço"
        options={missing.map((s) => ({ value: s, label: s }))}
        onChange={(s) => s && onChange?.([...value, s])}
        disabled={disabled || missing.length === 0}
      />
      {value.length > 0 && (
        <Flex gap={6} wrap className="dash-services__chosen" role="list" aria-label="Serviços contratados">
          {value.map((s) => (
            <Tag
              key={s}
              role="listitem"
              closable={!disabled}
              onClose={(e) => {
                e.preventDefault();
                onChange?.(value.filter((x) => x !== s));
              }}
              closeIcon={<span aria-label={`Remover ${s}`}>×</span>}
            >
              {s}
            </Tag>
          ))}
        </Flex>
      )}
    </div>
  );
}
