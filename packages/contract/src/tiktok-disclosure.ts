import {
  TIKTOK_DISCLOSURE,
  type TikTokPostKind,
  tiktokDisclosureLabel,
  tiktokDisclosureText,
} from './tiktok';

/** The agent's commercial content disclosure as a form holds it, with the privacy level chosen ('' for none). */
export interface TikTokDisclosureInput {
  privacy: string;
  disclose: boolean;
  yourBrand: boolean;
  branded: boolean;
  /** A video or a photo post: the label and help name it (tiktokDisclosureText). */
  kind: TikTokPostKind;
}

/**
 * What TikTok's content sharing guidelines derive from a disclosure choice
 * (https://developers.tiktok.com/doc/content-sharing-guidelines, "Commercial content disclosure"),
 * computed once for the web app's form and the extension's side panel:
 * - toggles: post_info's brand_organic_toggle/brand_content_toggle (nothing while the switch is off);
 * - label: the label the video or photo will carry, or null;
 * - problem: what stops the post (the switch on with neither kind chosen, or branded content private);
 * - brandedDisabled/brandedHelp: "Branded content" greyed, and why, while the video is "Only me";
 * - onlyMeDisabled: "Only me" greyed while branded content is chosen;
 * - brandedConsent: the consent line names the Branded Content Policy.
 */
export function tiktokDisclosureRules(v: TikTokDisclosureInput) {
  const toggles = {
    brand_organic_toggle: v.disclose && v.yourBrand,
    brand_content_toggle: v.disclose && v.branded,
  };
  const privateNow = v.privacy === 'SELF_ONLY';
  const problem = !v.disclose
    ? null
    : !v.yourBrand && !v.branded
      ? TIKTOK_DISCLOSURE.chooseOne
      : v.branded && privateNow
        ? TIKTOK_DISCLOSURE.brandedNotPrivate
        : null;
  return {
    toggles,
    label: tiktokDisclosureLabel(toggles, v.kind),
    problem,
    brandedDisabled: privateNow,
    brandedHelp: privateNow
      ? TIKTOK_DISCLOSURE.brandedNotPrivate
      : tiktokDisclosureText(v.kind).brandedContentHelp,
    onlyMeDisabled: toggles.brand_content_toggle,
    brandedConsent: toggles.brand_content_toggle,
  };
}
