import { list } from './vocabulary/list';

/**
 * "Family-friendly splash pad", "kid-friendly layout", "family-friendly pool and park": a "friendly"
 * phrase modifying a facility or amenity noun describes the property, which HUD's 1995 Achtenberg
 * memo allows ("describe the property, not the people"). The phrase alone ("family friendly!") or
 * before a word for the people or the place they live ("family-friendly neighborhood", "kid-friendly
 * building") still says who the home suits and keeps its warning (familial-status.ts bare phrases).
 */
const AMENITIES = list(`
  splash pad, splash pads, playground, playgrounds, play area, play areas, pool, pools, park, parks,
  layout, layouts, floor plan, floorplan, floor plans, yard, yards, backyard, back yard, garden, gardens,
  amenities, amenity, design, kitchen, trail, trails, beach, restaurants, restaurant, activities, events,
  clubhouse, features, feature, patio, deck, lawn, fenced yard, game room, rec room, recreation area,
  beach access, menu, attractions, museum, museums, zoo, dining, shops, shopping, splash park, tot lot
`);
const ALTERNATION = AMENITIES.sort((a, b) => b.length - a.length).join('|');
const AMENITY_AFTER = new RegExp(`^ (?:[a-z]+ )?(?:${ALTERNATION})(?= |$)`);
const AMENITY_NEXT = new RegExp(`^ (?:${ALTERNATION})(?= |$)`);

/** Whether the next word is an amenity: "lots of kids activities" names the activities, not the people. */
export const amenityNext = (after: string): boolean => AMENITY_NEXT.test(after);
// A word that, between the phrase and the noun, names people: "kid-friendly tenants' pool" is no amenity.
const PEOPLE_BETWEEN =
  /^ (?:tenants?|residents?|families|people|folks|community|neighborhood|building|complex)\b/;

/** Whether a "… friendly" class phrase is followed (in the normalised text after it) by an amenity. */
export const friendlyAmenity = (form: string, after: string): boolean =>
  form.endsWith(' friendly') && !PEOPLE_BETWEEN.test(after) && AMENITY_AFTER.test(after);

// "Bachelor pad vibes", "man cave aesthetic": a phrase for a kind of home followed by a word for style
// names the look of the home, not who lives there (HUD 1995 memo: describe the property). "Ideal
// bachelor pad" keeps its warning (no style word follows), and so does "a traditional neighborhood feel"
// (a neighborhood is no kind of home).
const HOME_KIND = / (?:pad|pads|cave|caves|retreat|hideaway|den|lair)$/;
const STYLE_NEXT = /^ (?:vibes?|style|aesthetic|feel|look|energy|decor|charm|touches|flair)\b/;

/** Whether a phrase for a kind of home is followed by a word for style ("bachelor pad vibes"). */
export const styleNext = (form: string, after: string): boolean =>
  HOME_KIND.test(form) && STYLE_NEXT.test(after);

/**
 * "A seniors' book club on Tuesdays", "teens coding night", "the seniors yoga class": a class noun
 * that names who an activity is for, followed by the activity, describes a program of the building,
 * not who may live there (HUD 1995 memo: describe the property and its amenities; a community room
 * offering clubs for several ages limits no one). "Seniors only", "seniors preferred" and "seniors,
 * quiet building" stay findings: the activity noun must follow within two words that are no frame.
 */
const ACTIVITY =
  '(?:club|clubs|class|classes|group|groups|night|nights|lunch|lunches|luncheon|hour|league|leagues|meetup|meetups|social|socials|circle|session|sessions|workshop|workshops|outing|outings|trip|trips|mixer|potluck|bingo|coffee|tea|swim|time)';
const FRAME =
  '(?:only|preferred|wanted|welcome|must|need|needed|allowed|required|exclusively|solely|may|can)';
const ACTIVITY_AFTER = new RegExp(`^ (?:(?!${FRAME} )[a-z]+ ){0,2}${ACTIVITY}(?= |$)`);

// "no kids club" may be a refusal of the children, so a negation before the noun keeps the finding.
const NEGATED = /(?:^|\s)(?:no|not|without|sin)\s?$/;

/** Whether the normalised text after a class noun names an activity for that group (not after "no"). */
export const activityNext = (before: string, after: string): boolean =>
  !NEGATED.test(before) && ACTIVITY_AFTER.test(after);

/** Classes whose nouns name an age group an activity is for ("seniors' book club", "teen coding club"). */
const AGE_GROUPS: ReadonlySet<string> = new Set(['familial_status', 'age']);

/**
 * Whether a class subject at [ss, se) of the normalised text `s` is an age group named for an activity.
 * Only a noun that no people noun joined ("seniors", not "senior residents").
 */
export const namesActivity = (
  h: { people: boolean; term: { kind: string; category: string } },
  s: string,
  ss: number,
  se: number,
): boolean =>
  h.term.kind === 'noun' &&
  !h.people &&
  AGE_GROUPS.has(h.term.category) &&
  activityNext(s.slice(Math.max(0, ss - 8), ss), s.slice(se, se + 40));
