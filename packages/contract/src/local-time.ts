/**
 * The scheduling picker's time, shared by the web app's and the side panel's schedule forms: an
 * `<input type="datetime-local">` is read in the agent's zone and sent as a UTC instant with the zone
 * (the API shows it back in that zone).
 */

/** The agent's time zone as the browser knows it; the API keeps it to show the time back. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A datetime-local value (the agent's local time) as an ISO instant in UTC, or null when it is not one. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The fields of a datetime-local value ("2031-01-15T09:30"), midnight as 00. */
const LOCAL_INPUT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as a datetime-local value in the agent's zone (to edit a scheduled time). */
export function isoToLocalInput(iso: string): string {
  // A new formatter each time: it takes the zone in force now, not the one when the module loaded.
  const field = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', LOCAL_INPUT).formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${field.year}-${field.month}-${field.day}T${field.hour}:${field.minute}`;
}

/** Whether an X text has a link (X's API charges more for those). */
export const hasLink = (text: string) => /https?:\/\/\S+/.test(text);
