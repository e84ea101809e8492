import type { ClaimCase } from './case';
import { HELD_OUT_9_A } from './held-out-9-a';
import { HELD_OUT_9_B } from './held-out-9-b';
import { HELD_OUT_9_C } from './held-out-9-c';

/**
 * Ninth held-out set (issue #26): 109 whole posts over the 15 listings (7 or 8 each), 45 clean (41%) and
 * 64 with wrong or unsupported claims, 78 labels (53 block, 25 warn). Written blind to the checker by hand:
 * only the corpus format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions),
 * measure.ts's exported names (not run), the first 40 lines of held-out-6.ts (header style) and the
 * contract's ClaimFinding were read. No checker, lexicon, test or other corpus case was opened, and the
 * checker was never run, so field and feature names were chosen without running it: the fields price,
 * beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.street,
 * address.postal_code, mls_id, open_houses, and features named here as feature:<snake_case>: pool, garage,
 * parking, fireplace, water_view, mountain_view, hoa, deposit, pets, laundry, basement, central_air, gym,
 * roof (a new roof's year), roof_deck, screened_porch, terrace, occupancy ("delivered vacant" against
 * rent-stabilized occupants). A name the checker spells differently counts as a miss until reconciled.
 * Labels follow from each listing's facts and description (the relied-on facts are in a comment above each
 * listing's group): `block` where the listing says otherwise, `warn` where it says nothing (an open house,
 * a pool, a year or a living area the listing leaves empty). One judgement call: marble-creek's "ample
 * space for pool" is read as no pool, so a post's pool there is block. Left out where the listing
 * contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk;
 * dean-keeton's rent and type; e-9th's type; w-81st's year.
 * Shapes: TikTok captions with hashtags and emoji, Google Business Profile posts, Zillow-style "What's
 * special" bullet lists, email subject lines with preview text, direct-mail postcards ("Just Listed in your
 * neighborhood" on sold listings), agent bios naming a listing, an open-house recap (right time) and an
 * invitation (wrong time), price-improvement posts (a lower price than listed), comparative market snippets
 * with other homes' prices, beds, pools and HOA or maintenance (traps: clean), Spanish and Vietnamese-English
 * posts, numbers in words and ranges ("high $600s", "mid $400s", "low $800s", "under $500K", "about 2
 * acres", "nearly half an acre", "a quarter-acre", "under 1,300 sf", "nearly 2,000 sq ft", "the early
 * '90s", "ten-year-old", "century-old"), abbreviations (bd/ba/sf/ac/yb, "4/2.5"), unit numbers (#111,
 * Apt 12 against APT 11, 4F against 4E) and ZIP+4 (28269-4417, clean), and traps for clean posts:
 * mortgage rates, payments, down payments, cap rates, other buildings' HOA and maintenance, a school
 * the listing names as top-rated, agents' phone, license and DRE numbers, and years of experience.
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * First measure, once and untuned (the lead, 2026-11-26 19:43 UTC, measureClaims via a one-off `npx tsx`
 * script on the committed tree at 00acf3f, after every claims change of the session; no fixer has seen
 * this set): 109 posts; caught 70/78 = 89.7%; right severity 68/78 = 87.2%; false alarms 16/86 findings
 * = 18.6%; clean posts flagged 6/45 = 13.3%. Miss and false-alarm families: other homes in "while a 4-bed
 * on Dunstable Rd went for $689K" and "Neighborhood snapshot: a 3-bed on Mallard Creek sold for …" read
 * as this one's (7 findings); "taxes" inside a mortgage-payment estimate read as a tax claim (2); a cap
 * rate in an investor's sum, which this set calls clean and the checker warns on by design (1); a pool
 * read twice (1); nearby lots' road association read as an HOA (1); Vietnamese rooms not read (2);
 * "yb 2024" not read as a year (1); "Lake views" from decks (1); "single-family" against a 3-flat (1);
 * "screened porch" not a kind (1); naming: roof (set) against new_roof; in-unit laundry blocked where the
 * set says warn (The Barrington is another building).
 *
 * TUNED ON after that first measure (2026-11, issue 26): its families were fixed as general rules
 * (other-home.ts: another home's clause; taxes inside a payment estimate; "pool season"; Vietnamese rooms
 * and "xây năm"; "yb"; "Lakeview" as a place, not a lake view; "<kind> living"; screened porches; a
 * feature at the listing's own named building) and its names reconciled in measure.ts (roof = new_roof,
 * terrace = balcony). Its current figures no longer measure generalisation. Left as the checker decides:
 * the cap rate post (projections.ts says why it warns); "in-unit washer/dryer" against the building's
 * "laundry facilities" blocks where this set says warn (The Barrington is this listing's own building,
 * per its description: the disagreement is on severity, which caught and false alarms do not count).
 */
export const HELD_OUT_9: readonly ClaimCase[] = [...HELD_OUT_9_A, ...HELD_OUT_9_B, ...HELD_OUT_9_C];

export const FIRST_MEASURE_9 = {
  commit: '00acf3f',
  caught: '89.7% (70 of 78 wrong or unsupported claims)',
  severity_right: '87.2% (68 of 78)',
  false_alarms: '18.6% (16 of 86 findings)',
  clean_posts_flagged: '13.3% (6 of 45)',
};
