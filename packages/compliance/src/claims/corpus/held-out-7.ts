import type { ClaimCase } from './case';
import { HELD_OUT_7_A } from './held-out-7-a';
import { HELD_OUT_7_B } from './held-out-7-b';
import { HELD_OUT_7_C } from './held-out-7-c';

/**
 * Seventh held-out set: 111 whole posts over the 15 listings, 44 clean and 67 with wrong or unsupported
 * claims (84 labels), written blind to the checker: only the corpus format (case.ts), measure.ts's
 * exported names, the listings (listings.ts and listings/*.json), the head of held-out-6.ts (header style
 * and FIRST_MEASURE_6's shape) and the contract's ClaimFinding were read. Feature names were learned by
 * running judgeCase on one short sample sentence per feature, never from the checker's code or lexicons.
 * Kinds for which no sample answered anything are labelled with names chosen here (held-out-6's where it
 * had one): feature:rent_estimate and cap_rate (investor pitches: the listings state no rents), deposit,
 * stories, occupancy ("delivered vacant" against tenants in place). They are real claims a careful reader
 * checks, so they stay in, and they count as misses until the checker has such kinds (17 of 84 labels).
 * Shapes (new against held-out-6's list): e-mail newsletters ("THE NASHUA NOTE — May edition", "Home of
 * the Week"), YouTube descriptions with chapter stamps and "|" spec strips, Pinterest pins, agent text
 * messages in shorthand ("4/3.5, 3,100 sf", "asking 1.795"), comparisons with another home whose numbers
 * must not be read as this one's ("Compared with the 4-bed colonial on Elm St that sold for $700K …"),
 * seasonal posts (fall, holiday, ski season, summer BBQ), investor pitches (cap rate, gross rents,
 * short-term rental income, "delivered vacant"), CSV-like spec lines (a header row and a value row),
 * Spanish and Portuguese (decimal commas and dot thousands: "2,5 banheiros", "1.704 pés quadrados",
 * "0,36 acre", "US$ 753.000"), sold listings described as sold (clean) and as available (status), a
 * garage called attached against a detached one, a private against a common roof deck, "resort-style
 * pool" against "ample space for pool", two fireplaces against three, one reserved parking space against
 * two, a two-car garage against one assigned covered space, an open house at the wrong hour, a street
 * suffix (Dr for Ct), an MLS number with swapped digits, and traps for clean posts (Granite Gate Realty,
 * other homes' beds, prices and pools in comparisons, community amenities such as a beach club).
 * Every label follows from the listing's facts and description (relied-on facts in a comment above each
 * listing's group): `block` where the listing says otherwise, `warn` where it says nothing. Left out where
 * the listing contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and
 * ocean-front-walk; dean-keeton's rent and type; e-9th's type; w-81st's year.
 * Keep it out of CLAIM_CORPUS and the corpus test; do not tune on it without saying so here.
 */
export const HELD_OUT_7: readonly ClaimCase[] = [...HELD_OUT_7_A, ...HELD_OUT_7_B, ...HELD_OUT_7_C];

/**
 * First contact with the checker, measured once: measureClaims(HELD_OUT_7) in a one-off `npx tsx` script
 * outside the repo, 2026-11-26 14:52 UTC, on the tree of commit 4de06d8 exported with `git archive` plus
 * only this set's files (the shared working tree then held others' uncommitted edits to
 * claims/check-claims.ts and new described-facts.ts, money-terms.ts, schools.ts and stories.ts; they were
 * NOT in the measured code). No label was changed after it.
 * Counts: 84 labels, 56 caught, 55 with the labelled severity, 71 findings of which 15 false alarms, 10
 * of 44 clean posts flagged. Without the 17 labels of kinds the checker has no name for: caught 56 of 67
 * (83.6%).
 * The 28 misses by kind: unnamed kinds 17 (rent_estimate 8, cap_rate 5, stories 2, deposit, occupancy 1
 * each); CSV value rows 5 (price 659000 for $695,000, year 2012 for 2016, year 1951 for 1915, 0.63 acres
 * for 0.36, 4 beds for 3; the zip and lot rows were caught); Portuguese with dot thousands 2 ("US$
 * 753.000" for $735,000, "870 pés quadrados" for 780); and 1 each: roof_deck:block ("private roof deck"
 * against a common one), address.street:block ("Falling Spring Dr" for Ct), open_houses:block (Jan 10
 * "1–3 pm" against 10–12), water_view:warn ("Lake Washington views" against scenic views).
 * One caught with another severity: okeefe "2-car garage" labelled block (the listing's parking is one
 * assigned covered space), answered warn; warn is defensible (the listing never says "no garage").
 * The 15 false alarms: comparisons with another home 10 (its beds and price read as this home's: birch-
 * hollow, lee-marie, okeefe 2 each; maple-grove beds and the neighbour's pool; e-9th "a typical 700 sq ft
 * Village one-bedroom" as living area; n-wayne "a 2-flat down the block" as property_type:block);
 * Portuguese decimal-comma lots 2 ("0,36 acre", "2,15 acres" read as wrong lot sizes); granite from the
 * brokerage name "Granite Gate Realty" 1; parking:block on okeefe's "one assigned covered parking space"
 * (exactly what the listing says) 1; adu:block on ne-183rd's "city code allows 2 ADUs, buyers to verify"
 * (the listing's words) 1.
 * Labels a reader may dispute: "resort-style pool" against "ample space for pool" as block, the okeefe
 * garage as block, rents and cap rates as claims at all (they are projections, but a buyer reads them as
 * facts about the home).
 */
export const FIRST_MEASURE_7 = {
  commit: '4de06d8',
  caught: '66.7% (56 of 84 wrong or unsupported claims)',
  severity_right: '65.5% (55 of 84)',
  false_alarms: '21.1% (15 of 71 findings)',
  clean_posts_flagged: '22.7% (10 of 44)',
};
