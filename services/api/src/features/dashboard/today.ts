/** The server's calendar day as YYYY-MM-DD (used when the browser does not say which day it is). */
export function localIsoDate(d: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A day `days` after `iso` (negative for before), as YYYY-MM-DD. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return localIsoDate(new Date(y, m - 1, d + days));
}

/** The first day of the month `months` after the month of `iso`. */
export function monthStart(iso: string, months = 0): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return localIsoDate(new Date(y, m - 1 + months, 1));
}
