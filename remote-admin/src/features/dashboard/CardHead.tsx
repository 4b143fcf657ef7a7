import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The top of a client or sale card: who, what, and the status badge on the right. */
export function CardHead({ title, subtitle, badge }: { title: string; subtitle: string; badge: ReactNode }) {
  return (
    <Flex justify="space-between" align="start" gap={8}>
      <div className="dash-card__main">
        <Typography.Title level={5} className="dash-card__title">
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </div>
      {badge}
    </Flex>
  );
}
