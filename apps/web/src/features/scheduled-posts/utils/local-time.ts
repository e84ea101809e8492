/** The agent's time zone, as the browser knows it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A <input type="datetime-local"> value (read in the browser's zone) as an ISO instant in UTC. */
export const localInputToIso = (value: string): string => new Date(value).toISOString();

/** An instant as a datetime-local value in the browser's zone (for editing). */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whether an X text has a link (X's API charges more for those). */
export const hasLink = (text: string) => /https?:\/\/\S+/.test(text);
