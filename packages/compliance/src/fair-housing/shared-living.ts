import type { Draft } from './findings';

/**
 * Shared living: a live-in owner or tenant advertising a room in the home they live in may state the
 * sex of the housemate they want. 42 U.S.C. §3603(b)(2) and §3604(c); HUD's 1995 advertising memo
 * (shared living arrangements may state a sex preference); Fair Housing Council of San Fernando Valley
 * v. Roommate.com, 666 F.3d 1216 (9th Cir. 2012) (the Act does not reach the choice of a roommate).
 * The sex finding about the roommate or housemate is dropped when the text says the writer lives there
 * and the space is shared; when the text also asks for a roommate or housemate, its religion and
 * familial-status findings go too (Roommate.com: the Act does not reach whom one lives with; review-24
 * labels "I'm Christian and would like someone who shares that", "someone without kids in the shared
 * space" ok). Race, colour and national origin still count (42 U.S.C. §1982 reaches every property
 * transaction), and a landlord's "female tenants only" for a whole unit is no shared living.
 */
// "I'm a woman who owns and lives in this 3BR": the writer named, then a relative clause of living there.
const LIVES_THERE =
  /\b(?:in|for) my (?:very )?own (?:home|house|apartment|apt|condo|flat|townhouse|place)\b|\b(?:i|we)(?:['’]m|['’]re| am| are)? (?:[a-z]+ ){0,4}?(?:who|that) (?:(?:own|owns|rent|rents) and |also |still )?(?:live|lives|reside|resides) (?:in|here|there|on site|onsite)\b|\b(?:i|we) (?:live|am living|are living|reside|also live|still live) (?:in|here|there|on site|onsite|upstairs|downstairs)\b|\b(?:where|that|which) (?:i|we) (?:live|reside|also live)\b|\bin the (?:house|home|apartment|condo|flat|unit) (?:i|we) (?:live|own and live|share)\b|\blive[- ]in (?:owner|landlord|host)\b|\bowner[- ]occupied\b|\bmy (?:own )?(?:home|house|apartment|condo|flat) (?:with me|i share)\b|\b(?:room|bedroom) in my (?:[a-z0-9]+ ){0,2}?(?:home|house|apartment|apt|condo|flat|place|unit)\b|\bmy (?:[a-z0-9]+ ){0,2}?(?:house ?share|home ?share|flat ?share)\b|\b(?:share|split) my (?:[a-z0-9]+ ){0,2}?(?:home|house|apartment|apt|condo|flat|place)\b|\bmy room in (?:a|the|our) (?:[a-z0-9]+ ){0,3}?(?:home|house|apartment|apt|condo|flat|place|unit)\b|\bwe share (?:the |a |our |one |a single )?(?:kitchen|bath|bathroom|living room|house|home|apartment|flat)\b/i;
// A room let in the writer's own home is shared with the writer (Roommate.com), and so is the home itself
// when the writer shares it by its size ("sharing my 2BR", "share my three-bedroom").
// A room let in the home the writer lives in ("renting a room in the house I live in", "a bedroom in the
// condo where we live", "the spare bedroom of the flat I live in") is shared with the writer as plainly as
// "a room in my home" (Roommate.com).
const ROOM_WHERE_I_LIVE =
  '\\b(?:room|bedroom|suite) (?:in|of) (?:the|a|this|our) (?:[a-z0-9-]+ ){0,2}?(?:house|home|apartment|apt|condo|flat|townhouse|place|unit) (?:(?:that|where|which) )?(?:i|we) (?:(?:also|still|currently) )?(?:live|reside|own and live|share)\\b';
const SHARED =
  /\bshar(?:e|es|ed|ing) (?:the |my |our |a |all |one |a single )?(?:kitchen|bath|bathroom|baths|living room|common areas?|house|home|apartment|flat|condo|space|utilities)\b|\b(?:room|bedroom) in (?:my|our) (?:own )?(?:home|house|apartment|apt|condo|flat|townhouse|place)\b|\bshar(?:e|es|ed|ing) my (?:own )?(?:\d ?br|\d ?bd|\d ?bed|(?:[a-z]+|\d)[ -]bedroom|one bedroom|two bedroom|three bedroom)\b|\bshared (?:space|spaces|kitchen|bath|bathroom|living room|areas?|house|home)\b|\bhouse ?share\b/i;
const ROOMMATE =
  /\b(?:room ?mates?|house ?mates?|flat ?mates?|roomies?|compa(?:ñ|n)er[oa]s? de (?:cuarto|casa|piso|vivienda))\b/i;

