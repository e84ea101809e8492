import type { ClaimCase } from './case';
import { HELD_OUT_6_A } from './held-out-6-a';
import { HELD_OUT_6_B } from './held-out-6-b';
import { HELD_OUT_6_C } from './held-out-6-c';
import { HELD_OUT_6_D } from './held-out-6-d';

/**
 * Sixth held-out set (issue 26): 111 whole posts over the 15 listings, 45 clean and 66 with wrong or
 * unsupported claims (146 labels), written blind to the checker: only the corpus format (case.ts),
 * measure.ts's exported names, the listings (listings.ts and listings/*.json), the head of held-out-5.ts
 * (header style and FIRST_MEASURE_5's shape) and the contract's ClaimFinding were read. Feature names
 * were learned by running checkClaims on one short sample sentence per feature, never from its code or
 * lexicons. Kinds for which no sample sentence answered anything ("Walk to top-rated schools",
 * "10 minutes to downtown", "Two-story home", "12-month lease", "Deposit: $2,000", "Available August 1",
 * "Taxes only $3,200/yr", "Refrigerator included", "Renovated kitchen") are labelled with names chosen
 * here: feature:school, commute, stories, lease, deposit, availability, taxes, appliances, renovation,
 * occupancy ("delivered vacant" against tenants in place). They are real claims a careful reader checks,
 * so they stay in, and they count as misses until the checker has such kinds (15 of the 146 labels).
 * Shapes (new against held-out-5's list): LinkedIn long-form posts, X threads ("1/ … 2/ …"), Facebook
 * Marketplace bodies, open-house invitations (right and wrong times), price-drop announcements, "just
 * sold" recaps (and "just sold"/"just listed"/"for sale" on the wrong status), bullet and emoji lists,
 * agent bios mixed with facts ("mom of 2", "9 years", "since 2015", "Granite Gate Realty"), rentals with
 * deposits, fees, lease terms and availability, shorthand ("4/2.5/2", "3/2/2", "3bd/2ba", "2.5k sf",
 * "0.25 ac", "~2.3k sf"), ranges ("low 500s", "mid 300s", "high 600s", "under $300K"), rounding
 * ("nearly 1,700 sq ft" for 1,684 is fine, "nearly 2,000 sq ft" for 1,684 or 1,704 is not), relative
 * dates ("built last decade", "over a century ago", "late ’90s"), school and commute claims, HOA,
 * maintenance and tax numbers (and "HOA $95/mo" where the listing says no HOA dues), parking counts,
 * stories, views (scenic views do not support "Lake Washington views"), "new roof 2021" against 2022,
 * appliances included, fireplace counts, private against common roof deck, Spanish and Spanglish, and
 * traps for clean posts (Lakeview, beach club, "your commute is crossing the street", GFA/CA).
 * Every label follows from the listing's facts and description (relied-on facts in a comment above
 * each listing's group): `block` where the listing says otherwise, `warn` where it says nothing. Left
 * out where the listing contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk,
 * ne-183rd and ocean-front-walk; dean-keeton's rent and type; e-9th's type; w-81st's year.
 * Keep it out of CLAIM_CORPUS and the corpus test; do not tune on it without saying so here.
 */
export const HELD_OUT_6: readonly ClaimCase[] = [
  ...HELD_OUT_6_A,
  ...HELD_OUT_6_B,
  ...HELD_OUT_6_C,
  ...HELD_OUT_6_D,
];

/**
 * First contact with the checker, measured once: measureClaims(HELD_OUT_6) in a one-off `npx tsx`
 * script, 2026-11-26 10:57 UTC, on the tree of commit dd0af2a exported with `git archive` (the shared
 * working tree then held other people's uncommitted edits to claims/price.ts, rooms.ts, tokenize.ts and
 * a new price-range.ts; they were NOT in the measured code). No label was changed after it.
 * Counts: 146 labels, 113 caught, 112 with the labelled severity, 119 findings of which 6 false alarms,
 * 3 of 45 clean posts flagged. Without the 15 labels of kinds the checker has no name for: caught 113
 * of 131 (86.3%).
 * The 33 misses by kind: unnamed kinds 15 (school 3, stories 3, lease 2, renovation, commute,
 * availability, deposit, taxes, appliances, occupancy 1 each); price 4 ("Low 300s" for $348K, "Low
 * 500s" for $489K, "Mid 600s" for $695K, and "Price drop! Now $450,000" with no drop in the listing,
 * price:warn); address.street 3 ("#112" for #111, "#21" for APT 11, "Marble Creek Dr" for Ct); roof_deck
 * 2 ("private roof deck" against a common one, "2,000 sq ft roof deck" against 1,684); and 1 each:
 * year_built ("Built last decade" for 1920), living area ("2,100 sq ft" after "0.25 ac … lot", read as
 * a second lot size), pets:block ("Pets not allowed" where pets are welcome), pets:warn ("Cats and dogs
 * welcome" on larkspur), open_houses:block (Jan 10 "1–3pm" against 10–12), new_roof:block ("New roof
 * 2021" against 2022), garage:warn ("3/2/2" on maple-grove, read as the Texas beds/baths/garage
 * shorthand), water_view:warn ("Lake Washington views" against unspecified scenic views), parking:block
 * ("2 assigned spots" against one).
 * One caught with another severity: birch-hollow "Open house Sunday" on a sold listing, labelled warn
 * (the listing has no open houses), answered block; block is defensible (a sold home has no showings).
 * The 6 false alarms: granite from the brokerage name "Granite Gate Realty" 2 (both clean posts),
 * parking:block on okeefe's "one assigned covered parking spot" (clean; the listing says exactly that),
 * address.street:block on the partial "#111 Dean Keeton", lot_size:block on "2,100 sq ft" (the living
 * area miss above), a second hoa:warn on "HOA $520/mo, #21 at 165 Okeefe St".
 * Labels a reader may dispute: the ranges ("mid 600s" for $695K), "3/2/2" as a garage claim, the price
 * drop as price:warn (held-out-5's convention), the sold-listing open house (warn against block).
 */
export const FIRST_MEASURE_6 = {
  commit: 'dd0af2a',
  caught: '77.4% (113 of 146 wrong or unsupported claims)',
  severity_right: '76.7% (112 of 146)',
  false_alarms: '5.0% (6 of 119 findings)',
  clean_posts_flagged: '6.7% (3 of 45)',
};

/**
 * Second measure, still blind: measureClaims(HELD_OUT_6) at 08891ce (2026-11-26 12:22 UTC; the fixer's last commit), after a
 * round of generalisation (a generated stress grid of ~9,600 posts, real descriptions as posts) by a
 * fixer who never opened this set. Caught 116 of 146 (79.5%), right severity 115 (78.8%), false alarms
 * 6 of 122 findings (4.9%), clean posts flagged 3 of 45 (6.7%): two points more caught. Of the 30
 * misses, 15 are kinds the checker has no name for (school, commute, stories, lease, deposit, taxes,
 * appliances, availability, renovation, occupancy); the rest are new roof year, price bands on the
 * wrong side ("low 500s" for $489K), a private vs common roof deck, pets refused against "pets welcome",
 * street and unit typos ("#112" for #111, "Dr" for Ct), parking counts and an open-house time.
 * Not tuned on yet.
 */
export const SECOND_MEASURE_6 = {
  commit: '08891ce',
  caught: '79.5% (116 of 146)',
  severity_right: '78.8% (115 of 146)',
  false_alarms: '4.9% (6 of 122 findings)',
  clean_posts_flagged: '6.7% (3 of 45)',
};
