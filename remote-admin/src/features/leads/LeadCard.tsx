import { Card, Checkbox, Descriptions, Flex, Tag, Tooltip, Typography } from 'antd';
import { MailOutlined, WhatsAppOutlined, InstagramOutlined } from '@ant-design/icons';
import { LEAD_MAIL_KIND_LABELS, MAIL_STATE_LABELS, type LeadView, type MailState } from '@studio/contracts/leads';
import { PREFERENCIA_LABELS, type PreferenciaContato } from '@studio/contracts/quiz';
import { formatDateTime } from '../../shared/dates';

const MAIL_COLORS: Record<MailState, string> = { pending: 'default', sending: 'processing', sent: 'success', failed: 'error' };

function whatsappHref(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return `https://wa.me/${digits.length <= 11 ? `55${digits}` : digits}`;
}

function instagramHref(raw: string): string {
  return `https://instagram.com/${raw.replace(/^@/, '').replace(/^https?:\/\/(www\.)?instagram\.com\//, '')}`;
}

interface Props {
  lead: LeadView;
  busy: boolean;
  onContacted: (contacted: boolean) => void;
}

/** One quiz submission: who, how to reach them, what they answered, and whether the e-mails went out. */
export function LeadCard({ lead, busy, onContacted }: Props) {
  const c = lead.contact;
  return (
    <Card className={`adm-item adm-lead${lead.contacted ? ' adm-lead--done' : ''}`} data-testid="lead-card">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div>
          <Typography.Title level={3} className="adm-item__title">
            {c.nome}
            {c.empresa && <span className="adm-lead__company"> · {c.empresa}</span>}
          </Typography.Title>
          <Typography.Text type="secondary">Recebido em {formatDateTime(lead.createdAt)}</Typography.Text>
        </div>
        <Checkbox checked={lead.contacted} disabled={busy} onChange={(e) => onContacted(e.target.checked)}>
          Contatado
        </Checkbox>
      </Flex>

      <Flex wrap gap={16} className="adm-lead__contact">
        <a href={`mailto:${c.email}`}>
          <MailOutlined /> {c.email}
        </a>
        {c.whatsapp && (
          <a href={whatsappHref(c.whatsapp)} target="_blank" rel="noreferrer">
            <WhatsAppOutlined /> {c.whatsapp}
          </a>
        )}
        {c.instagram && (
          <a href={instagramHref(c.instagram)} target="_blank" rel="noreferrer">
            <InstagramOutlined /> {c.instagram}
          </a>
        )}
        <span>
          Prefere: <strong>{PREFERENCIA_LABELS[c.preferenciaContato as PreferenciaContato] ?? c.preferenciaContato}</strong>
        </span>
      </Flex>

      <Descriptions
        size="small"
        column={1}
        bordered
        className="adm-lead__answers"
        items={lead.answers.map((a) => ({ key: a.question, label: a.question, children: a.answers.join(' · ') }))}
      />

      <Flex wrap gap={8} align="center" className="adm-lead__mails">
        <Typography.Text type="secondary">E-mails:</Typography.Text>
        {lead.mails.length === 0 && <Tag>Nenhum na fila</Tag>}
        {lead.mails.map((m) => {
          const detail = [
            `Para: ${m.to}`,
            `Tentativas: ${m.attempts}`,
            m.sentAt ? `Enviado em ${formatDateTime(m.sentAt)}` : '',
            m.nextAttemptAt ? `Próxima tentativa: ${formatDateTime(m.nextAttemptAt)}` : '',
            m.lastError ? `Último erro: ${m.lastError}` : '',
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <Tooltip key={`${m.kind}-${m.to}`} title={detail}>
              <Tag color={MAIL_COLORS[m.status]} data-mail-state={m.status}>
                {LEAD_MAIL_KIND_LABELS[m.kind] ?? m.kind}: {MAIL_STATE_LABELS[m.status]}
              </Tag>
            </Tooltip>
          );
        })}
      </Flex>
    </Card>
  );
}
