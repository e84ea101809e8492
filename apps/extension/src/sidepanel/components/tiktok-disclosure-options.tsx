import {
  TIKTOK_BRANDED_CONTENT_POLICY_URL,
  TIKTOK_DISCLOSURE,
  TIKTOK_MESSAGES,
  TIKTOK_MUSIC_USAGE_URL,
  type TikTokPostKind,
  tiktokDisclosureText,
} from '@pp/contract';
import { disclosureRules, type ReelPublishChoice } from '../reel-publish-state';

type Edit = (next: Partial<ReelPublishChoice>) => void;

/**
 * TikTok's commercial content disclosure in the side panel, as the content sharing guidelines lay it
 * out (https://developers.tiktok.com/doc/content-sharing-guidelines): "Disclose video content" (a
 * photo post: "Disclose photo content") off until turned on, then "Your brand" and/or "Branded
 * content" (greyed while the post is "Only me": branded content cannot be private), the label the
 * post will carry, and the consent line, which
 * names the Branded Content Policy once branded content is chosen. The post button stays off while
 * the switch is on with neither chosen (missingOptions says why).
 */
export function TikTokDisclosureOptions({
  choice,
  edit,
  kind,
}: {
  choice: ReelPublishChoice;
  edit: Edit;
  kind: TikTokPostKind;
}) {
  const words = tiktokDisclosureText(kind);
  const d = choice.tiktokDisclosure;
  const set = (next: Partial<ReelPublishChoice['tiktokDisclosure']>) =>
    edit({ tiktokDisclosure: { ...d, ...next } });
  const { label, brandedDisabled, brandedHelp, brandedConsent } = disclosureRules(choice, kind);
  return (
    <>
      <fieldset className="rp-switches" data-testid="tiktok-disclosure">
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            aria-checked={d.disclose}
            checked={d.disclose}
            onChange={(e) => set({ disclose: e.target.checked })}
          />
          {words.switchLabel}
        </label>
        <p className="hint">{words.switchHelp}</p>
        {d.disclose && (
          <>
            <label className="check">
              <input
                type="checkbox"
                checked={d.yourBrand}
                onChange={(e) => set({ yourBrand: e.target.checked })}
              />
              {TIKTOK_DISCLOSURE.yourBrand}
            </label>
            <p className="hint">{words.yourBrandHelp}</p>
            <label className="check">
              <input
                type="checkbox"
                checked={d.branded && !brandedDisabled}
                disabled={brandedDisabled}
                onChange={(e) => set({ branded: e.target.checked })}
              />
              {TIKTOK_DISCLOSURE.brandedContent}
            </label>
            <p className="hint">{brandedHelp}</p>
            {label && (
              <p className="hint" role="note" data-testid="tiktok-disclosure-label">
                {label}
              </p>
            )}
          </>
        )}
      </fieldset>
      <p className="hint" data-testid="tiktok-consent">
        {brandedConsent ? (
          <>
            By posting, you agree to TikTok's{' '}
            <a href={TIKTOK_BRANDED_CONTENT_POLICY_URL} target="_blank" rel="noreferrer">
              Branded Content Policy
            </a>{' '}
            and{' '}
            <a href={TIKTOK_MUSIC_USAGE_URL} target="_blank" rel="noreferrer">
              Music Usage Confirmation
            </a>
            .
          </>
        ) : (
          <a href={TIKTOK_MUSIC_USAGE_URL} target="_blank" rel="noreferrer">
            {TIKTOK_MESSAGES.musicConsent}
          </a>
        )}
      </p>
    </>
  );
}
