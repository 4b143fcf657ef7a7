import { Tag } from 'antd';
import { SALE_STATUS_LABELS, type SaleStatus } from '@studio/contracts/dashboard';

/** Paid green, pending amber, overdue red; text/background pairs with AA contrast. */
const TONES: Record<SaleStatus, { color: string; background: string; borderColor: string }> = {
  paid: { color: '#05603a', background: '#dcfae6', borderColor: '#abefc6' },
  pending: { color: '#7a2e0e', background: '#fef0c7', borderColor: '#fedf89' },
  overdue: { color: '#912018', background: '#fee4e2', borderColor: '#fecdca' },
};

export function SaleStatusTag({ status }: { status: SaleStatus }) {
  return (
    <Tag data-status={status} style={{ ...TONES[status], marginInlineEnd: 0, fontWeight: 600 }}>
      {SALE_STATUS_LABELS[status]}
    </Tag>
  );
}
