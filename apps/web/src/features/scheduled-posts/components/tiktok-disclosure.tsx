import {
  TIKTOK_BRANDED_CONTENT_POLICY_URL,
  TIKTOK_DISCLOSURE,
  TIKTOK_MESSAGES,
  TIKTOK_MUSIC_USAGE_URL,
  tiktokDisclosureLabel,
} from '@pp/contract';

/** The disclosure part of a TikTok choice: the switch and the two kinds it may say. */
export interface TikTokDisclosureChoice {
  privacy_level: string;
  disclose: boolean;
  your_brand: boolean;
  branded: boolean;
}

/**
 * What stops the post before it is sent, in TikTok's words: the switch on with neither kind chosen,
 * or branded content made private (https://developers.tiktok.com/doc/content-sharing-guidelines).
 */
export function tiktokDisclosureProblem(v: TikTokDisclosureChoice): string | null {
  if (v.disclose && !v.your_brand && !v.branded) return TIKTOK_DISCLOSURE.chooseOne;
  if (v.disclose && v.branded && v.privacy_level === 'SELF_ONLY') return TIKTOK_DISCLOSURE.brandedNotPrivate;
  return null;
}

/** The toggles as video/init's post_info takes them; nothing is disclosed while the switch is off. */
export const disclosureToggles = (v: TikTokDisclosureChoice) => ({
  brand_organic_toggle: v.disclose && v.your_brand,
  brand_content_toggle: v.disclose && v.branded,
});

/**
 * TikTok's commercial content disclosure, as the content sharing guidelines lay it out: "Disclose
 * video content" (off until the agent turns it on), then "Your brand" (a listing reel promotes the
 * agent's own business) and/or "Branded content", the label the video will carry, and "Branded
 * content" greyed while the video is "Only me" (branded content cannot be private).
 */
export function TikTokDisclosure<T extends TikTokDisclosureChoice>({
  value,
  onChange,
  error,
}: {
  value: T;
  onChange: (next: T) => void;
  error?: string | undefined;
}) {
  const toggles = disclosureToggles(value);
  const label = tiktokDisclosureLabel(toggles);
  const privateNow = value.privacy_level === 'SELF_ONLY';
  return (
    <div className="space-y-2 text-sm text-slate-800" data-testid="tiktok-disclosure">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          role="switch"
          aria-checked={value.disclose}
          checked={value.disclose}
          onChange={(e) => onChange({ ...value, disclose: e.target.checked })}
        />
        {TIKTOK_DISCLOSURE.switchLabel}
      </label>
      <p className="text-slate-600">{TIKTOK_DISCLOSURE.switchHelp}</p>
      {value.disclose && (
        <div className="space-y-2 pl-6">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={value.your_brand}
              onChange={(e) => onChange({ ...value, your_brand: e.target.checked })}
            />
            <span>
              {TIKTOK_DISCLOSURE.yourBrand}
              <span className="block text-slate-600">{TIKTOK_DISCLOSURE.yourBrandHelp}</span>
            </span>
          </label>
          <label
            className="flex items-start gap-2"
            title={privateNow ? TIKTOK_DISCLOSURE.brandedNotPrivate : ''}
          >
            <input
              type="checkbox"
              checked={value.branded && !privateNow}
              disabled={privateNow}
              onChange={(e) => onChange({ ...value, branded: e.target.checked })}
            />
            <span>
              {TIKTOK_DISCLOSURE.brandedContent}
              <span className="block text-slate-600">
                {privateNow ? TIKTOK_DISCLOSURE.brandedNotPrivate : TIKTOK_DISCLOSURE.brandedContentHelp}
              </span>
            </span>
          </label>
          {label ? (
            <p role="note" data-testid="tiktok-disclosure-label">
              {label}
            </p>
          ) : (
            <p className="text-amber-800">{TIKTOK_DISCLOSURE.chooseOne}</p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The consent line before the post button; with branded content it names the Branded Content Policy. */
export function TikTokConsent({ branded }: { branded: boolean }) {
  return (
    <p className="text-sm text-slate-600" data-testid="tiktok-consent">
      {branded ? (
        <>
          By posting, you agree to TikTok's{' '}
          <a href={TIKTOK_BRANDED_CONTENT_POLICY_URL} target="_blank" rel="noreferrer" className="underline">
            Branded Content Policy
          </a>{' '}
          and{' '}
          <a href={TIKTOK_MUSIC_USAGE_URL} target="_blank" rel="noreferrer" className="underline">
            Music Usage Confirmation
          </a>
          .
        </>
      ) : (
        <a href={TIKTOK_MUSIC_USAGE_URL} target="_blank" rel="noreferrer" className="underline">
          {TIKTOK_MESSAGES.musicConsent}
        </a>
      )}
    </p>
  );
}
