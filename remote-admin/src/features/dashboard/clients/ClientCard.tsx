import { Card, Flex, Tag, Typography } from 'antd';
import { CalendarOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { CLIENT_STATUS_LABELS, formatIsoDate, formatMoney, type ClientStatus, type ClientView } from '@studio/contracts/dashboard';
import { ItemActions } from '../../../shared/ItemActions';
import { StatusBadge } from '../../../shared/StatusBadge';
import { CardHead } from '../CardHead';

/** Active green, lead blue, inactive grey (the badge tones of admin-area.md §4). */
const TONE: Record<ClientStatus, string> = { active: 'completed', lead: 'scheduled', inactive: 'inactive' };

export function ClientCard({ client, onEdit, onDelete }: { client: ClientView; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card size="small" className="dash-card" data-testid="client-card">
      <CardHead
        title={client.name}
        subtitle={client.company}
        badge={<StatusBadge status={TONE[client.status]} label={CLIENT_STATUS_LABELS[client.status]} />}
      />
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
        <ItemActions subject={`cliente ${client.name}`} onEdit={onEdit} onDelete={onDelete} quiet />
      </Flex>
    </Card>
  );
}
