import { DASHBOARD_TEXTS, DASHBOARD_TOASTS, type SaleView } from '@studio/contracts/dashboard';
import { useConfirmDelete } from '../../../shared/useConfirmDelete';
import { useEditor } from '../../../shared/useEditor';
import { CardGrid } from '../CardGrid';
import { SearchToolbar } from '../SearchToolbar';
import { useSearchedList } from '../useSearchedList';
import { deleteSale, listSales } from './api';
import { SaleCard } from './SaleCard';
import { SaleForm } from './SaleForm';
import { SaleTotalsCards } from './SaleTotalsCards';

/** 'Vendas': the four totals, search, 'Nova Venda', the cards with edit and delete. */
export function SalesTab({ onChanged }: { onChanged: () => void }) {
  const form = useEditor<SaleView>();
  const confirmDelete = useConfirmDelete();
  const { search, setSearch, data, loading, changed } = useSearchedList(listSales, onChanged);
  const sales = data?.items ?? [];
  const totals = data?.totals ?? null;

  const remove = (sale: SaleView) =>
    confirmDelete({
      title: DASHBOARD_TEXTS.confirmDeleteSale,
      content: `${sale.client} · ${sale.service}`,
      remove: () => deleteSale(sale.id),
      deleted: DASHBOARD_TOASTS.saleDeleted,
      failed: DASHBOARD_TOASTS.saleDeleteFailed,
      after: changed,
    });

  return (
    <section className="dash-section" aria-label={DASHBOARD_TEXTS.tabs.sales}>
      <SaleTotalsCards totals={totals} />
      <SearchToolbar
        searchLabel={DASHBOARD_TEXTS.searchSales}
        search={search}
        onSearch={setSearch}
        createLabel={DASHBOARD_TEXTS.newSale}
        onCreate={form.create}
      />
      <CardGrid items={sales} loading={loading} empty={DASHBOARD_TEXTS.noSales} label="Vendas">
        {(s) => <SaleCard sale={s} onEdit={() => form.edit(s)} onDelete={() => remove(s)} />}
      </CardGrid>
      <SaleForm
        open={form.open}
        sale={form.item}
        onClose={form.close}
        onSaved={() => {
          form.close();
          changed();
        }}
      />
    </section>
  );
}
