import type { TMarketplaceReminder } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { planReminders, reminderAlarmName, reminderIdOf } from './reminder-plan';

const reminder = (post_id: string, publish_at: string): TMarketplaceReminder => ({
  post_id,
  listing_id: 'l1',
  publish_at,
  address: '1220 Garcia St NE, Albuquerque',
  url: `https://www.facebook.com/marketplace/create/rental?pp_post=${post_id}`,
});

describe('planning the Marketplace reminder alarms', () => {
  it('sets an alarm at each reminder time, skips those shown already, clears those gone', () => {
    const plan = planReminders(
      [reminder('a', '2031-01-15T14:30:00.000Z'), reminder('b', '2031-01-16T09:00:00.000Z')],
      ['b', 'old'],
      [reminderAlarmName('a'), reminderAlarmName('gone'), 'pp.login-wait.4', 'pp.reminders.sync'],
    );
    expect(plan.set).toEqual([{ name: 'pp.reminder.a', when: Date.UTC(2031, 0, 15, 14, 30) }]);
    expect(plan.clear).toEqual(['pp.reminder.gone']);
    // 'old' is no longer listed: forgetting it keeps the list from growing.
    expect(plan.notified).toEqual(['b']);
  });

  it('signed out (no reminders): every reminder alarm goes', () => {
    expect(planReminders([], ['a'], [reminderAlarmName('a')])).toEqual({
      set: [],
      clear: ['pp.reminder.a'],
      notified: [],
    });
  });

  it('reads the post id back from an alarm name, and only from ours', () => {
    expect(reminderIdOf(reminderAlarmName('x1'))).toBe('x1');
    expect(reminderIdOf('pp.login-wait.3')).toBeNull();
  });
});
