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
