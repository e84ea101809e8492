import type { ClaimCase } from './case';
import { HELD_OUT_8_A } from './held-out-8-a';
import { HELD_OUT_8_B } from './held-out-8-b';
import { HELD_OUT_8_C } from './held-out-8-c';
import { HELD_OUT_8_D } from './held-out-8-d';

/**
 * Eighth held-out set (issue 26): 112 whole posts over the 15 listings, 47 clean and 65 with wrong or
 * unsupported claims (188 labels), written blind to the checker: only the corpus format (case.ts),
 * measure.ts's exported names (judgeCase, measureClaims), the listings (listings.ts and listings/*.json),
 * the head of held-out-6.ts (header style and FIRST_MEASURE_6's shape) and the contract's ClaimFinding
 * were read. Field and feature names were learned by running judgeCase on one short sample sentence per
 * kind. Kinds for which no sample answered ("Sunroom", "Utilities included", "Heated floors", "Outdoor
 * kitchen", "Application fee $50") and two the samples never named (unit count, floor level) are labelled
 * with names chosen here: feature:utilities, heated_floors, outdoor_kitchen, fees, units, floor_level
 * (6 of the 188 labels); they are real claims a careful reader checks, so they stay in.
 * Shapes (new against earlier sets): Instagram carousel captions ("Slide 1/5: …"), first-person LinkedIn
 * posts, X threads ("1/3 … 🧵"), Facebook Marketplace bodies (title – price, then details), print flyers
 * and yard-sign riders ("3 BED | 2 BATH | …"), open-house sign copy, price drops ("now $X (was $Y)": the
 * old price is not labelled, the listing keeps no price history), "coming soon" teasers (status:block
 * on a listing already for sale), back-on-market, just sold / under contract / pending / off market / for
 * rent on the wrong status, rentals with deposits, fees, lease terms, pets and availability, condo and
 * co-op posts with HOA dues, doormen, elevators and occupancy ("delivered vacant" against rent-stabilized
 * tenants), luxury copy with acres against square feet ("quarter acre" for 2,518 sq ft), Spanish
 * ("recámaras", "baños completos y medio baño", "pies cuadrados", "$1.2 millones", "$1,5 M", "menos de
 * $500 mil"), shorthand ("3/2", "4bd/2.5ba", "3BR2BA", "4/3.5"), ranges and rounding ("low 800s", "high
 * 400s", "just under $700K", "over 2,000 sq ft", "nearly an acre", "nearly 2.2 acres"), spelled-out
 * numbers ("two hundred seventy-five thousand dollars", "nineteen-forties"), years in words ("late 90s",
 * "early 2000s", "over a century old"), unit numbers and ZIPs, MLS numbers, and traps for clean posts:
 * the agent's phone, team and brokerage names ("Granite Gate Realty"), "recently sold nearby" homes with
 * their own beds, sq ft and prices, community events with dates and times, down-payment percentages,
 * mortgage rates and monthly payments, lot and roof-deck areas in sq ft, room dimensions (19' x 13').
 * Every label follows from the listing's facts and description (relied-on facts in a comment above each
 * listing's group): `block` where the listing says otherwise, `warn` where it says nothing. Left out
 * where the listing contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and
 * ocean-front-walk; dean-keeton's rent and type; e-9th's type; w-81st's year (except 1985, which neither
 * 1911 nor 1920 supports). Keep it out of CLAIM_CORPUS and the corpus test; do not tune on it without
 * saying so here.
 */
export const HELD_OUT_8: readonly ClaimCase[] = [
  ...HELD_OUT_8_A,
  ...HELD_OUT_8_B,
  ...HELD_OUT_8_C,
  ...HELD_OUT_8_D,
];

/**
 * First measure, blind and untuned: measureClaims(HELD_OUT_8) at 614b654 (a clean export of that commit
 * with only these files added). Caught 157 of 188 (83.5%), right severity 155 (82.4%), false alarms 25 of
 * 182 findings (13.7%), clean posts flagged 11 of 47 (23.4%).
 * Miss families (31): price in a Marketplace title or a closing line ("closed on … for $640,000"), a rent
 * on a for-sale or unpriced listing (5); "coming soon" as a status (2); "studio" for beds and "3/2" after a
 * dash (3); a ZIP after "Charlotte's" or "in the" (2); "nearly an acre" (1); a spelled-out decade (1);
 * pets ("cats OK", "no pets", "pets not allowed") (3); a lease term, a dishwasher and "first month +
 * deposit" in comma lists (3); "community pool" named community_pool against the set's pool (2); "vista
 * al río" (1); "HOA amenities" against no HOA dues (1); in-unit laundry against building laundry (1);
 * "vacant" against tenants in place (1); unit count answered as property_type (1); the kinds named here
 * (4). Severity: a garage count against "extended garage" blocked, "delivered vacant" only warned.
 * False-alarm families (25): other homes in "recently sold nearby" lines read as the listing's beds, sq ft,
 * price and street (11); the brokerage name "Granite Gate" read as granite counters (4); lot or roof-deck
 * square feet read as living area (5); "$1,5 M" read as a wrong price (1); community_pool and unit count
 * naming (3); "one assigned covered parking space" blocked as a wrong parking count (1).
 */
export const FIRST_MEASURE_8 = {
  commit: '614b654',
  caught: '83.5% (157 of 188 wrong or unsupported claims)',
  severity_right: '82.4% (155 of 188)',
  false_alarms: '13.7% (25 of 182 findings)',
  clean_posts_flagged: '23.4% (11 of 47)',
};

/**
 * Still blind, measured again by the lead after this session's first round of claim rules (held-out-7's
 * families: comparisons, signatures, Portuguese, projections, spec rows…), bench:compliance at ea95abf,
 * 2026-11-26 19:21 UTC. Its families were then named to a fixer, so later figures are tuned by family.
 */
export const SECOND_MEASURE_8 = {
  commit: 'ea95abf',
  caught: '83% (156 of 188)',
  severity_right: '81.4% (153 of 188)',
  false_alarms: '11.4% (20 of 176 findings)',
  clean_posts_flagged: '14.9% (7 of 47)',
};
