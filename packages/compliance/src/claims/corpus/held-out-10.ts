import type { ClaimCase } from './case';
import { HELD_OUT_10_A } from './held-out-10-a';
import { HELD_OUT_10_B } from './held-out-10-b';
import { HELD_OUT_10_C } from './held-out-10-c';

/**
 * Tenth held-out set: 116 whole posts over the 15 listings (7 or 8 each), 46 clean (40%) and 70 with
 * wrong or unsupported claims, 140 labels (101 block, 39 warn). Written blind to the checker by hand: only
 * the corpus format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions),
 * measure.ts's exported names (grep, not run), the first 60 lines of held-out-9.ts (header style) and the
 * contract's ClaimFinding were read. No checker, lexicon, rule, test or other corpus case was opened, and
 * the checker was never run, so field and feature names were chosen without running it: the fields price,
 * beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.street,
 * address.postal_code, mls_id, open_houses, and features named here as feature:<snake_case>: pool, garage,
 * parking, fireplace, hoa, deposit, pets, laundry, basement, central_air, dishwasher, new_roof (a roof's
 * year; held-out-9's header says the checker names it so), roof_deck, screened_porch, water_view, doorman,
 * wine_cellar, occupancy ("delivered vacant" against rent-stabilized occupants). A name the checker spells
 * differently counts as a miss until reconciled.
 * Labels follow from each listing's facts and description (the relied-on facts are in a comment above each
 * listing's group): `block` where the listing says otherwise, `warn` where it says nothing (a year, living
 * area, lot or price the listing leaves empty; a pool, HOA, basement or open house it never names). Judgement
 * calls: marble-creek's "ample space for pool" is read as no pool (as held-out-9 read it); "back on market"
 * on a for-sale listing is consistent (no label), on a sold one it is status block; a "coming soon",
 * "under contract" or "in contract" post on a for-sale or sold listing is status block; an attached garage
 * against a detached one, a second parking space against one, a private roof deck against a common one and
 * an HOA fee against "no HOA dues" are block; relative years count from 2026 (CORPUS_NOW). Left out where
 * the listing contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and
 * ocean-front-walk; dean-keeton's rent and type; e-9th's type; w-81st's year.
 * Shapes: Instagram carousel slide texts ("Slide 1: … | Slide 2: …"), LinkedIn market updates, YouTube
 * Shorts scripts ([HOOK]/[CUT], timestamps), Nextdoor posts, broker caravan notes, price-drop, price-
 * improvement and back-on-market posts, "coming soon" teasers, property-flyer spec blocks (pipes), SMS
 * blasts ("Reply VALUE", "Txt STOP"), podcast and voiceover scripts, ALL CAPS, emoji bullets on separate
 * lines, numbers as words and fractions ("twenty-one hundred square feet", "two and a half baths", "3½
 * ba", "2½ ba", "a third of an acre", "a fifth of an acre", "eight hundred fifteen thousand dollars"),
 * metric (m², hectare; 143 m², 87 m², 110 m², 212 m², 428 m² clean), approximations ("just under half an
 * acre", "about seventeen hundred", "about forty-five hundred", "plus de 5 000 m²"), decades ("late
 * sixties", "1940s", "the 2000s", "late-1980s", "1930s", "années 1970"), relative years ("built five years
 * ago", "ten years ago", "20 years ago", "less than five years old", "roof replaced four years ago" clean,
 * "finished just last year" clean, "over a century" clean), other units and buildings in the same post
 * (#211, Apt 12, Apt 4F; 3800 N Southport's garage; a canal home's pool; a co-host's two-bedroom), rental
 * against sale wording ("FOR LEASE … $1,850/month" on a sale, "for sale … $349,000" on a rental), French,
 * Spanish and Chinese-English posts, and traps for clean posts: school district names, commute times,
 * agents' own sales figures, mortgage payments, neighbourhood and metro medians, another community's HOA,
 * another building's maintenance, and seasonal events (farmers market, concerts, a parade, a cook-off).
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_10, blind).
 * TUNED ON since 94891e7/83dc58a (issue 26): its miss families were fixed as general rules (years counted
 * back, decades before a room count, French years/areas/features/units/ZIP, spelled and space-grouped
 * numbers, a part's area, open houses by other names, a denied feature, a post opening FOR LEASE, another
 * street with a direction); it no longer measures blind, TUNED_10 says what it reads now. Labels left as
 * written: where they differ from CLAIM_CORPUS's policy (commute times and school districts are warned on
 * there: cases-described.ts; an in-unit washer/dryer against the building's laundry is block there:
 * cases-generalised-6.ts; a dishwasher nobody lists is no finding there: cases-features.ts), the checker
 * keeps the corpus's reading and the difference is counted here.
 */
export const HELD_OUT_10: readonly ClaimCase[] = [...HELD_OUT_10_A, ...HELD_OUT_10_B, ...HELD_OUT_10_C];

/** The lead's blind measure, measureClaims(HELD_OUT_10) at faafe2f. */
export const FIRST_MEASURE_10 = {
  commit: 'faafe2f',
  caught: '85.7% (120 of 140 wrong or unsupported claims)',
  severity_right: '85.0% (119 of 140)',
  false_alarms: '11.8% (16 of 136 findings)',
  clean_posts_flagged: '19.6% (9 of 46)',
};

/**
 * After tuning (83dc58a, measureClaims in a one-off `npx tsx` script). The 13 false alarms left: other homes
 * in a comparison or an agent's other listing (7: a co-host's two-bedroom, "a similar one-bedroom at 45
 * Fifth Ave", "a 5-bed two streets over", "my other listing"; other-home.ts's family), commute times and
 * school districts (6, the corpus's policy above). Miss: the dishwasher (policy above).
 */
export const TUNED_10 = {
  commit: 'community pool at a distance, after 7b48d66',
  caught: '99.3% (139 of 140; 136 with the labelled severity)',
  false_alarms: '8.6% (13 of 152 findings)',
  clean_posts_flagged: '17.4% (8 of 46)',
};
