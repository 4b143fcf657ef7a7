import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatIsoDate, formatMoney, type SaleView } from '@studio/contracts/dashboard';
import { SaleStatusTag } from './SaleStatusTag';

export function SaleCard({ sale, onEdit, onDelete }: { sale: SaleView; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card size="small" className="dash-card" data-testid="sale-card">
      <Flex justify="space-between" align="start" gap={8}>
        <div className="dash-card__main">
          <Typography.Title level={5} className="dash-card__title">
            {sale.client}
          </Typography.Title>
          <Typography.Text type="secondary">{sale.service}</Typography.Text>
        </div>
        <SaleStatusTag status={sale.status} />
      </Flex>
      <p className="dash-card__money">{formatMoney(sale.value)}</p>
      {sale.description && <Typography.Paragraph className="dash-card__text">{sale.description}</Typography.Paragraph>}
      <Flex justify="space-between" align="center" className="dash-card__foot">
        <Typography.Text type="secondary" className="dash-card__dates">
          Data: {formatIsoDate(sale.date)}
          <br />
          Vencimento: {formatIsoDate(sale.dueDate)}
        </Typography.Text>
        <Flex gap={4}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined aria-hidden="true" />} onClick={onEdit} aria-label={`Editar venda de ${sale.client}`} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={onDelete} aria-label={`Excluir venda de ${sale.client}`} />
          </Tooltip>
        </Flex>
      </Flex>
    </Card>
  );
}
