import { Tag } from 'antd';

export type BadgeTone = 'green' | 'yellow' | 'blue' | 'grey';

/** admin-area.md §4: published and completed green; draft and planned yellow; scheduled and in-progress blue; else grey. */
export function badgeTone(status: string): BadgeTone {
  switch (status) {
    case 'published':
    case 'completed':
      return 'green';
    case 'draft':
    case 'planned':
      return 'yellow';
    case 'scheduled':
    case 'in-progress':
      return 'blue';
    default:
      return 'grey';
  }
}

/** Tones with AA contrast (the preset antd yellows are too pale for text). */
const TONES: Record<BadgeTone, { color: string; background: string; borderColor: string }> = {
  green: { color: '#05603a', background: '#dcfae6', borderColor: '#abefc6' },
  yellow: { color: '#7a2e0e', background: '#fef7c3', borderColor: '#fde272' },
  blue: { color: '#1849a9', background: '#d1e9ff', borderColor: '#b2ddff' },
  grey: { color: '#344054', background: '#f2f4f7', borderColor: '#e4e7ec' },
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = badgeTone(status);
  return (
    <Tag data-tone={tone} style={{ ...TONES[tone], marginInlineEnd: 0, fontWeight: 600 }}>
      {label}
    </Tag>
  );
}
