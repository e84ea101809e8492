import { type TMarketplaceReminder, ZMarketplaceRemindersResponseSchema } from '@pp/contract';
import { apiCall } from './api-client';
import { planReminders, REMINDER_ALARM_PREFIX, reminderAlarmName, reminderIdOf } from './reminder-plan';
import { readAccount } from './session-store';

/**
 * Marketplace reminders as browser notifications (PRODUCT.md §10): the worker learns the agent's
 * reminders from the API (at start, at sign-in, after a change in the side panel and every 15
 * minutes), sets an alarm at each one's time, and at the alarm shows a notification whose click
 * opens Facebook's create form with the post id, which the Marketplace content script fills.
 */
const SYNC_ALARM = 'pp.reminders.sync';
const SYNC_MINUTES = 15;
const REMINDERS_KEY = 'pp.reminders';
const NOTIFIED_KEY = 'pp.reminders.notified';

async function stored(): Promise<{ reminders: TMarketplaceReminder[]; notified: string[] }> {
  const got = await chrome.storage.local.get([REMINDERS_KEY, NOTIFIED_KEY]);
  return {
    reminders: (got[REMINDERS_KEY] as TMarketplaceReminder[] | undefined) ?? [],
    notified: (got[NOTIFIED_KEY] as string[] | undefined) ?? [],
  };
}

/** Reads the reminders and moves the alarms to match; signed out, every reminder alarm goes. */
export async function syncReminders(): Promise<{ upcoming: number }> {
  let reminders: TMarketplaceReminder[] = [];
  if (await readAccount()) {
    const result = await apiCall({ path: '/scheduled-posts/reminders' });
    const parsed = result.ok ? ZMarketplaceRemindersResponseSchema.safeParse(result.body) : null;
    // Unreachable or refused: keep the alarms as they are and try at the next sync.
    if (!parsed?.success) return { upcoming: (await stored()).reminders.length };
    reminders = parsed.data.data.reminders;
  }
  const { notified } = await stored();
  const alarms = (await chrome.alarms.getAll()).map((a) => a.name);
  const plan = planReminders(reminders, notified, alarms);
  await chrome.storage.local.set({ [REMINDERS_KEY]: reminders, [NOTIFIED_KEY]: plan.notified });
  await Promise.all(plan.clear.map((name) => chrome.alarms.clear(name)));
  for (const { name, when } of plan.set) {
    // An alarm already set for that time stays (setting it again would push a due one back).
    const current = await chrome.alarms.get(name);
    if (current?.scheduledTime !== when) await chrome.alarms.create(name, { when });
  }
  return { upcoming: plan.set.length };
}

/** The reminder's time came: one notification, once. */
async function notify(postId: string) {
  const { reminders, notified } = await stored();
  const reminder = reminders.find((r) => r.post_id === postId);
  if (!reminder || notified.includes(postId)) return;
  await chrome.storage.local.set({ [NOTIFIED_KEY]: [...notified, postId] });
  await chrome.notifications.create(reminderAlarmName(postId), {
    type: 'basic',
    iconUrl: chrome.runtime.getURL('icons/icon-128.png'),
    title: 'Time to post on Facebook Marketplace',
    message: `${reminder.address}: click to open the Marketplace form, filled from your listing.`,
    requireInteraction: true,
  });
}

/** Opens Facebook's create form with the reminder's post id (the content script fills it). */
async function openReminder(notificationId: string) {
  const postId = reminderIdOf(notificationId);
  if (!postId) return;
  const { reminders } = await stored();
  const reminder = reminders.find((r) => r.post_id === postId);
  await chrome.notifications.clear(notificationId);
  if (reminder) await chrome.tabs.create({ url: reminder.url, active: true });
}

/** Wires alarms, notification clicks and the periodic sync (called once by the service worker). */
export function watchReminders() {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void syncReminders().catch(() => undefined);
    else if (alarm.name.startsWith(REMINDER_ALARM_PREFIX)) void notify(reminderIdOf(alarm.name) ?? '');
  });
  chrome.notifications.onClicked.addListener((id) => void openReminder(id));
  // Not at every wake-up of the worker (each message wakes it): at browser start and install only.
  const start = () => {
    void chrome.alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_MINUTES });
    void syncReminders().catch(() => undefined);
  };
  chrome.runtime.onStartup.addListener(start);
  chrome.runtime.onInstalled.addListener(start);
}
