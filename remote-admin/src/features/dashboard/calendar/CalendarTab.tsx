import { useCallback, useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, Calendar, Card, Empty, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, DASHBOARD_TOASTS, ISO_DATE_FORMAT, formatIsoDate, type SocialPostView } from '@studio/contracts/dashboard';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../../shared/useNotify';
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
  const [form, setForm] = useState<{ open: boolean; post: SocialPostView | null }>({ open: false, post: null });
  const notify = useNotify();
  const { modal } = App.useApp();

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
    modal.confirm({
      title: DASHBOARD_TEXTS.confirmDeletePost,
      content: `${post.client} · ${post.time}`,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: DASHBOARD_TEXTS.cancel,
      onOk: async () => {
        try {
          await deletePost(post.id);
          notify.success(SUCCESS_TITLE, DASHBOARD_TOASTS.postDeleted);
          refresh();
        } catch {
          notify.error(ERROR_TITLE, DASHBOARD_TOASTS.postDeleteFailed);
        }
      },
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
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setForm({ open: true, post: null })}>
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
                  <PostCard post={p} onEdit={() => setForm({ open: true, post: p })} onDelete={() => remove(p)} />
                </li>
              ))}
            </ul>
          )}
        </Spin>
      </Card>
      <PostForm
        open={form.open}
        date={form.post?.date ?? day}
        post={form.post}
        onClose={() => setForm({ open: false, post: null })}
        onSaved={() => {
          setForm({ open: false, post: null });
          refresh();
        }}
      />
    </div>
  );
}
