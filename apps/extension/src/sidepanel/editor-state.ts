import {
  buildAttribution,
  type ComplianceContext,
  checkCompliance,
  defaultIsMine,
  toPostAttribution,
} from '@pp/compliance';
import {
  type DraftTemplate,
  type DraftTone,
  PLATFORM_LIMITS,
  type PostLanguage,
  type PublishPlatform,
  type TComplianceFinding,
  type TCurrentUser,
  type TDrafts,
  type TListing,
  type TMarketplaceDraft,
  type TPostAttribution,
} from '@pp/contract';
import { generateDrafts, statusPolicy } from '@pp/posts';

/** Which of the listing's photos are used and in what order (Marketplace and the reel alike). */
export interface PhotoChoice {
  /** Every photo of the listing in the agent's order; `excluded` ones are left out. */
  photoOrder: string[];
  excluded: string[];
}

export interface EditorState extends PhotoChoice {
  template: DraftTemplate;
  tone: DraftTone;
  drafts: TDrafts;
  /** The listing's property page once the API named it: every post links there with its platform. */
  pageUrl?: string | null;
  /** Who speaks and whose listing it is (issue 22): the credit lines of every draft. */
  attribution?: TPostAttribution | null;
  /** The post's language (issue 26); the credit lines are in it too. */
  language?: PostLanguage;
}

/**
 * The credit lines of a signed-in agent's drafts: their own brokerage and licence from the profile,
 * "Listing courtesy of …" unless the listing is theirs (name AND brokerage match). Null when signed out.
 */
export function attributionFor(
  listing: TListing,
  user: TCurrentUser | null | undefined,
  language: PostLanguage = 'en',
): TPostAttribution | null {
  if (!user) return null;
  const isMine = defaultIsMine({
    agentName: user.full_name,
    agentBrokerage: user.brokerage_name,
    listingAgentName: listing.agent_name,
    listingBrokerage: listing.brokerage,
  });
  return toPostAttribution(buildAttribution({ agent: user, listing, isMine, language }));
}

/** The editor of a fresh click: the template starts from the listing's status (sold → just sold). */
export function initialEditor(
  listing: TListing,
  template: DraftTemplate = statusPolicy(listing).defaultTemplate,
  tone: DraftTone = 'professional',
  pageUrl: string | null = null,
  attribution: TPostAttribution | null = null,
  language: PostLanguage = 'en',
): EditorState {
  const drafts = generateDrafts(listing, { template, tone, page_url: pageUrl, attribution, language });
  const chosen = new Set(drafts.facebook_marketplace.photos);
  return {
    template,
    tone,
    drafts,
    photoOrder: listing.photos,
    excluded: listing.photos.filter((p) => !chosen.has(p)),
    pageUrl,
    attribution,
    language,
  };
}

/** New template or tone: fresh text for every platform; the photo choice is kept. */
export function regenerate(
  state: EditorState,
  listing: TListing,
  change: Partial<Pick<EditorState, 'template' | 'tone'>>,
  /** The price before a reduction, for the price_reduced follow-up. */
  previousPrice: number | null = null,
): EditorState {
  const next = { ...state, ...change };
  return {
    ...next,
    drafts: generateDrafts(listing, {
      template: next.template,
      tone: next.tone,
      page_url: next.pageUrl ?? null,
      previous_price: previousPrice,
      attribution: next.attribution ?? null,
      language: next.language ?? 'en',
    }),
  };
}

/**
 * Another language for this post (issue 26): every draft and its credit lines are written again in
 * it ("Listado cortesía de …"); the photo choice is kept.
 */
export const switchLanguage = (
  state: EditorState,
  listing: TListing,
  user: TCurrentUser | null | undefined,
  language: PostLanguage,
): EditorState =>
  regenerate({ ...state, language, attribution: attributionFor(listing, user, language) }, listing, {});

/** The chosen photos in order, at most `max` (Marketplace and reels both take 20). */
export const includedPhotos = (
  state: PhotoChoice,
  max: number = PLATFORM_LIMITS.facebook_marketplace.photos,
) => state.photoOrder.filter((p) => !state.excluded.includes(p)).slice(0, max);

export function movePhoto<S extends PhotoChoice>(state: S, url: string, by: -1 | 1): S {
  const order = [...state.photoOrder];
  const from = order.indexOf(url);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return state;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...state, photoOrder: order };
}

export function togglePhoto<S extends PhotoChoice>(state: S, url: string): S {
  const excluded = state.excluded.includes(url)
    ? state.excluded.filter((p) => p !== url)
    : [...state.excluded, url];
  return { ...state, excluded };
}

/** The Marketplace fields as published: the edited draft with the chosen photos in order. */
export const marketplaceFields = (state: EditorState): TMarketplaceDraft => ({
  ...state.drafts.facebook_marketplace,
  photos: includedPhotos(state),
});

/** The text a publish records: the post itself, or the Marketplace title and description. */
export function publishText(state: EditorState, platform: PublishPlatform): string {
  if (platform === 'facebook_marketplace') {
    const d = state.drafts.facebook_marketplace;
    return [d.title, d.description].filter(Boolean).join('\n\n');
  }
  return state.drafts[platform].text;
}

export type TextTarget = 'text' | 'title' | 'description';
export interface PlacedFinding {
  target: TextTarget;
  finding: TComplianceFinding;
}

/**
 * Findings of a platform's text, tagged with the box they are in. Marketplace's title and
 * description are checked as the one text the server checks on publish (a rule such as "name the
 * brokerage" is about the whole ad), then each finding is mapped back to its box.
 */
export function findingsFor(
  state: EditorState,
  platform: PublishPlatform,
  context: ComplianceContext,
): PlacedFinding[] {
  const text = publishText(state, platform);
  const findings = checkCompliance(text, context);
  if (platform !== 'facebook_marketplace')
    return findings.map((finding) => ({ target: 'text' as const, finding }));
  const { title } = state.drafts.facebook_marketplace;
  const descriptionStart = title ? title.length + 2 : 0;
  return findings.map((finding) =>
    title && finding.index >= 0 && finding.index < title.length
      ? { target: 'title' as const, finding }
      : {
          target: 'description' as const,
          finding:
            finding.index >= descriptionStart
              ? { ...finding, index: finding.index - descriptionStart }
              : finding,
        },
  );
}

/** Removes a flagged phrase (and the space it leaves) from the text it was found in. */
export function removePhrase(text: string, finding: TComplianceFinding): string {
  if (
    finding.index < 0 ||
    text.slice(finding.index, finding.index + finding.phrase.length) !== finding.phrase
  )
    return text;
  return `${text.slice(0, finding.index)}${text.slice(finding.index + finding.phrase.length)}`
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.!?])/g, '$1');
}
