import { useState } from 'react';
import { Card, Flex, Switch, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { MAINTENANCE_TEXTS } from '@studio/contracts/settings';
import { useMaintenance } from '@studio/platform';
import { setMaintenance } from './api';
import { ERROR_TITLE, useNotify } from '../../shared/useNotify';

/**
 * 'Modo Manutenção': switches the site for every visitor through the API, then mirrors the answer in the
 * platform's store (and its local-storage cache) so this browser agrees at once.
 */
export default function MaintenanceCard() {
  const on = useMaintenance((s) => s.maintenanceMode);
  const setLocal = useMaintenance((s) => s.setMaintenanceMode);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  async function toggle(next: boolean) {
    setBusy(true);
    try {
      const { maintenanceMode } = await setMaintenance(next);
      setLocal(maintenanceMode);
      if (maintenanceMode) notify.success(MAINTENANCE_TEXTS.onTitle, MAINTENANCE_TEXTS.onDescription);
      else notify.success(MAINTENANCE_TEXTS.offTitle, MAINTENANCE_TEXTS.offDescription);
    } catch {
      notify.error(ERROR_TITLE, MAINTENANCE_TEXTS.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className={`adm-maintenance${on ? ' adm-maintenance--on' : ''}`} data-testid="maintenance-card">
      <Flex align="center" justify="space-between" gap={16}>
        <Flex align="center" gap={12}>
          <span className="adm-maintenance__icon" aria-hidden="true">
            <ToolOutlined />
          </span>
          <div>
            <Typography.Text strong id="maintenance-title">
              {MAINTENANCE_TEXTS.title}
            </Typography.Text>
            <Typography.Paragraph type="secondary" className="adm-maintenance__desc">
              {MAINTENANCE_TEXTS.description}
            </Typography.Paragraph>
          </div>
        </Flex>
        <Switch checked={on} loading={busy} onChange={(v) => void toggle(v)} aria-labelledby="maintenance-title" />
      </Flex>
    </Card>
  );
}
