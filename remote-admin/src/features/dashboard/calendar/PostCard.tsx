import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { ClockCircleOutlined, FacebookOutlined, InstagramOutlined, LinkedinOutlined } from '@ant-design/icons';
import { PLATFORM_LABELS, POST_STATUS_LABELS, type Platform, type SocialPostView } from '@studio/contracts/dashboard';
import { ItemActions } from '../../../shared/ItemActions';
import { StatusBadge } from '../../../shared/StatusBadge';

const PLATFORM_ICONS: Record<Platform, ReactNode> = {
  instagram: <InstagramOutlined aria-hidden="true" />,
  facebook: <FacebookOutlined aria-hidden="true" />,
  linkedin: <LinkedinOutlined aria-hidden="true" />,
};

export function PostCard({ post, onEdit, onDelete }: { post: SocialPostView; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card size="small" className="dash-card" data-testid="post-card">
      <Flex justify="space-between" align="start" gap={8}>
        <div className="dash-card__main">
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{post.client}</Typography.Text>
            <Tag icon={PLATFORM_ICONS[post.platform]}>{PLATFORM_LABELS[post.platform]}</Tag>
            <StatusBadge status={post.status} label={POST_STATUS_LABELS[post.status]} />
          </Flex>
          <Typography.Paragraph className="dash-card__text">{post.content}</Typography.Paragraph>
          <Typography.Text type="secondary">
            <ClockCircleOutlined aria-hidden="true" /> {post.time}
          </Typography.Text>
        </div>
        <ItemActions subject={`post de ${post.client}`} onEdit={onEdit} onDelete={onDelete} quiet />
      </Flex>
    </Card>
  );
}
