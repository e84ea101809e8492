import type { ClaimCase } from './case';
import { HELD_OUT_19_A } from './held-out-19-a';
import { HELD_OUT_19_B } from './held-out-19-b';
import { HELD_OUT_19_C } from './held-out-19-c';

/**
 * Nineteenth held-out set: 125 whole posts over the 15 listings (8 each, 9 for lee-marie, marble-creek,
 * n-wayne, ocean-front-walk and w-81st), 50 clean (40%) and 75 with wrong or unsupported claims, 118
 * labels (78 block, 40 warn). Written blind to the checker by hand (helper clw19): only the corpus format
 * (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export`
 * lines and its SET_NAMES map (a few lines of judgeCase came with that grep; not run), lines 1-80 of
 * held-out-18.ts (header, conventions, field and feature names, judgement calls, shapes) with its
 * HELD_OUT_18 line, lines 1-75 of held-out-17.ts (its shapes), the first 30 lines of held-out-18-a.ts
 * (shape of cases), and the contract's ClaimFinding were read. No checker, lexicon, rule, test or other
 * corpus case was opened (no other held-out file either; held-out-15's and -16's shapes are known only
 * through the headers of -17 and -18), and the checker was never run: the only script run imports these
 * files and counts them. Names are held-out-18's: the fields price, beds, baths_total, living_area_sqft,
 * lot_size, year_built, status, property_type, address.postal_code, mls_id, open_houses, and
 * feature:<snake_case> for pool, garage, fireplace, water_view, hoa, deposit, pets, laundry, basement,
 * gym, new_roof, occupancy. Relative years count from 2026.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-18's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type (its
 * Marketplace post says "Rentals", no kind); e-9th's type; w-81st's year.
 * Judgement calls, held-out-18's where it makes them: an attached garage at birch-hollow (detached) and a
 * 3-car garage at ocean-front-walk (5+) are garage block; a garage where the listing names none is warn
 * (falling-spring, maple-grove, n-wayne, sparrow-hawk, okeefe's assigned covered space, larkspur's
 * reserved space beside "heated garage parking in the building", e-9th's "deeded spot in the garage
 * downstairs"); a pool at marble-creek ("ample space for pool") is block, a pool elsewhere warn (a
 * "community pool" at lee-marie, a pool in okeefe's gated community, an indoor pool at ne-183rd, a
 * rooftop pool at w-81st and a "rooftop infinity pool" at ocean-front-walk, whose roof deck has a hot tub;
 * "Whirlpool" there, German for the hot tub, is no pool); HOA dues at ne-183rd ("no HOA dues") are
 * block, elsewhere warn; in-unit laundry at w-81st (building laundry) and e-9th is laundry warn; a Lake
 * Washington view at ne-183rd ("scenic views") water_view warn; "Vacant & ready" at w-81st
 * (rent-stabilized occupants) occupancy block, "all three units are leased" at n-wayne occupancy warn; a
 * roof new in '20 at maple-grove (2022) new_roof block, a brand-new roof at lee-marie new_roof warn; a
 * "4-unit" building at n-wayne (3-flat), "single-family detached" at okeefe (townhouse) and a townhouse
 * (타운하우스) at w-81st (condo) property_type block; square feet at n-wayne, any price at w-81st and a
 * year built at dean-keeton warn; "Zwierzęta nie są akceptowane" (no pets) at e-9th ("Pets are welcome")
 * pets block, pets allowed elsewhere warn; a $750 deposit at dean-keeton ($1,500) deposit block. Status:
 * "COMING SOON" and "UNDER CONTRACT" on a for-sale listing and "BACK ON MARKET" on a sold one are block;
 * "BACK ON THE MARKET" on a for-sale listing (lee-marie) is clean, since the listing is for sale, as are
 * "Just listed", "New listing", "New price alert" and "Price improvement" (a changed price beside them is
 * price block) and "SOLD"/"VERKAUFT"/"売却済み"/"판매 완료" on a sold one. A second open house on Sunday 1/11
 * at larkspur (listed Saturday January 10, 10 AM to noon) is open_houses block; a recap of the listed one,
 * tours "this week", showings and dean-keeton's move-in date are no open-house claim. Payments, down
 * payments, rents of other units, utilities, medians, cap rates, comps' and other listings' prices and
 * prices per square foot that follow from the listing's figures are no price of the home (clean).
 * Marketing rounding is clean ("$612K", "1.5k sf", "~½ ac" for 0.46, "1¼ ac" for 1.27, "mid-$300s" and
 * "under 2k sq ft" at lee-marie, "0.15 acre" for 6,534 sq ft, "nearly 4,500" and "about a third of an
 * acre" at marble-creek, "US$ 1,5 millones", "$1.5M", "$1.15M", "2k sf", "~4.6k sf", "~$13M" for
 * $12,950,000, "Eight hundred fifteen thousand dollars"), as are exact metric figures (93 m² for 1,000 sq
 * ft, 156 m² for 1,684, 416 m² for 4,479, 72 m² for 780) and "Lot 25x120" for a 3,000 sq ft lot; 9,000
 * sq ft for 3,920, 2.7 acres for 1.27, 0.5 acre for 6,534 and 6,969, 0.75 acre for 0.36 and 5 acres for
 * 2.15 are lot_size block.
 * Labels by field (counted with a script that imports these files): beds 15; year_built 11 block + 1
 * warn; price 10 block + 1 warn; address.postal_code 8; status 6; lot_size 6; living_area_sqft 5 block + 1
 * warn; mls_id 3; property_type 3; baths_total 2; open_houses 1; features 8 block + 37 warn (pool 1 + 9,
 * garage 2 + 7, basement 5, gym 4, fireplace 3, laundry 3, pets 1 + 2, hoa 1 + 1, new_roof 1 + 1,
 * occupancy 1 + 1, deposit 1, water_view 1).
 * Shapes (new against held-out-15's to -18's headers, except where said): Facebook Marketplace item
 * listings ("Home Sales · 4 beds · 3½ baths", "Rentals · 1 bed · 1 bath", "$2,550 / Month · Denver,
 * CO"); LinkedIn posts by the agent with industry talk (inventory, cap rates, closings, solar, "the
 * thesis"); X posts under 280 characters with hashtags and abbreviations (held-out-18 had short
 * Threads/X posts; these are a second take: "4/2.5", "att 2-car gar", "blt '06", "3 FPs", "W/D");
 * YouTube tour descriptions with chapter timestamps ("0:00 Intro", "7:10 Finished walkout basement");
 * MLS remarks rewritten by the agent ("Remarks: ... MLS #"); text-message replies to buyers ("Hi Tom!",
 * "Hey Maria", "Sorry Dave, that one's sold"); comparisons between this listing and another of the
 * agent's (the other's facts are no claim about this one); "COMING SOON" and "BACK ON (THE) MARKET"
 * notices; an open-house recap and a tour thank-you; spec sheets as "key: value" lines, "•" and "-"
 * bullet lists (held-out-17 had JSON-LD-like key: value blocks; these are plain sheets). Notations:
 * fractions ("2½", "3½", "1¼", "1½"), ranges and bands ("mid-$300s", "under 2k sq ft"), spelled-out
 * prices, European decimals ("1,5 millones", "0,46 acres", "$815 000"), "c. 1968", "'20s charm".
 * Languages: Spanglish, Tagalog/Taglish, Korean, Japanese, German, Italian, Polish, Haitian Creole
 * (Japanese and Haitian Creole new; the others recur from held-out-17/18 in these new shapes).
 * Traps in clean posts: the agent's other listings and nearby homes with more (52 Pheasant Run's pool and
 * attached garage, 412 W Town St's pool, 2505 San Gabriel St #204's pool and covered parking, 9012
 * Prosperity Church Rd's pool and basement, 13938 Marble Creek Ct's pool and 5 beds, 1420 W Roscoe St's
 * six units and garage, 19204 80th Ave NE's 4-car garage and pool, 212 The Strand's pool and 5 beds);
 * the buyer's wishes (e-9th's second bedroom and in-unit washer/dryer, maple-grove's pool and 3-car
 * garage, a pool to add later); market stats (Nashua inventory and days on market, Manhattan's median,
 * Montgomery County's price per foot, 78745's median, Mecklenburg's months of supply, Lakeview cap rates,
 * Willows sales, Collin County); loan math (cypress, falling-spring, sparrow-hawk); rents of other units
 * (larkspur's neighbour, n-wayne's upper units) and utilities; the neighbourhood's and community's
 * amenities (Franklinton's bars, Stonebridge's golf, beach club and aquatic center, The Barrington's
 * doorman, elevators and building laundry, Eddins and Blaine Elementary, Caltrain, UNC Charlotte);
 * puffery ("isn't a bug, it's the thesis", "the acreage did the heavy lifting", "Franklinton is 🔥").
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_19) at 2ceff76, the same
 * claim rules as session 16's last commit 0c78d6a (equal figures there); nobody has tuned on it. Not added
 * to any index, test or bench; do not tune on it without saying so here.
 * TUNED ON since 9548fc4 (helper cl19, branch h-cl19): it no longer measures blind; TUNED_19 says what it
 * reads now. Families, each with tests in new wording beside the code: another home placed "at"/"on" an
 * address whatever its suffix ("my listing at 52 Pheasant Run", "212 The Strand") and a heading of homes
 * as a set ("Two Nashua Capes, two stories:"; other-address.ts, generic-homes.ts; other-subject.test.ts);
 * loan math ("borrow", "loan", "principal", préstamo/Kredit; other-money.ts) and a buyer's wants reported
 * ("you mentioned wanting", "your must-haves were", "their non-negotiables"; asked-for.ts;
 * wishes-loans.test.ts); room for a feature in Italian, Portuguese, French, German and Polish and "N
 * bagni e mezzo"/"e meio"/"et demie" (feature-context.ts, spanish.ts; possible-half.test.ts); the year
 * built as "c. 1968", a "Year:" sheet key, Baujahr/erbaut, rok budowy, anno di costruzione, "la
 * construyeron en" (year.ts, european-words.ts; year-words.test.ts); sheet shorthand and languages of
 * features ("3-car gar", new roof '20, "Dep only $750", Kaution, "Vacant & ready", bezugsfrei, "W/D in
 * unit" against "lavanderia condominiale", pets in Polish/German/Italian/French, Japanese and Korean
 * pets, bedrooms, townhouse and lake view; "Sub-Zero" and "a 2016 build" deny nothing;
 * notations-19.test.ts); one fact, one finding (a sheet key restated by its value, a space placed in the
 * garage), "Pool: none" denies, a coming-soon "sneak peek" with no hour is no open house, "Type: 4-unit"
 * counts units, "esta casita" is the home (one-claim.test.ts). Left as the labels differ from
 * CLAIM_CORPUS's policy: a garage where the listing names a parking space in a garage is block there
 * (larkspur, okeefe: 2 severities), in-unit laundry against building laundry is block (w-81st: 1
 * severity), two status words in one sentence stay two findings (CLAIM_CORPUS labels "UNDER CONTRACT …
 * went pending" twice; ocean-front-walk: 1 false alarm), and "pool & spa" warns the spa (held-out-13's and
 * -15's headers: unlabelled; marble-creek: 1 false alarm).
 */
export const HELD_OUT_19: readonly ClaimCase[] = [...HELD_OUT_19_A, ...HELD_OUT_19_B, ...HELD_OUT_19_C];

/** The first measure, by the lead (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_19 = {
  commit: '2ceff76',
  caught: '84.7% (100 of 118 wrong or unsupported claims)',
  severity_right: '83.1% (98 of 118)',
  false_alarms: '19.4% (24 of 124 findings)',
  clean_posts_flagged: '16% (8 of 50)',
};

/** After tuning on this set (helper cl19), with measureClaims: no longer a blind figure. */
export const TUNED_19 = {
  commit: 'h-cl19 (a1a1a48)',
  caught: '100% (118 of 118; 115 with the labelled severity)',
  false_alarms: '1.7% (2 of 120 findings)',
  clean_posts_flagged: '0% (0 of 50)',
};
