/** The agent's time zone, as the browser knows it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A <input type="datetime-local"> value (read in the browser's zone) as an ISO instant in UTC. */
export const localInputToIso = (value: string): string => new Date(value).toISOString();

/** The fields of a datetime-local value ("2031-01-15T09:30"), midnight as 00. */
const LOCAL_INPUT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as a datetime-local value in the browser's zone (for editing). */
export function isoToLocalInput(iso: string): string {
  // A new formatter each time: it takes the zone in force now, not the one when the module loaded.
  const field = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', LOCAL_INPUT).formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${field.year}-${field.month}-${field.day}T${field.hour}:${field.minute}`;
}

/** Whether an X text has a link (X's API charges more for those). */
export const hasLink = (text: string) => /https?:\/\/\S+/.test(text);
