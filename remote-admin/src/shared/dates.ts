import dayjs from 'dayjs';

/** Dates in the admin: dd/MM/yyyy (admin-area.md §9). */
export const DISPLAY_DATE = 'DD/MM/YYYY';
export const ISO_DAY = 'YYYY-MM-DD';

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DISPLAY_DATE) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(`${DISPLAY_DATE} [às] HH:mm`) : '';
}
