import type { TMarketplaceReminder } from '@pp/contract';

export const REMINDER_ALARM_PREFIX = 'pp.reminder.';
export const reminderAlarmName = (postId: string) => `${REMINDER_ALARM_PREFIX}${postId}`;
export const reminderIdOf = (name: string) =>
  name.startsWith(REMINDER_ALARM_PREFIX) ? name.slice(REMINDER_ALARM_PREFIX.length) : null;

export interface ReminderPlan {
  /** Alarms to set (or move: setting a name again replaces it). */
  set: Array<{ name: string; when: number }>;
  /** Alarms of reminders the API no longer lists (cancelled, or signed out). */
  clear: string[];
  /** The notified ids still worth remembering (those the API still lists). */
  notified: string[];
}

/**
 * What a sync changes: an alarm at each reminder's time unless it was shown already (a time that
 * passed while the browser was closed fires at once), and none for reminders that are gone.
 */
export function planReminders(
  reminders: TMarketplaceReminder[],
  notified: string[],
  alarmNames: string[],
): ReminderPlan {
  const listed = new Set(reminders.map((r) => r.post_id));
  const shown = new Set(notified.filter((id) => listed.has(id)));
  const set = reminders
    .filter((r) => !shown.has(r.post_id))
    .map((r) => ({ name: reminderAlarmName(r.post_id), when: Date.parse(r.publish_at) }));
  const wanted = new Set(set.map((a) => a.name));
  const clear = alarmNames.filter((n) => reminderIdOf(n) !== null && !wanted.has(n));
  return { set, clear, notified: [...shown] };
}
