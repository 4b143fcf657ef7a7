import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Segmented, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { LEAD_MESSAGES, type LeadView } from '@studio/contracts/leads';
import { listLeads, setContacted } from './api';
import { LeadCard } from './LeadCard';
import { useList } from '../../shared/useList';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../shared/useNotify';

type Filter = 'all' | 'open' | 'done';

/** The Leads section: quiz submissions newest first, with a 'contacted' mark. */
export default function LeadsSection() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const notify = useNotify();
  const { items: leads, setItems: setLeads, loading, reload: load } = useList(listLeads, () => notify.error(ERROR_TITLE, LEAD_MESSAGES.loadError));

  async function mark(lead: LeadView, contacted: boolean) {
    const put = (value: LeadView) => setLeads((all) => all.map((l) => (l.id === value.id ? value : l)));
    // The mark shows at once and is undone if the server refuses it.
    put({ ...lead, contacted });
    setBusyId(lead.id);
    try {
      put(await setContacted(lead.id, contacted));
      notify.success(SUCCESS_TITLE, contacted ? LEAD_MESSAGES.markedContacted : LEAD_MESSAGES.markedPending);
    } catch {
      put(lead);
      notify.error(ERROR_TITLE, LEAD_MESSAGES.updateError);
    } finally {
      setBusyId(null);
    }
  }

  const shown = useMemo(() => leads.filter((l) => (filter === 'all' ? true : filter === 'done' ? l.contacted : !l.contacted)), [leads, filter]);
  const open = leads.filter((l) => !l.contacted).length;

  return (
    <section aria-label="Leads do quiz">
      <Flex justify="space-between" align="center" wrap gap={12} className="adm-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: `Todos (${leads.length})` },
            { value: 'open', label: `A contatar (${open})` },
            { value: 'done', label: `Contatados (${leads.length - open})` },
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void load()} disabled={loading}>
          Atualizar
        </Button>
      </Flex>
      {loading ? (
        <div className="adm-center">
          <Spin size="large" aria-label="Carregando leads" />
        </div>
      ) : shown.length === 0 ? (
        <Empty description={leads.length === 0 ? LEAD_MESSAGES.empty : 'Nenhum lead neste filtro.'} />
      ) : (
        <ul className="adm-cards" aria-label="Leads">
          {shown.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} busy={busyId === lead.id} onContacted={(v) => void mark(lead, v)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
