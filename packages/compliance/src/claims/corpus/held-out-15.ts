import type { ClaimCase } from './case';
import { HELD_OUT_15_A } from './held-out-15-a';
import { HELD_OUT_15_B } from './held-out-15-b';
import { HELD_OUT_15_C } from './held-out-15-c';

/**
 * Fifteenth held-out set (issue #26): 125 whole posts over the 15 listings (8 each, 9 for birch-hollow,
 * cypress, dean-keeton, e-9th and falling-spring), 50 clean (40%) and 75 with wrong or unsupported claims,
 * 144 labels (108 block, 36 warn). Written blind to the checker by hand (helper clw15): only the corpus
 * format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's
 * `export` lines and its SET_NAMES map (a few lines of judgeCase came with that grep; not run), the first
 * 78 lines of held-out-13.ts (header style, field and feature names) with its HELD_OUT_13 line and
 * FIRST_MEASURE_13 literal (shape), the first 30 lines of held-out-13-a.ts, and the contract's ClaimFinding
 * were read. No checker, lexicon, rule, test or other corpus case was opened (no held-out-14 file either),
 * and the checker was never run. Names are held-out-13's: the fields price, beds, baths_total,
 * living_area_sqft, lot_size, year_built, status, property_type, address.street, address.postal_code,
 * mls_id, open_houses, and feature:<snake_case> for pool, garage, parking, fireplace, water_view, hoa,
 * deposit, pets, laundry, basement, central_air, gym, new_roof, terrace, occupancy. Relative years count
 * from 2026 ("built about 20 years ago" = about 2006, "over four decades ago" = before 1986).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, so no post states them: baths of birch-hollow, cypress, okeefe, sparrow-hawk,
 * ne-183rd and ocean-front-walk (baths_total against the full + half split); dean-keeton's rent ($1,150
 * against "Rent: $1,500") and type ("Century Condos"); e-9th's type (condo against "cooperatives");
 * w-81st's year (1920 against "built in 1911").
 * Judgement calls, as held-out-13's header makes them: a garage count or kind against a stated one is
 * block (one-car at cypress's two-car, 2-car attached at birch-hollow's detached, 3-car at lee-marie's
 * two-car, three-car at ne-183rd's six, 2-car at ocean-front-walk's 5+), a garage where the listing names
 * none is warn (falling-spring, maple-grove, n-wayne, sparrow-hawk, larkspur's reserved space, okeefe's
 * assigned covered space); a pool at marble-creek ("ample space for pool") is block, a pool elsewhere warn
 * (ocean-front-walk's rooftop hot tub is no pool; a "community pool" at okeefe is a pool claim, warn);
 * HOA dues at ne-183rd ("no HOA dues") are block, elsewhere warn, and "no HOA!" at sparrow-hawk (a
 * master-planned community, HOA unstated) is warn too; in-unit laundry at w-81st (building "laundry
 * facilities") is laundry warn, like e-9th's in-unit washer/dryer, while coin-op basement laundry at
 * larkspur (in-unit) is laundry block and names no basement of the home; "lake views" at ne-183rd ("scenic
 * views") water_view warn; "delivered vacant" at w-81st (rent-stabilized occupants) occupancy block,
 * "fully occupied" at n-wayne occupancy warn; a roof replaced in 2017 at maple-grove (new in 2022)
 * new_roof block; a "4-flat" at n-wayne (3 units) property_type block; square feet per unit at n-wayne
 * (none listed) and any price at w-81st (none listed) warn; "3 baños completos" at lee-marie and "1.5
 * baths"/"two full baths" where the listing has one bath are baths_total block; "SOLD"/"Vendido"/
 * "Pending"/"IN CONTRACT"/"UNDER CONTRACT"/"COMING SOON"/"Coming soon" on a for-sale listing,
 * "RENTED"/"LEASED" on a for-rent one and "BACK ON THE MARKET" on a sold one are status block, while "Back
 * on the market" and "NEW LISTING" on a for-sale listing are clean; an open house on January 10 from 1 to
 * 3 PM at larkspur (listed 10 AM to noon) is open_houses block, a recap of the listed one clean; private
 * showing hours (sparrow-hawk), offer deadlines (cypress) and move-in dates (dean-keeton, August 6) are no
 * open house and clean; an appraisal, a net-sheet payoff, a projected rent roll, a comp or a payment is
 * no price of the home (clean); marketing rounding is clean ("$1.8M" for $1,795,000, "~4,500 sq ft" for
 * 4,479, "seventeen hundred square feet" for 1,704, "Three forty-eight" for $348,000, "just over a fifth
 * of an acre" for 0.21, "just over 1¼ acres" for 1.27, "100+ yrs" for 1920), as are exact metric figures
 * (93 m² for 1,000 sq ft, 156 m² for 1,684, 416 m² for 4,479, 186 m² for 2,000, 72 m² for 780, 0.87 ha for
 * 2.15 acres); "0,36 hectare" for 0.36 acres (0.89 acres) and "nearly a full hectare" for 1.27 acres are
 * lot_size block.
 * Labels by field: status 15; beds 14; year_built 12; address.postal_code 10; address.street 10; lot_size
 * 8; living_area_sqft 8 block + 1 warn; price 5 block + 1 warn; mls_id 4; property_type 4; baths_total 3;
 * open_houses 1; features 14 block + 34 warn (pool 1 + 8, garage 5 + 6, hoa 1 + 4, fireplace 1 + 2,
 * laundry 1 + 2, parking 1 + 1, pets 1 + 1, occupancy 1 + 1, basement 3, central_air 2, gym 2, deposit 1,
 * new_roof 1, terrace 1, water_view 1).
 * Shapes (new against held-out-13's header): WhatsApp broadcast lists; MLS agent-only remarks; showing
 * feedback summaries; seller net sheets; flyer copy with a QR call to action; listing-video voice-overs;
 * neighbourhood newsletters naming several homes; Craigslist rentals; investor one-pagers with a rent roll
 * or yield; appraisal-gap explanations; "back on the market" notices (right and wrong); price-history
 * recaps; open-house recap emails; bilingual flyers; payment math (FHA, jumbo, rent against buy). Notations:
 * words ("four hundred ninety-eight thousand", "Twelve and a half million", "Six hundred twelve
 * thousand"), abbreviations ("Blt", "285k", "1.26k SF", "4/2.5", "2/1 + 2/1 + 3/2 dup-down"), metric
 * (m², hectares, "1.540 pés²", "$1 795 000"), ranges ("between 1,900 and 2,000 sq ft"), fractions
 * ("1¼", "a fifth of an acre", "quarter-acre", "1.5 baths"), relative dates ("nearly a century and a half
 * ago", "over four decades ago", "about 20 years ago", "a decade ago", "the mid-2000s", "khoảng 40 năm
 * trước"); Spanish, Portuguese, Chinese, Vietnamese, Tagalog, Korean, French, Russian and Arabic posts.
 * Traps in clean posts: other homes and units (52 Birch Hollow, 18 Thornton Rd, 102 S Cypress, 45 and 24
 * Fifth Ave, 5601 Lee Marie, 5420 Cheviot Rd, 2304 Maple Grove, 6610 Cherry Orchard, 14002 Kimberley Ln,
 * 1423 Ripple Creek, 6525 NE 190th St, Okeefe #19) with pools, garages, basements, central air and more
 * beds; a buyer who wanted a 2BR; the agent's business (phone numbers, sales counts and volume, years,
 * rankings, review counts); market statistics (medians, days on market, year-over-year changes, yields,
 * cap rates); mortgage rates and payments; dates and times; the seller's dog; "room to add a pool".
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * First measure by the lead at a0c0160 (session 15's rules after tuning on held-out-13 and -14; nobody
 * had tuned on this set): 84.0% caught, 17.1% false alarms, 24% of clean posts flagged. Its false alarms
 * then: price blocks on figures that are not the asking price (10), commute times warned (4), beds (2);
 * its misses: beds 5, year built 4, pool 3.
 *
 * TUNED ON since efeefb9 (helper cl15, branch h-cl15): its families were fixed as general rules (what a
 * sum is said of: an appraisal, a loan, a net, a fee, a deposit, a gap; an agent's bare "sold" tally; a
 * unit named by "#"; a buyer's reported wish; a spec line's dots; Russian, Arabic, Korean, Chinese,
 * Tagalog, Vietnamese, Portuguese and French words; "a century and a half ago"; spelled millions; "1.5
 * level acres"; "Pending after one weekend"; a building's laundry against the unit's, and a shared
 * facility's basement; "the HOA covers");
 * it no longer measures blind, TUNED_15 says what it reads now. Labels left as written where they differ
 * from CLAIM_CORPUS's policy, the difference counted here: commute times are warned there
 * (cases-described.ts: 4 false alarms here) as are school names (held-out-6: 1) and a projected rent
 * or cap rate on a home for sale (cases-generalised-5.ts: 2); a garage where the description names a
 * parking space instead is block there (cases-features.ts, cases-generalised-5.ts: okeefe and larkspur here, severity) as is an
 * in-unit washer/dryer against the building's laundry (cases-generalised-6.ts: w-81st, severity); "fully
 * occupied" alone is no claim there (cases-price.ts, as held-out-13's header notes). Judgements the
 * labels leave out: "pool and spa" at marble-creek warns the spa (hot tub: the description names none)
 * and "gated community" warns the gate on a post about 13951 (the listing's description names no gate).
 * Misses left: "fully occupied" at n-wayne (the policy above) and Arabic
 * "مدفأتان" (two fireplaces, a dual count no reader takes).
 */
export const HELD_OUT_15: readonly ClaimCase[] = [...HELD_OUT_15_A, ...HELD_OUT_15_B, ...HELD_OUT_15_C];

/** The first measure, by the lead at a0c0160 (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_15 = {
  commit: 'a0c0160',
  caught: '84.0% (121 of 144 wrong or unsupported claims)',
  severity_right: '81.9% (118 of 144)',
  false_alarms: '17.1% (25 of 146 findings)',
  clean_posts_flagged: '24% (12 of 50)',
};

/** After tuning (helper cl15, measureClaims via misses.mts); see the header for the labels left as written. */
export const TUNED_15 = {
  commit: 'h-cl15 (after eb54689)',
  caught: '98.6% (142 of 144; 139 with the labelled severity)',
  false_alarms: '6.0% (9 of 151 findings)',
  clean_posts_flagged: '12% (6 of 50)',
};
