import type { Draft } from './findings';

/**
 * Shared living: a live-in owner or tenant advertising a room in the home they live in may state the
 * sex of the housemate they want. 42 U.S.C. §3603(b)(2) and §3604(c); HUD's 1995 advertising memo
 * (shared living arrangements may state a sex preference); Fair Housing Council of San Fernando Valley
 * v. Roommate.com, 666 F.3d 1216 (9th Cir. 2012) (the Act does not reach the choice of a roommate).
 * Only the sex finding about the roommate or housemate is dropped, and only when the text says the
 * writer lives there and the space is shared; race, religion and the rest still count, and a landlord's
 * "female tenants only" for a whole unit is no shared living.
 */
const LIVES_THERE =
  /\b(?:i|we) (?:live|am living|are living|reside|also live|still live) (?:in|here|there|on site|onsite|upstairs|downstairs)\b|\b(?:where|that|which) (?:i|we) (?:live|reside|also live)\b|\bin the (?:house|home|apartment|condo|flat|unit) (?:i|we) (?:live|own and live|share)\b|\blive[- ]in (?:owner|landlord|host)\b|\bowner[- ]occupied\b|\bmy (?:own )?(?:home|house|apartment|condo|flat) (?:with me|i share)\b/i;
const SHARED =
  /\bshar(?:e|es|ed|ing) (?:the |my |our |a |all )?(?:kitchen|bath|bathroom|baths|living room|common areas?|house|home|apartment|flat|condo|space|utilities)\b|\broom in (?:my|our) (?:home|house|apartment|condo|flat)\b/i;
const ROOMMATE = /\b(?:room ?mates?|house ?mates?|flat ?mates?|roomies?)\b/i;

/** Whether the text advertises a room in a home its writer lives in and shares. */
export const sharedLiving = (text: string): boolean => LIVES_THERE.test(text) && SHARED.test(text);

/** The drafts without the sex findings about the housemate wanted in a shared home. */
export const dropSharedLivingSex = <D extends Pick<Draft, 'category' | 'phrase'>>(
  text: string,
  drafts: D[],
): D[] =>
  sharedLiving(text) ? drafts.filter((d) => !(d.category === 'sex' && ROOMMATE.test(d.phrase))) : drafts;
