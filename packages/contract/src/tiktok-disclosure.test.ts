import { describe, expect, it } from 'vitest';
import { TIKTOK_DISCLOSURE } from './tiktok';
import { tiktokDisclosureRules } from './tiktok-disclosure';

const off = { privacy: 'PUBLIC_TO_EVERYONE', disclose: false, yourBrand: false, branded: false };

describe('tiktokDisclosureRules', () => {
  it('discloses nothing while the switch is off, whatever was ticked', () => {
    const r = tiktokDisclosureRules({ ...off, yourBrand: true, branded: true });
    expect(r.toggles).toEqual({ brand_organic_toggle: false, brand_content_toggle: false });
    expect(r.label).toBeNull();
    expect(r.problem).toBeNull();
    expect(r.onlyMeDisabled).toBe(false);
    expect(r.brandedConsent).toBe(false);
  });

  it('stops the post with the switch on and neither kind chosen', () => {
    expect(tiktokDisclosureRules({ ...off, disclose: true }).problem).toBe(TIKTOK_DISCLOSURE.chooseOne);
  });

  it('labels your brand as promotional and branded content as a paid partnership', () => {
    const own = tiktokDisclosureRules({ ...off, disclose: true, yourBrand: true });
    expect(own.label).toBe(TIKTOK_DISCLOSURE.labeledPromotional);
    expect(own.problem).toBeNull();
    const paid = tiktokDisclosureRules({ ...off, disclose: true, yourBrand: true, branded: true });
    expect(paid.toggles).toEqual({ brand_organic_toggle: true, brand_content_toggle: true });
    expect(paid.label).toBe(TIKTOK_DISCLOSURE.labeledPaidPartnership);
    expect(paid.onlyMeDisabled).toBe(true);
    expect(paid.brandedConsent).toBe(true);
  });

  it('greys branded content while the video is "Only me", and refuses it private', () => {
    const r = tiktokDisclosureRules({ ...off, privacy: 'SELF_ONLY', disclose: true, branded: true });
    expect(r.brandedDisabled).toBe(true);
    expect(r.brandedHelp).toBe(TIKTOK_DISCLOSURE.brandedNotPrivate);
    expect(r.problem).toBe(TIKTOK_DISCLOSURE.brandedNotPrivate);
    const open = tiktokDisclosureRules({ ...off, disclose: true, branded: true });
    expect(open.brandedDisabled).toBe(false);
    expect(open.brandedHelp).toBe(TIKTOK_DISCLOSURE.brandedContentHelp);
    expect(open.problem).toBeNull();
  });
});
