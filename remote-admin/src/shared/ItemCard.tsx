import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { ItemActions } from './ItemActions';

interface Props {
  testId: string;
  title: string;
  /** badges and tags beside the title */
  marks: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** An item of a content section (blog, portfolio): title and marks, details, edit and delete. */
export function ItemCard({ testId, title, marks, onEdit, onDelete, children }: Props) {
  return (
    <Card className="adm-item" data-testid={testId}>
      <Flex justify="space-between" align="start" gap={12}>
        <div className="adm-item__main">
          <Flex wrap gap={8} align="center" className="adm-item__heading">
            <Typography.Title level={3} className="adm-item__title">
              {title}
            </Typography.Title>
            {marks}
          </Flex>
          {children}
        </div>
        <ItemActions subject={title} onEdit={onEdit} onDelete={onDelete} />
      </Flex>
    </Card>
  );
}
