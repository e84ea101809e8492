import { describe, expect, it } from 'vitest';
import { marketplaceReminderLink, reminderPostId } from './social';

const id = '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

describe('the Marketplace reminder link', () => {
  it("is Facebook's create form carrying the post id, and the id reads back from it", () => {
    const link = marketplaceReminderLink(id);
    expect(link).toBe(`https://www.facebook.com/marketplace/create/rental?pp_post=${id}`);
    expect(reminderPostId(link)).toBe(id);
    // Facebook may add its own parameters (after a sign-in, for example).
    expect(reminderPostId(`${link}&ref=bookmark`)).toBe(id);
  });

  it('reads nothing from a form opened without a reminder, or a parameter that is not an id', () => {
    expect(reminderPostId('https://www.facebook.com/marketplace/create/rental')).toBeNull();
    expect(reminderPostId('https://www.facebook.com/marketplace/create/rental?pp_post=../x')).toBeNull();
    expect(reminderPostId('not a url')).toBeNull();
  });
});
