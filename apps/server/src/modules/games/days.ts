/** UTC days and weeks (Monday to Sunday) as 'YYYY-MM-DD', and their instants. */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const startOf = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
export const nextDay = (day: string): string => dayOf(startOf(day) + DAY_MS);

/** The Monday of the week holding `day`. */
export function weekOf(day: string): string {
  const start = startOf(day);
  const sinceMonday = (new Date(start).getUTCDay() + 6) % 7;
  return dayOf(start - sinceMonday * DAY_MS);
}

export const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(startOf(text)) === text;
