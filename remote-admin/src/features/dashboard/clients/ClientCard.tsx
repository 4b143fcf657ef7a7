import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { CalendarOutlined, DeleteOutlined, EditOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { CLIENT_STATUS_LABELS, formatIsoDate, formatMoney, type ClientStatus, type ClientView } from '@studio/contracts/dashboard';
import { StatusBadge } from '../../../shared/StatusBadge';

/** Active green, lead blue, inactive grey (the badge tones of admin-area.md §4). */
const TONE: Record<ClientStatus, string> = { active: 'completed', lead: 'scheduled', inactive: 'inactive' };

export function ClientCard({ client, onEdit, onDelete }: { client: ClientView; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card size="small" className="dash-card" data-testid="client-card">
      <Flex justify="space-between" align="start" gap={8}>
        <div className="dash-card__main">
          <Typography.Title level={5} className="dash-card__title">
            {client.name}
          </Typography.Title>
          <Typography.Text type="secondary">{client.company}</Typography.Text>
        </div>
        <StatusBadge status={TONE[client.status]} label={CLIENT_STATUS_LABELS[client.status]} />
      </Flex>
      <ul className="dash-card__facts">
        <li>
          <MailOutlined aria-hidden="true" /> {client.email}
        </li>
        <li>
          <PhoneOutlined aria-hidden="true" /> {client.phone}
        </li>
        {client.startDate && (
          <li>
            <CalendarOutlined aria-hidden="true" /> Cliente desde {formatIsoDate(client.startDate)}
          </li>
        )}
      </ul>
      {client.services.length > 0 && (
        <Flex gap={4} wrap className="dash-card__tags">
          {client.services.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </Flex>
      )}
      <Flex justify="space-between" align="center" className="dash-card__foot">
        {client.monthlyValue > 0 ? (
          <Typography.Text strong data-testid="client-monthly-value">
            {formatMoney(client.monthlyValue)}/mês
          </Typography.Text>
        ) : (
          <span />
        )}
        <Flex gap={4}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined aria-hidden="true" />} onClick={onEdit} aria-label={`Editar cliente ${client.name}`} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={onDelete} aria-label={`Excluir cliente ${client.name}`} />
          </Tooltip>
        </Flex>
      </Flex>
    </Card>
  );
}
