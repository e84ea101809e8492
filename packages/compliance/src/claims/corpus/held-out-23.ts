import type { ClaimCase } from './case';
import { HELD_OUT_23_A } from './held-out-23-a';
import { HELD_OUT_23_B } from './held-out-23-b';
import { HELD_OUT_23_C } from './held-out-23-c';

/**
 * Twenty-third held-out set: 125 whole posts over the 15 listings (8 each, 9 for cypress, falling-spring,
 * lee-marie, marble-creek and ocean-front-walk), 50 clean (40%) and 75 with wrong or unsupported claims,
 * 79 labels (61 block, 18 warn). Written blind to the checker by hand (helper w23): only the corpus format
 * (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export`
 * lines (CORPUS_NOW, judgeCase, measureClaims; no body read, not run), held-out-22.ts's header up to its
 * "NOT measured by its author" line, held-out-21.ts's header up to its "NOT measured" line, the first 30
 * lines of held-out-22-a.ts (shape of cases) and the contract's ClaimFinding (one grep line) were read. No
 * checker, lexicon, rule, test or other corpus case was opened, and the checker was never run: the only
 * scripts run import these files and count them, and biome. Names are held-out-22's: the fields price,
 * beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.postal_code,
 * mls_id, open_houses, and feature:<snake_case> for pool, garage, fireplace, water_view, hoa, deposit, pets,
 * laundry, basement, gym, new_roof, occupancy. Relative years count from 2026.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-22's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type (posts say
 * "unit" or "one-bedroom"); e-9th's type (no condo, co-op or apartment: "home", "une chambre d'angle",
 * "Imóvel de esquina"); w-81st's year.
 * Judgement calls, held-out-22's where it makes them: a single-car garage at cypress (two-car) garage block;
 * a garage where the listing names none warn (falling-spring's three-car, n-wayne's 2-car out back); a
 * "sparkling pool" at marble-creek ("ample space for pool") pool block, a pool elsewhere warn (a pool "the
 * seller will install" at maple-grove, a rooftop infinity pool at ocean-front-walk, whose roof deck has a
 * hot tub, and sparrow-hawk's backyard pool); "Two fireplaces" at marble-creek (3) fireplace block; "HOA is
 * only $150 a month" at ne-183rd ("no HOA dues") hoa block, "No HOA" at birch-hollow, lee-marie and okeefe
 * (listing silent) hoa warn, and "no HOA dues" at ne-183rd clean; "No laundry in the unit" at larkspur
 * (in-unit) laundry block, an in-unit washer/dryer at e-9th laundry warn; "não aceita animais" at e-9th
 * ("Pets are welcome") pets block, "No pets allowed" at dean-keeton (silent) pets warn; a $1,000 deposit at
 * dean-keeton ($1,500) deposit block; a finished basement at cypress warn (asked as "Could the finished
 * basement be your fourth bedroom?": the question presupposes one); a roof "the seller will install" at
 * cypress new_roof warn (a promised feature is a claim about the sale); "Vacant and ready to move right in"
 * at w-81st (rent-stabilized occupants) occupancy block; "co-op" at w-81st (condo) property_type block; a
 * price at w-81st ("$1.2 mil") and square feet at n-wayne ("about 4,500") warn.
 * Hypotheticals and negations that are clean: "Imagine a pool out back ... you could" at falling-spring
 * (no pool claimed), "Imagine a pool here" at marble-creek ("ample space for pool"), "Could this be your
 * 4th bedroom?" at ocean-front-walk (its bonus room/4th bedroom area), "Could the second living area be
 * your game room" at sparrow-hawk, "No pool, no basement" in lee-marie's buyer wish list (held-out-21's
 * call: denying what the listing does not name is no claim).
 * Status and open houses: "Coming soon" on a sold listing (birch-hollow, ne-183rd) or a for-sale one
 * (lee-marie: it is already on the market) and "Leased!" on a for-rent one (larkspur) are status block;
 * "Price improvement" on a for-sale one is clean (ocean-front-walk's own words), its new figure price block
 * where it differs (cypress $265,000, marble-creek $795,000, ocean-front-walk $12.5M); "SOLD", "Closed",
 * "Just sold", "Vendida!", "已售出" on a sold one and "Just listed" on a for-sale one are clean. An open
 * house where none is listed is open_houses warn (cypress, e-9th, maple-grove, ocean-front-walk, each in a
 * schedule across listings); larkspur's "this Sunday, 1–3 pm" (listed Saturday January 10, 10 to noon) is
 * open_houses block and its listed one ("Open Saturday, Jan 10, 10 a.m. to noon") clean.
 * Subtle errors: 2.5 baths for 2 (maple-grove) and 2 for 2.5 (lee-marie) and 2.5 for 3.5 (falling-spring);
 * square feet about 10% off (1,390 for 1,260; 1,100 for 1,000; 1,040 for 940; 1,870 for 1,704; 4,000 for
 * 4,479; 2,200 for 2,000; 5,100 for 4,610; 2,058 for 2,285 (digits turned); 850 for 780); years a decade
 * off (1988 for 1978, "Prewar (1933)" for 1923, 1982, 1972, 2009,
 * 1925, 2015, 1993, 2008); a zip one digit off (03063, 78704, 20872, 28629, 90292, 94026); digits turned in
 * prices ($384,000, $498,000, $2,530, $405,000) and a lot (1.72 for 1.27 acres, "0,64 acre" for 0.46,
 * 0.12 for 0.21); errors placed after a paragraph of market numbers or neighbourhood talk.
 * Marketing rounding and approximations are clean ("$612K", "roughly 1.5K sq ft", "~1.5K sf", "almost half
 * an acre", "just under ½ acre", "built '78", "century-old (1920)", "$275 mil", "about 1.7K sq ft", "about
 * 1,700 sq ft", "$489 mil", "$1.5 mil", "$1.15M", "115万美元", "$12.95M", "약 1,180 sq ft", "1,795 M$",
 * "US$ 612 mil", "72 m²" for 780, "93 m²" for 1,000).
 * Labels by field (counted with a script that imports these files): year_built 9; living_area_sqft 9 block
 * + 1 warn; price 9 block + 1 warn; address.postal_code 6; beds 6; baths_total 5; status 4; open_houses 1
 * block + 4 warn; lot_size 3; property_type 1; features 8 block + 12 warn (hoa 1 + 3, pool 1 + 3, garage 1
 * + 2, pets 1 + 1, laundry 1 + 1, basement 1, new_roof 1, deposit 1, fireplace 1, occupancy 1).
 * Shapes (the emphasis of this set): posts about more than one thing (weekly roundups and closings lists
 * naming this listing and two others with their own beds, prices, pools, HOA dues and garages; "just sold
 * nearby" comparisons at birch-hollow, lee-marie and n-wayne; open-house schedules across listings; buyers'
 * wish lists at cypress, lee-marie and okeefe); questions and hypotheticals; future and conditional plans;
 * negations; numbers in words and mixed notation ("three-bed", "two-and-a-half-bath", "1.5K", "$1.2 mil",
 * "4/3.5", "2bd/1ba"); status and open-house language. Languages: Spanish (8 posts), Korean (4),
 * Portuguese, Chinese (3 each), Vietnamese, French (2 each), 22 in all (18%); counted by a script.
 * Traps in clean posts: other homes' figures in roundups and comparisons (14 Tinker Rd's 4 beds and
 * attached garage, 9 Pine St's pool, 2500 Nueces's pool and gym, 1455 N Ogden's rooftop pool, 700 N
 * Clarkson's cats, 2100 Briar Forest's HOA, 14402 Memorial's pool, 3815 N Southport's $1.2M, 18020 68th
 * Ave's HOA, 512 Falcon Creek's 3-car garage and pool, 2100 Stonebridge Dr's HOA); the reader's own home
 * (a split-level with 4 bedrooms and a finished basement); buyers' wishes; market stats (medians, days on
 * market, cap rates, rents, vacancy, mortgage rates); fees and utilities (dean-keeton's $79, $75 and
 * $1,500; Xcel's $90); distances and commutes (Shady Grove Metro, a quarter mile to Eddins Elementary).
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_23) at 7ba0169, with every
 * claim rule up to cl22's (tuned on held-out-22); nobody has tuned on it. Not added to any index or test; do not
 * tune on it without saying so here.
 * TUNED ON since 5faf72d (helper cl23, branch h-cl23): 92.4% caught (73 of 79, all with the labelled
 * severity), 1.4% false alarms (1 of 74 findings), 0% clean posts flagged (0 of 50). No longer blind;
 * TUNED_23 says what it reads now. Families, each with tests in new wording beside the code: a
 * roundup's numbered lines ("2) 7 Oak Rd: …"), streets with no suffix closed by a unit ("2500 Nueces
 * #305") and street names holding a number word ("21 Quince Orchard Ct") as other homes (line-subject.ts,
 * other-address.ts; roundup-lines.test.ts); the reader's own home as a verb's subject ("your split-level
 * … has", whose-fact.ts; readers-home.test.ts); the listing's bare number after "at" once its street is
 * named (other-address.ts); a modal question's use after "be" no claim, its definite subject still one,
 * and a feature the seller will put in a claim to confirm (hypothetical.ts, feature-context.ts); "1,795
 * M$" as 1.795 million (tokenize.ts) and "a patio and a 0.12-acre lot" as the lot (area.ts;
 * notations-23.test.ts); "Prewar (1933)" and "was completed in 2015" as the year built (year.ts,
 * year-finished.ts; year-era.test.ts); an open house named by a weekday no listed one falls on
 * (open-house-date.ts; open-house-weekday.test.ts); Korean native numerals ("침실 두 개", cjk-words.ts).
 * Left: "about 1,390 sq ft" for 1,260 and "about 5,100" for 4,610 (within the approximate tolerance),
 * "Open Sunday 1–3" without "house", a deposit "only $1,000", "não aceita animais", "No laundry in the
 * unit"; the one false alarm is a commute ("twenty minutes from Shady Grove Metro") the listing omits.
 */
export const HELD_OUT_23: readonly ClaimCase[] = [...HELD_OUT_23_A, ...HELD_OUT_23_B, ...HELD_OUT_23_C];

export { HELD_OUT_23_A, HELD_OUT_23_B, HELD_OUT_23_C };

/** First measure (lead, 7ba0169, measureClaims; nobody had tuned on this set). */
export const FIRST_MEASURE_23 = {
  commit: '7ba0169',
  caught: '81.0% (64 of 79 wrong or unsupported claims)',
  severity_right: '81.0% (64 of 79)',
  false_alarms: '22.0% (18 of 82 findings)',
  clean_posts_flagged: '12% (6 of 50)',
};

/** What the set reads after helper cl23 tuned on it (branch h-cl23; no longer blind). */
export const TUNED_23 = {
  commit: 'h-cl23 (since 5faf72d)',
  caught: '92.4% (73 of 79; 73 with the labelled severity)',
  false_alarms: '1.4% (1 of 74 findings)',
  clean_posts_flagged: '0% (0 of 50)',
};
