import type { ClaimCase } from './case';
import { HELD_OUT_17_A } from './held-out-17-a';
import { HELD_OUT_17_B } from './held-out-17-b';
import { HELD_OUT_17_C } from './held-out-17-c';

/**
 * Seventeenth held-out set: 125 whole posts over the 15 listings (8 each, 9 for birch-hollow, cypress,
 * e-9th, ne-183rd and okeefe), 50 clean (40%) and 75 with wrong or unsupported claims, 121 labels (83
 * block, 38 warn). Written blind to the checker by hand (helper clw17): only the corpus format (case.ts),
 * the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export` lines and
 * its SET_NAMES map (a few lines of judgeCase came with that grep; not run), lines 1-75 of held-out-16.ts
 * (header, conventions, field and feature names, shapes) with its HELD_OUT_16 line, the first 30 lines of
 * held-out-16-a.ts (shape of cases), and the contract's ClaimFinding were read. No checker, lexicon,
 * rule, test or other corpus case was opened (no other held-out file either), and the checker was never
 * run. Names are held-out-16's: the fields price, beds, baths_total, living_area_sqft, lot_size,
 * year_built, status, property_type, address.street, address.postal_code, mls_id, open_houses, and
 * feature:<snake_case> for pool, garage, fireplace, water_view, hoa, deposit, pets, laundry, basement,
 * gym, new_roof, occupancy. Relative years count from 2026 ("moving in 2027" is a date, no year built).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-16's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type; e-9th's type;
 * w-81st's year.
 * Judgement calls, held-out-16's: an attached garage at birch-hollow (detached) and a 3-car garage at
 * ocean-front-walk (5+) are garage block; a garage where the listing names none is warn (falling-spring,
 * maple-grove, n-wayne, sparrow-hawk, larkspur's reserved space, okeefe's assigned covered space); a pool
 * at marble-creek ("ample space for pool") is block, a pool elsewhere warn (ocean-front-walk's rooftop hot
 * tub is no pool; a "community pool" at lee-marie is a pool claim, warn); HOA dues at ne-183rd ("no HOA
 * dues") are block, elsewhere warn; in-unit laundry at w-81st (building laundry) and e-9th is laundry
 * warn; a Lake Washington view at ne-183rd ("scenic views") water_view warn; "vacant at closing" at w-81st
 * (rent-stabilized occupants) occupancy block, "all three units leased" at n-wayne occupancy warn; a roof
 * new in 2020 at maple-grove (2022) new_roof block; a "two-flat" at n-wayne (3-flat) property_type block,
 * as held-out-16's 4-unit building; square feet at n-wayne and any price at w-81st warn; a year built at
 * dean-keeton warn; "no pets" at e-9th ("Pets are welcome") pets block; a $750 deposit at dean-keeton
 * ($1,500) deposit block. Status: "UNDER CONTRACT", "Unter Vertrag", "In Escrow" (قيد الضمان), "JUST
 * SOLD", "SOLD" and "COMING SOON" on a for-sale listing, "LEASED" on a for-rent one and "BACK ON THE
 * MARKET" on a sold one are block; "Just listed", "New listing", "JUST REDUCED" and "PRICE IMPROVEMENT"
 * on a for-sale listing and "Verkauft"/"Venduta"/"已售出"/"Продано" on a sold one are clean (a changed
 * price beside them is price block). An open house on Sunday January 11 at larkspur (listed Saturday
 * January 10, 10 AM to noon) is open_houses block, the listed one clean; dean-keeton's move-in date is no
 * open house. Payments, cap rates, market rents, medians and comps' prices are no price of the home
 * (clean); marketing rounding is clean ("نحو 4,500" for 4,479 at marble-creek, "just over 2 acres" for
 * 2.15, "$1.15M", "15 लाख डॉलर" for $1.5M, "two seventy-five"), as are exact metric figures (143 m² for
 * 1,540 sq ft, 0.19 ha for 0.46 acres, 56 m² for 600, 93 m² for 1,000, 158 m² for 1,704, 607 m² for a
 * 6,534 sq ft lot, 156 m² for 1,684, 416 m² for 4,479, 186 m² for 2,000, 0.87 ha for 2.15 acres, 428 m²
 * for 4,610, 110 m² for 1,182, 72 m² for 780) and "25x120" for a 3,000 sq ft lot. "Bilocale" (Italian
 * two rooms: living room and one bedroom) at e-9th is one bedroom, clean on its own.
 * Labels by field: beds 14; year_built 11 block + 1 warn; status 9; price 8 block + 1 warn;
 * address.postal_code 8; living_area_sqft 7 block + 1 warn; mls_id 5; baths_total 4; address.street 4;
 * lot_size 3; property_type 1; open_houses 1; features 8 block + 35 warn (pool 1 + 10, garage 2 + 6, gym
 * 5, hoa 1 + 3, laundry 3, fireplace 2, basement 2, pets 1 + 2, occupancy 1 + 1, water_view 1, deposit 1,
 * new_roof 1).
 * Shapes (new against held-out-16's and -15's): Google Business Profile posts ("· Google post", "[Call
 * now]", offers); Nextdoor neighbour posts; Pinterest pins; TikTok on-screen text overlays ("TEXT 1:",
 * "[on-screen text]"); podcast ad reads and :30/:60 radio spots with spelled numbers ("two hundred
 * fifty-seven thousand", "seven-eight-seven-oh-four"); press releases with datelines; agent-newsletter
 * featured-listing blocks with market notes; listing-presentation slides to sellers ("Slide 6: Your home
 * at a glance"); CMA summaries naming the subject and comps; investor DMs with P&I and cap-rate math;
 * broker-tour notes; yard-sign riders and a bus-bench ad; QR landing-page hero text; virtual-tour
 * narration; captions of single photos ("Photo 9: ..."); JSON-LD-like key: value blocks; CSV header and
 * row lines; icon bullet lists. Notations: "3.5BA", "3/2", "two-and-a-half", "approx."/"~",
 * "’98", European separators ("1.704 sqft", "$1 975 000", "12,95 milioni"), lakh, m² and hectares.
 * Languages: German, Italian, Polish, Russian, Arabic, Hindi, Korean, Vietnamese, Chinese, Spanglish,
 * Taglish.
 * Traps in clean posts: comps and nearby homes with more (12 Pine Hill Rd, 88 Ledge Rd, 60 E 9th St, 36
 * E 10th St, 2 Fifth Ave, 5611 Lee Marie Ln, 5402 Prosperity Ridge Rd, 13930 Marble Creek Ct, 14010
 * Stoney Creek Dr, 18320 80th Ave NE, 7502 NE 175th St, 2901 Ocean Front Walk, 1350 Willow Rd, 410 Van
 * Buren Rd, 512 Heron Ct, 1108 Kingfisher Dr) with pools, garages, basements, terraces, in-unit laundry
 * and more beds; the agent's business (phone numbers, 2025 sales, list-to-sale ratios); market data
 * (medians, inventory, days on market, average rents, year-over-year change); mortgage P&I, down payments
 * and cap rates; move-in and offer dates; "room for a pool"; the community's and building's amenities
 * (Stonebridge's golf and beach club, The Barrington's doorman and building laundry, nearby schools and
 * museums, possible ADUs).
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_17), at 9ccc0fe after
 * held-out-16's tuning, and the same at 9d3ba9f (session 15's rules). Nobody had tuned on this set.
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 * TUNED ON since 8d078f9 (helper cl17, branch h-cl17): its families were fixed as general rules, each
 * with tests in new wording beside the code: machine key: value blocks ("postalCode: 43215", "yearBuilt",
 * "numberOfBedrooms", "floorSize") read as spec rows (key-values.ts); CSV unit, lot_sf, HOA and garage
 * columns (spec-rows.ts); German, Italian, Polish and Russian posts: the decimal comma (comma-decimal.ts),
 * "$1 975 000", bedroom, bath, built, acre and lot words, status words ("Unter Vertrag", "Продано") and
 * feature words (european-words.ts, features-european.ts), Russian pet terms and "позволяет построить"
 * as a possibility; Chinese "两室一卫" and "4卧"; Arabic square feet; Spanish "techo nuevo del 2020";
 * a slide's or page's comps title gives its line to the comps (line-subject.ts); spoken decimals of
 * millions ("twelve point nine five million"); "rooftop pool" is a pool, no roof deck; a lot word past a
 * comma names an area only when it is nearer the listed lot ("on a corner lot, about 1,540 sq ft").
 * It no longer measures blind; TUNED_17 says what it reads now. Labels left as written where they differ
 * from CLAIM_CORPUS's policy, the difference counted here: a garage where the description names a
 * parking space is block there (larkspur, okeefe: 2 severities); an in-unit washer/dryer against the
 * building's laundry is block there (w-81st: 1 severity); a cap rate the agent works out for the home is
 * a projection warned there (projections.ts: 1 false alarm, maple-grove); a spa beside a pool is a hot
 * tub claim there, a feature this set never labels (marble-creek, sparrow-hawk: 2 false alarms). Left
 * unfixed: Korean "반려동물 가능" (pets), Italian "anteguerra del 1932" with no built word, a ZIP spoken
 * digit by digit ("seven-eight-seven-oh-four"), and "For Sale by Neighbor" (Nextdoor's section name)
 * read as a status.
 */
export const HELD_OUT_17: readonly ClaimCase[] = [...HELD_OUT_17_A, ...HELD_OUT_17_B, ...HELD_OUT_17_C];

/** The first measure, by the lead (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_17 = {
  commit: '9ccc0fe',
  caught: '79.3% (96 of 121 wrong or unsupported claims)',
  severity_right: '76.9% (93 of 121)',
  false_alarms: '14.3% (16 of 112 findings)',
  clean_posts_flagged: '12% (6 of 50)',
};

/** After tuning (helper cl17, measureClaims via misses.mts); see the header for the labels left as written. */
export const TUNED_17 = {
  commit: 'h-cl17 (2ea5b76)',
  caught: '97.5% (118 of 121; 115 with the labelled severity)',
  false_alarms: '3.3% (4 of 122 findings)',
  clean_posts_flagged: '2% (1 of 50)',
};
