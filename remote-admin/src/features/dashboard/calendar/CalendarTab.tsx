import { useCallback, useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, Calendar, Card, Empty, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, DASHBOARD_TOASTS, ISO_DATE_FORMAT, formatIsoDate, type SocialPostView } from '@studio/contracts/dashboard';
import { useConfirmDelete } from '../../../shared/useConfirmDelete';
import { useEditor } from '../../../shared/useEditor';
import { ERROR_TITLE, useNotify } from '../../../shared/useNotify';
import { useLoaded } from '../useLoaded';
import { deletePost, listPostsOfDay, listPostsOfMonth } from './api';
import { PostCard } from './PostCard';
import { PostForm } from './PostForm';

/** A small mark under the days of the month that have posts. */
function markDays(days: Set<string>) {
  return (d: Dayjs, info: { type: string }) =>
    info.type === 'date' && days.has(d.format(ISO_DATE_FORMAT)) ? <span className="dash-calendar__mark" aria-hidden="true" /> : null;
}

/** 'Calendário': a single-date calendar beside the posts of the chosen day (admin-area.md "Dashboard"). */
export function CalendarTab({ onChanged }: { onChanged: () => void }) {
  const [selected, setSelected] = useState<Dayjs>(() => dayjs());
  const form = useEditor<SocialPostView>();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();

  const day = selected.format(ISO_DATE_FORMAT);
  const month = selected.format('YYYY-MM');

  const dayFetcher = useCallback(() => listPostsOfDay(day), [day]);
  const monthFetcher = useCallback(() => listPostsOfMonth(month), [month]);
  const dayPosts = useLoaded(dayFetcher, () => notify.error(ERROR_TITLE, DASHBOARD_TOASTS.loadFailed));
  // The month's marks are a convenience: the day's list reports failures.
  const monthPosts = useLoaded(monthFetcher);
  // While another day loads, the previous day's posts must not show under the new date.
  const posts = dayPosts.loading ? [] : (dayPosts.data ?? []);
  const loading = dayPosts.loading;
  const daysWithPosts = useMemo(() => new Set((monthPosts.data ?? []).map((p) => p.date)), [monthPosts.data]);

  const refresh = () => {
    dayPosts.reload();
    monthPosts.reload();
    onChanged();
  };

  const remove = (post: SocialPostView) =>
    confirmDelete({
      title: DASHBOARD_TEXTS.confirmDeletePost,
      content: `${post.client} · ${post.time}`,
      remove: () => deletePost(post.id),
      deleted: DASHBOARD_TOASTS.postDeleted,
      failed: DASHBOARD_TOASTS.postDeleteFailed,
      after: refresh,
    });

  return (
    <div className="dash-calendar">
      <Card size="small" className="dash-panel dash-calendar__picker" title="Escolha uma data">
        <Calendar
          fullscreen={false}
          value={selected}
          onSelect={(d) => setSelected(d)}
          cellRender={markDays(daysWithPosts)}
        />
      </Card>
      <Card
        size="small"
        className="dash-panel dash-calendar__day"
        title={<span data-testid="calendar-day-title">Posts de {formatIsoDate(day)}</span>}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={form.create}>
            {DASHBOARD_TEXTS.newPost}
          </Button>
        }
      >
        <Spin spinning={loading}>
          {posts.length === 0 && !loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DASHBOARD_TEXTS.noPosts} />
          ) : (
            <ul className="dash-list" aria-label={`Posts de ${formatIsoDate(day)}`}>
              {posts.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} onEdit={() => form.edit(p)} onDelete={() => remove(p)} />
                </li>
              ))}
            </ul>
          )}
        </Spin>
      </Card>
      <PostForm
        open={form.open}
        date={form.item?.date ?? day}
        post={form.item}
        onClose={form.close}
        onSaved={() => {
          form.close();
          refresh();
        }}
      />
    </div>
  );
}