// A roommate sought to share the writer's own home says both at once: "seeks a roommate to share my
// 2BR/1BA", "a housemate to split my two-bedroom flat with" (the writer lives there, the space is shared).
const ROOMMATE_FOR_MINE =
  /\b(?:room ?mate|house ?mate|flat ?mate)s? (?:to|who (?:will|would|can|wants to)|who'?ll|willing to) (?:share|split) (?:my|our) (?:own )?(?:[\w/-]+ ){0,2}?(?:home|house|apartment|apt|condo|flat|place|unit|townhouse|townhome|duplex|\d ?br(?:\/\d ?ba)?|\d ?bd|[\w-]+ ?bedroom)\b/i;
// Sharing said by splitting the rooms or bills: "we'd split the kitchen", "utilities split evenly".
const SPLIT =
  /\bsplit (?:the |our )?(?:kitchen|bath|bathroom|baths|living room|common areas?|utilities|bills|rent)\b|\b(?:utilities|bills|rent) (?:are )?split\b/i;

// A household adding a member says the writer lives there (review-27): "seeking a third housemate to
// share the kitchen and bath", "one more roommate to split the rent with us".
const ANOTHER_MATE =
  /\b(?:second|third|fourth|fifth|sixth|another|one more|1 more|new|extra) (?:room ?mate|house ?mate|flat ?mate)s? (?:to (?:share|split)|who (?:will|would|can) (?:share|split))\b/i;

const ROOM_IN_MINE = new RegExp(
  `\\b(?:room|bedroom) in (?:my|our) (?:[a-z0-9]+ ){0,2}?(?:home|house|apartment|apt|condo|flat|place|unit)\\b|${ROOM_WHERE_I_LIVE}`,
  'i',
);

// A housemate sought by who they are, without the word roommate (review-28): "looking for a Muslim
// sister to share my two-bedroom apartment with me" — the writer lives there and shares it.
const SHARE_WITH_ME =
  /\bto (?:share|split) my (?:own )?(?:[\w/-]+ ){0,2}?(?:home|house|apartment|apt|condo|flat|place|unit|townhouse) with me\b/i;
// "Sharing my 2BR", "share my own condo": one shares only a home one lives in.
const SHARING_MINE =
  /\bshar(?:e|es|ing) my (?:own )?(?:\d ?br|\d ?bd|\d ?bed|(?:[a-z]+|\d)[ -]bedroom|home|house|apartment|apt|condo|flat|townhouse|place)\b/i;
/** Whether the text advertises a room in a home its writer lives in and shares. */
// "A third housemate in the Oakland house we live in", "rento un cuarto en la casa donde vivo yo".
const MATE_WHERE_I_LIVE =
  /\b(?:(?:room ?mate|house ?mate|flat ?mate)s? (?:in|for) (?:the|a|this|our|my) (?:[\w-]+ ){0,2}?(?:house|home|apartment|apt|condo|flat|place|unit) (?:(?:that|where|which) )?(?:i|we) (?:live|reside|share)|(?:cuarto|habitaci(?:ó|o)n|rec(?:á|a)mara) en (?:la|mi|el|nuestra) (?:casa|apartamento|departamento|depa) (?:donde|en (?:la )?que) (?:yo )?vivo)\b/i;
export const sharedLiving = (text: string): boolean =>
  MATE_WHERE_I_LIVE.test(text) ||
  ROOMMATE_FOR_MINE.test(text) ||
  new RegExp(ROOM_WHERE_I_LIVE, 'i').test(text) ||
  SHARING_MINE.test(text) ||
  SHARE_WITH_ME.test(text) ||
  ((LIVES_THERE.test(text) || ANOTHER_MATE.test(text)) && (SHARED.test(text) || SPLIT.test(text)));

// Sexual orientation and gender identity too: Roommate.com reads the Act as not reaching the choice of
// whom one lives with at all, and review-27 labels "a gay man looking for LGBTQ+ housemates" ok.
const ROOMMATE_CHOICE: ReadonlySet<string> = new Set([
  'sex',
  'religion',
  'familial_status',
  'sexual_orientation',
  'gender_identity',
]);

/** The drafts without the findings about the housemate wanted in a shared home. */
export const dropSharedLiving = <D extends Pick<Draft, 'category' | 'phrase'>>(
  text: string,
  drafts: D[],
): D[] => {
  if (!sharedLiving(text)) return drafts;
  // A room offered in the writer's own home, or a home shared "with me", asks for a housemate as plainly
  // as the word does.
  const wanted = ROOMMATE.test(text) || ROOM_IN_MINE.test(text) || SHARE_WITH_ME.test(text);
  return drafts.filter(
    (d) =>
      !((d.category === 'sex' && ROOMMATE.test(d.phrase)) || (wanted && ROOMMATE_CHOICE.has(d.category))),
  );
};
