import { DASHBOARD_TEXTS, DASHBOARD_TOASTS, type ClientView } from '@studio/contracts/dashboard';
import { useConfirmDelete } from '../../../shared/useConfirmDelete';
import { useEditor } from '../../../shared/useEditor';
import { CardGrid } from '../CardGrid';
import { SearchToolbar } from '../SearchToolbar';
import { useSearchedList } from '../useSearchedList';
import { deleteClient, listClients } from './api';
import { ClientCard } from './ClientCard';
import { ClientForm } from './ClientForm';

/** 'Clientes': search, 'Novo Cliente', the cards with edit and delete. */
export function ClientsTab({ onChanged }: { onChanged: () => void }) {
  const form = useEditor<ClientView>();
  const confirmDelete = useConfirmDelete();
  const { search, setSearch, data, loading, changed } = useSearchedList(listClients, onChanged);
  const clients = data ?? [];

  const remove = (client: ClientView) =>
    confirmDelete({
      title: DASHBOARD_TEXTS.confirmDeleteClient,
      content: `${client.name} (${client.company})`,
      remove: () => deleteClient(client.id),
      deleted: DASHBOARD_TOASTS.clientDeleted,
      failed: DASHBOARD_TOASTS.clientDeleteFailed,
      after: changed,
    });

  return (
    <section className="dash-section" aria-label={DASHBOARD_TEXTS.tabs.clients}>
      <SearchToolbar
        searchLabel={DASHBOARD_TEXTS.searchClients}
        search={search}
        onSearch={setSearch}
        createLabel={DASHBOARD_TEXTS.newClient}
        onCreate={form.create}
      />
      <CardGrid items={clients} loading={loading} empty={DASHBOARD_TEXTS.noClients} label="Clientes">
        {(c) => <ClientCard client={c} onEdit={() => form.edit(c)} onDelete={() => remove(c)} />}
      </CardGrid>
      <ClientForm
        open={form.open}
        client={form.item}
        onClose={form.close}
        onSaved={() => {
          form.close();
          changed();
        }}
      />
    </section>
  );
}
