import { useCallback, useState } from 'react';
import { App, Button, Empty, Flex, Input, Spin } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, DASHBOARD_TOASTS, type SaleView } from '@studio/contracts/dashboard';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../../shared/useNotify';
import { useDebouncedValue } from '../useDebouncedValue';
import { useLoaded } from '../useLoaded';
import { deleteSale, listSales } from './api';
import { SaleCard } from './SaleCard';
import { SaleForm } from './SaleForm';
import { SaleTotalsCards } from './SaleTotalsCards';

/** 'Vendas': the four totals, search, 'Nova Venda', the cards with edit and delete. */
export function SalesTab({ onChanged }: { onChanged: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const [form, setForm] = useState<{ open: boolean; sale: SaleView | null }>({ open: false, sale: null });
  const notify = useNotify();
  const { modal } = App.useApp();

  const fetcher = useCallback(() => listSales(q), [q]);
  const { data, loading, reload } = useLoaded(fetcher, () => notify.error(ERROR_TITLE, DASHBOARD_TOASTS.loadFailed));
  const sales = data?.items ?? [];
  const totals = data?.totals ?? null;

  const remove = (sale: SaleView) =>
    modal.confirm({
      title: DASHBOARD_TEXTS.confirmDeleteSale,
      content: `${sale.client} · ${sale.service}`,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: DASHBOARD_TEXTS.cancel,
      onOk: async () => {
        try {
          await deleteSale(sale.id);
          notify.success(SUCCESS_TITLE, DASHBOARD_TOASTS.saleDeleted);
          reload();
          onChanged();
        } catch {
          notify.error(ERROR_TITLE, DASHBOARD_TOASTS.saleDeleteFailed);
        }
      },
    });

  return (
    <section className="dash-section" aria-label={DASHBOARD_TEXTS.tabs.sales}>
      <SaleTotalsCards totals={totals} />
      <Flex className="dash-toolbar" gap={12} wrap>
        <Input
          className="dash-search"
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={DASHBOARD_TEXTS.searchSales}
          aria-label={DASHBOARD_TEXTS.searchSales}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setForm({ open: true, sale: null })}>
          {DASHBOARD_TEXTS.newSale}
        </Button>
      </Flex>
      <Spin spinning={loading}>
        {sales.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DASHBOARD_TEXTS.noSales} />
        ) : (
          <ul className="dash-grid" aria-label="Vendas">
            {sales.map((s) => (
              <li key={s.id}>
                <SaleCard sale={s} onEdit={() => setForm({ open: true, sale: s })} onDelete={() => remove(s)} />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <SaleForm
        open={form.open}
        sale={form.sale}
        onClose={() => setForm({ open: false, sale: null })}
        onSaved={() => {
          setForm({ open: false, sale: null });
          reload();
          onChanged();
        }}
      />
    </section>
  );
}
