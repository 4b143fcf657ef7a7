import { Card, Flex, Typography } from 'antd';
import { formatIsoDate, formatMoney, type SaleView } from '@studio/contracts/dashboard';
import { ItemActions } from '../../../shared/ItemActions';
import { CardHead } from '../CardHead';
import { SaleStatusTag } from './SaleStatusTag';

export function SaleCard({ sale, onEdit, onDelete }: { sale: SaleView; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card size="small" className="dash-card" data-testid="sale-card">
      <CardHead title={sale.client} subtitle={sale.service} badge={<SaleStatusTag status={sale.status} />} />
      <p className="dash-card__money">{formatMoney(sale.value)}</p>
      {sale.description && <Typography.Paragraph className="dash-card__text">{sale.description}</Typography.Paragraph>}
      <Flex justify="space-between" align="center" className="dash-card__foot">
        <Typography.Text type="secondary" className="dash-card__dates">
          Data: {formatIsoDate(sale.date)}
          <br />
          Vencimento: {formatIsoDate(sale.dueDate)}
        </Typography.Text>
        <ItemActions subject={`venda de ${sale.client}`} onEdit={onEdit} onDelete={onDelete} quiet />
      </Flex>
    </Card>
  );
}
