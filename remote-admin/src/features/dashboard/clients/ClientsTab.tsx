import { useCallback, useState } from 'react';
import { App, Button, Empty, Flex, Input, Spin } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, DASHBOARD_TOASTS, type ClientView } from '@studio/contracts/dashboard';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../../shared/useNotify';
import { useDebouncedValue } from '../useDebouncedValue';
import { useLoaded } from '../useLoaded';
import { deleteClient, listClients } from './api';
import { ClientCard } from './ClientCard';
import { ClientForm } from './ClientForm';

/** 'Clientes': search, 'Novo Cliente', the cards with edit and delete. */
export function ClientsTab({ onChanged }: { onChanged: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const [form, setForm] = useState<{ open: boolean; client: ClientView | null }>({ open: false, client: null });
  const notify = useNotify();
  const { modal } = App.useApp();

  const fetcher = useCallback(() => listClients(q), [q]);
  const { data, loading, reload } = useLoaded(fetcher, () => notify.error(ERROR_TITLE, DASHBOARD_TOASTS.loadFailed));
  const clients = data ?? [];

  const remove = (client: ClientView) =>
    modal.confirm({
      title: DASHBOARD_TEXTS.confirmDeleteClient,
      content: `${client.name} (${client.company})`,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: DASHBOARD_TEXTS.cancel,
      onOk: async () => {
        try {
          await deleteClient(client.id);
          notify.success(SUCCESS_TITLE, DASHBOARD_TOASTS.clientDeleted);
          reload();
          onChanged();
        } catch {
          notify.error(ERROR_TITLE, DASHBOARD_TOASTS.clientDeleteFailed);
        }
      },
    });

  return (
    <section className="dash-section" aria-label={DASHBOARD_TEXTS.tabs.clients}>
      <Flex className="dash-toolbar" gap={12} wrap>
        <Input
          className="dash-search"
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={DASHBOARD_TEXTS.searchClients}
          aria-label={DASHBOARD_TEXTS.searchClients}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setForm({ open: true, client: null })}>
          {DASHBOARD_TEXTS.newClient}
        </Button>
      </Flex>
      <Spin spinning={loading}>
        {clients.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DASHBOARD_TEXTS.noClients} />
        ) : (
          <ul className="dash-grid" aria-label="Clientes">
            {clients.map((c) => (
              <li key={c.id}>
                <ClientCard client={c} onEdit={() => setForm({ open: true, client: c })} onDelete={() => remove(c)} />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <ClientForm
        open={form.open}
        client={form.client}
        onClose={() => setForm({ open: false, client: null })}
        onSaved={() => {
          setForm({ open: false, client: null });
          reload();
          onChanged();
        }}
      />
    </section>
  );
}
