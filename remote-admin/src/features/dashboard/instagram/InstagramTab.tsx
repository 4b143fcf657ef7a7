import { useState } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { BellOutlined, CheckCircleOutlined, InstagramOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, DASHBOARD_TOASTS } from '@studio/contracts/dashboard';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../../shared/useNotify';
import { registerInstagramInterest } from './api';

/** 'Instagram': what is coming, and a button that puts the admin on the list to hear when it is ready. */
export function InstagramTab() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const notify = useNotify();

  async function notifyMe() {
    setBusy(true);
    try {
      const { message } = await registerInstagramInterest();
      notify.success(SUCCESS_TITLE, message);
      setDone(message);
    } catch {
      notify.error(ERROR_TITLE, DASHBOARD_TOASTS.interestFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="dash-panel dash-instagram" data-testid="instagram-tab">
      <span className="dash-instagram__icon" aria-hidden="true">
        <InstagramOutlined aria-hidden="true" />
      </span>
      <Tag color="processing">{DASHBOARD_TEXTS.instagramInDevelopment}</Tag>
      <Typography.Title level={4}>Relatórios do Instagram</Typography.Title>
      <Typography.Paragraph type="secondary">
        Em breve você acompanha o desempenho dos perfis dos clientes sem sair do painel.
      </Typography.Paragraph>
      <ul className="dash-instagram__list">
        {DASHBOARD_TEXTS.instagramFeatures.map((f) => (
          <li key={f}>
            <CheckCircleOutlined aria-hidden="true" /> {f}
          </li>
        ))}
      </ul>
      <Button type="primary" icon={<BellOutlined aria-hidden="true" />} loading={busy} disabled={busy} onClick={() => void notifyMe()}>
        {DASHBOARD_TEXTS.instagramNotify}
      </Button>
      {done && (
        <p className="dash-instagram__done" role="status">
          {done}
        </p>
      )}
    </Card>
  );
}
