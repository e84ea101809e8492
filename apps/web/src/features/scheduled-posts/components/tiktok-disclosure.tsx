import {
  TIKTOK_BRANDED_CONTENT_POLICY_URL,
  TIKTOK_DISCLOSURE,
  TIKTOK_MESSAGES,
  TIKTOK_MUSIC_USAGE_URL,
  type TikTokPostKind,
  tiktokDisclosureRules,
  tiktokDisclosureText,
} from '@pp/contract';

/** The disclosure part of a TikTok choice: the switch and the two kinds it may say. */
export interface TikTokDisclosureChoice {
  /** A video or a photo post: the disclosure's sentences name it (tiktokDisclosureText). */
  kind: TikTokPostKind;
  privacy_level: string;
  disclose: boolean;
  your_brand: boolean;
  branded: boolean;
}

/** The shared rules (packages/contract's tiktokDisclosureRules) of this form's choice. */
export const disclosureRules = (v: TikTokDisclosureChoice) =>
  tiktokDisclosureRules({
    privacy: v.privacy_level,
    disclose: v.disclose,
    yourBrand: v.your_brand,
    branded: v.branded,
    kind: v.kind,
  });

/** What stops the post before it is sent, in TikTok's words (see tiktokDisclosureRules). */
export const tiktokDisclosureProblem = (v: TikTokDisclosureChoice) => disclosureRules(v).problem;

/** The toggles as video/init's post_info takes them; nothing is disclosed while the switch is off. */
export const disclosureToggles = (v: TikTokDisclosureChoice) => disclosureRules(v).toggles;

/**
 * TikTok's commercial content disclosure, as the content sharing guidelines lay it out: "Disclose
 * video content" ("Disclose photo content" for a photo post; off until the agent turns it on), then
 * "Your brand" (a listing post promotes the agent's own business) and/or "Branded content", the
 * label the post will carry, and "Branded content" greyed while the post is "Only me" (branded
 * content cannot be private).
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
  const { label, brandedDisabled, brandedHelp } = disclosureRules(value);
  const words = tiktokDisclosureText(value.kind);
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
        {words.switchLabel}
      </label>
      <p className="text-slate-600">{words.switchHelp}</p>
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
              <span className="block text-slate-600">{words.yourBrandHelp}</span>
            </span>
          </label>
          <label
            className="flex items-start gap-2"
            title={brandedDisabled ? TIKTOK_DISCLOSURE.brandedNotPrivate : ''}
          >
            <input
              type="checkbox"
              checked={value.branded && !brandedDisabled}
              disabled={brandedDisabled}
              onChange={(e) => onChange({ ...value, branded: e.target.checked })}
            />
            <span>
              {TIKTOK_DISCLOSURE.brandedContent}
              <span className="block text-slate-600">{brandedHelp}</span>
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
