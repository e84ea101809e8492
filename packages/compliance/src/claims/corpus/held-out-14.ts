import type { ClaimCase } from './case';
import { HELD_OUT_14_A } from './held-out-14-a';
import { HELD_OUT_14_B } from './held-out-14-b';
import { HELD_OUT_14_C } from './held-out-14-c';

/**
 * Fourteenth held-out set (issue #26): 125 whole posts over the 15 listings (8 each, 9 for birch-hollow,
 * cypress, dean-keeton, sparrow-hawk and w-81st), 49 clean (39%) and 76 with wrong or unsupported claims,
 * 146 labels (107 block, 39 warn). Written blind to the checker by hand: only the corpus format (case.ts),
 * the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export` lines (not
 * run), the first 60 lines of held-out-13.ts (header style, field and feature names, shapes to avoid) with
 * its FIRST_MEASURE_13 literal (shape) and HELD_OUT_13 export line, held-out-13-a.ts lines 1-30 (case
 * layout), and the contract's ClaimFinding were read. No checker, lexicon, rule, test or other corpus case
 * was opened (no other held-out file either), and the checker was never run. Names are held-out-13's: the
 * fields price, beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type,
 * address.street, address.postal_code, mls_id, open_houses, and feature:<snake_case> for pool, garage,
 * parking, fireplace, water_view, mountain_view, hoa, deposit, pets, laundry, basement, central_air, gym,
 * new_roof, terrace, occupancy. A name the checker spells differently counts as a miss until reconciled.
 * Relative years count from 2026 ("built about 30 years ago" = about 1996, "hace 20 años" = 2006, "just a
 * decade ago" = 2016, "a roof just four years young" = 2022).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, so no post states them: baths of birch-hollow, cypress, okeefe, sparrow-hawk,
 * ne-183rd and ocean-front-walk (baths_total against the full + half split); dean-keeton's rent ($1,150
 * against "Rent: $1,500") and type (apartment against "Century Condos"); e-9th's type (condo against
 * "cooperatives"); w-81st's year (1920 against "built in 1911").
 * Judgement calls: a pool at marble-creek ("ample space for pool") is block, a pool elsewhere warn
 * (sparrow-hawk's community aquatic center and ocean-front-walk's roof hot tub are not a private pool);
 * a garage count or kind against a stated one is block (attached at birch-hollow, one-car at cypress,
 * 2-car at ne-183rd's six and at ocean-front-walk's 5+), a garage where none is named is warn (e-9th,
 * n-wayne, okeefe's assigned space, sparrow-hawk, marble-creek's "three-car" against an uncounted
 * "extended garage"); "$120/month HOA" at ne-183rd ("no HOA dues") is hoa block, HOA dues at maple-grove
 * warn; "delivered vacant" at w-81st (rent-stabilized occupants) occupancy block, "fully rented" at n-wayne
 * occupancy warn; "Roof replaced in 2018" at maple-grove (2022) and "the original roof" at ne-183rd (brand
 * new) are new_roof block; a $750 deposit at dean-keeton ($1,500) is deposit block, "deposit equals one
 * month of rent" at larkspur (none named) warn; "2 reserved parking spaces" at larkspur (one) parking block;
 * "four fireplaces" at marble-creek (three) fireplace block, a fireplace at birch-hollow warn; "no pets
 * allowed" at e-9th ("Pets are welcome") pets block; an in-unit washer/dryer at w-81st (building laundry
 * facilities only) and at e-9th laundry warn; "private terrace" at e-9th (common roof deck) and w-81st
 * terrace warn; "Puget Sound views" at ne-183rd ("scenic views") water_view warn; any price at w-81st (none
 * listed) price warn, n-wayne's square footage (none listed) living_area_sqft warn; a year at dean-keeton
 * (none listed) year_built warn; an open house at cypress (none listed) open_houses warn, a wrong time at
 * larkspur's Jan 10 10-12 open house (1-3 PM) open_houses block; "PRICE ALERT ... still available" on sold
 * birch-hollow, "LEASED"/"Just rented" on a for-rent listing, "IN CONTRACT"/"pending"/"under contract"/
 * "SOLD"/"Coming soon" on a for-sale one and "NEW LISTING" on a sold one are status block; a "recommended
 * list price" of $384,000 at lee-marie ($348,000) is price block; "media hectárea" (1.24 acres) at
 * falling-spring (1.27) is a clean approximation but at birch-hollow (0.46) lot_size block; "a 0.25-acre
 * lot" at cypress (0.09) and lee-marie (0.15), "a quarter-acre lot" at sparrow-hawk (0.16), "5英亩" at
 * ne-183rd (2.15) and "0.5 acres" at ocean-front-walk (0.06) are lot_size block; "about 30 years ago" at
 * birch-hollow (1978) year_built block. Clean approximations: "just under 1,550 sf" (1,540), "just over
 * 1,700 sf" (1,704), "nearly 4,500" (4,479), "about 1,180 sq ft" (1,182), "1¼ acres" (1.27), "2+ acres"
 * and "≈0.87 hectares" (2.15), "roughly 9,150 sq ft" (0.21 acres), "25 x 120 lot" (3,000 sq ft), metric
 * 143 m², 1,860 m², 87 m², 93 m², 185 m², 416 m², "约780平方英尺", "$197 kada sq ft" and "roughly $2,809/sq
 * ft" (price over area), "$1.795M", "1.795", "27.5万美元", "US$612.000", "c.1915", "built in '78".
 * Labels by field: beds 14; address.postal_code 14; year_built 13 block + 1 warn; status 12; price 11 block
 * + 1 warn; lot_size 8; address.street 6; living_area_sqft 5 block + 1 warn; baths_total 4; mls_id 3;
 * property_type 3; open_houses 1 block + 1 warn; features 13 block + 35 warn (pool 1 + 9, garage 4 + 5,
 * basement 5, central_air 3, new_roof 2, pets 1 + 2, gym 2, terrace 2, laundry 2, fireplace 1 + 1, deposit
 * 1 + 1, hoa 1 + 1, occupancy 1 + 1, parking 1, water_view 1).
 * Shapes (new against held-out-13's header): Instagram carousel captions slide by slide; YouTube Shorts
 * scripts with timestamps or scene cues; thank-you notes after a private tour; price-drop and price alerts;
 * broker-tour and caravan notes naming other homes; Zillow-style Q&A answers; listing-presentation bullets
 * (brokerage stats, a pricing page); CMA summaries with comps on the same street and in the same building
 * (#6B at 29 E 9th, 5604 Lee Marie Ln, 14011 Marble Creek Ct); relocation and parent emails naming other
 * neighbourhoods and buildings; a notice of sale; press releases with a dateline; podcast show notes; SMS
 * drip messages with opt-out lines; bilingual posts side by side (English|Portuguese, EN/ES, Chinese|English)
 * and Spanish, Portuguese, Chinese, Vietnamese, Tagalog, Korean and French mixed with English; market
 * snapshots with medians, days on market and months of inventory; the agent's own facts (phone numbers,
 * years in business, team size, review counts, closed-sales counts, founding years, dates and times of the
 * next caravan). Wrong claims: unit numbers (#211, Apt 14, Unit 17, #5E), house numbers (3670 N Wayne), a
 * direction (88 N Cypress), neighbouring ZIPs (03060, 43215, 78712, 10011, 20879, 28262, 78735, 77079,
 * 60657, 98011, 90292, 94303, 75070, 10025), transposed digits ($2,530, $384,000, $498,000, $753.000, 1987,
 * 1932, 1993, 1926, 2,825 sq ft, 1,864 sq ft, MLS MC9840907, 4075131, 21179303), metric (75㎡, 120 m²,
 * 3.000 m², half a hectare), words and abbreviations ("three full baths", "4 phòng ngủ", "침실 4개",
 * "1 quarto e 2 banheiros", "1,95 M$", "US$ 1,15 milhão"), relative dates ("about 30 years ago", "hace 20
 * años", "the early 1980s"), wrong status and features the home lacks.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * First measure by the lead at a14b683 (the rules of db24e1c, before any fixer saw this set), with
 * measureClaims from ./measure.ts: 84.2% caught, 25.9% false alarms, 20.4% of clean posts flagged.
 * Second measure, still blind, at d085279 (session 15's rules built from held-out-13, and baths_full
 * compared as baths_total): 86.3% caught, 22.2% false alarms, 20.4% of clean posts flagged. Its false
 * alarms then were numeric blocks on other homes' or the market's figures (price 8, living area 7, street 5)
 * and its misses year built 4, ZIP 3. Tuned on after that (session 15, helper cl14).
 * After cl14's tuning (branch h-cl14 at dcf0ce5): 100% caught, 0.7% false alarms, 0% of clean posts
 * flagged; severity 98.6%. Left apart, where older sets judge the same shape otherwise: okeefe's
 * "attached 2-car garage" and w-81st's in-unit washer/dryer (labelled warn here, block in CLAIM_CORPUS and
 * the generalised cases), and maple-grove's "hot tub" (unlabelled here, hot_tub:warn in the feature cases).
 */
export const HELD_OUT_14: readonly ClaimCase[] = [...HELD_OUT_14_A, ...HELD_OUT_14_B, ...HELD_OUT_14_C];

/** The first measure, by the lead at a14b683 (the rules of db24e1c; nobody had tuned on this set). */
export const FIRST_MEASURE_14 = {
  commit: 'a14b683',
  caught: '84.2% (123 of 146 wrong or unsupported claims)',
  severity_right: '82.9% (121 of 146)',
  false_alarms: '25.9% (43 of 166 findings)',
  clean_posts_flagged: '20.4% (10 of 49)',
};
