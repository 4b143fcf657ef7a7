const long = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
const monthYear = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });

function parse(value: string): Date | null {
  // a bare date (2024-03-10) is a calendar day, not UTC midnight, so it must not slip to the day before
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "10 de março de 2024" */
export function formatLongDate(value: string): string {
  const d = parse(value);
  return d ? long.format(d) : value;
}

/** "março de 2024" */
export function formatMonthYear(value: string): string {
  const d = parse(value);
  return d ? monthYear.format(d) : value;
}
