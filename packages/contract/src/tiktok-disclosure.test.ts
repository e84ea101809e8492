import { describe, expect, it } from 'vitest';
import { TIKTOK_DISCLOSURE, tiktokDisclosureText } from './tiktok';
import { tiktokDisclosureRules } from './tiktok-disclosure';

const off = {
  privacy: 'PUBLIC_TO_EVERYONE',
  disclose: false,
  yourBrand: false,
  branded: false,
  kind: 'video' as const,
};
const video = tiktokDisclosureText('video');

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
    expect(own.label).toBe(video.labeledPromotional);
    expect(own.problem).toBeNull();
    const paid = tiktokDisclosureRules({ ...off, disclose: true, yourBrand: true, branded: true });
    expect(paid.toggles).toEqual({ brand_organic_toggle: true, brand_content_toggle: true });
    expect(paid.label).toBe(video.labeledPaidPartnership);
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
    expect(open.brandedHelp).toBe(video.brandedContentHelp);
    expect(open.problem).toBeNull();
  });

  it('names the post as what it is: a video, or a photo in a photo post', () => {
    const paid = { ...off, disclose: true, branded: true };
    expect(tiktokDisclosureRules(paid).label).toBe("Your video will be labeled as 'Paid partnership'.");
    expect(tiktokDisclosureRules({ ...paid, kind: 'photos' }).label).toBe(
      "Your photo will be labeled as 'Paid partnership'.",
    );
    expect(tiktokDisclosureRules({ ...off, disclose: true, yourBrand: true, kind: 'photos' }).label).toBe(
      "Your photo will be labeled as 'Promotional content'.",
    );
    expect(tiktokDisclosureRules({ ...paid, kind: 'photos' }).brandedHelp).toBe(
      'You are promoting another brand or a third party. This photo will be classified as Branded Content.',
    );
    const photo = tiktokDisclosureText('photos');
    expect(video.switchLabel).toBe('Disclose video content');
    expect(photo.switchLabel).toBe('Disclose photo content');
    expect(Object.values(photo).filter((line) => /video/i.test(line))).toEqual([]);
    expect(Object.values(video).filter((line) => /photo/i.test(line))).toEqual([]);
  });
});
