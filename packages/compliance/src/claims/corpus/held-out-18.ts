import type { ClaimCase } from './case';
import { HELD_OUT_18_A } from './held-out-18-a';
import { HELD_OUT_18_B } from './held-out-18-b';
import { HELD_OUT_18_C } from './held-out-18-c';

/**
 * Eighteenth held-out set: 125 whole posts over the 15 listings (8 each, 9 for dean-keeton,
 * falling-spring, larkspur, maple-grove and sparrow-hawk), 50 clean (40%) and 75 with wrong or unsupported
 * claims, 115 labels (79 block, 36 warn). Written blind to the checker by hand (helper clw18): only the
 * corpus format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions),
 * measure.ts's `export` lines and its SET_NAMES map (a few lines of judgeCase came with that grep; not
 * run), lines 1-75 of held-out-17.ts (header, conventions, field and feature names, shapes) with its
 * HELD_OUT_17 line, lines 1-75 of held-out-16.ts (its shapes), the first 30 lines of held-out-17-a.ts
 * (shape of cases), and the contract's ClaimFinding were read. No checker, lexicon, rule, test or other
 * corpus case was opened (no other held-out file either), and the checker was never run. Names are
 * held-out-17's: the fields price, beds, baths_total, living_area_sqft, lot_size, year_built, status,
 * property_type, address.street, address.postal_code, mls_id, open_houses, and feature:<snake_case> for
 * pool, garage, fireplace, water_view, hoa, deposit, pets, laundry, basement, gym, new_roof, occupancy.
 * Relative years count from 2026 ("selling in 2027" is a date, no year built).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-17's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type; e-9th's type;
 * w-81st's year.
 * Judgement calls, held-out-17's where it makes them: an attached garage at birch-hollow (detached) and a
 * 3-car garage at ne-183rd (6 garages) are garage block; a garage where the listing names none is warn
 * (falling-spring, maple-grove, n-wayne, sparrow-hawk, okeefe's assigned covered space, larkspur's
 * reserved space); a pool at marble-creek ("ample space for pool") is block, a pool elsewhere warn
 * (ocean-front-walk's rooftop hot tub is no pool; a community pool at falling-spring, lee-marie or okeefe
 * is a pool claim, warn); HOA dues at ne-183rd ("no HOA dues") are block, elsewhere warn; four fireplaces
 * at marble-creek (3) fireplace block; in-unit laundry at w-81st (building laundry) and e-9th is laundry
 * warn; river views at ne-183rd ("scenic views") water_view warn; "vacant, move right in" at w-81st
 * (rent-stabilized occupants) occupancy block, "fully leased" at n-wayne occupancy warn; a roof new in 2020
 * at maple-grove (2022) new_roof block; a "6-unit building" at n-wayne (3-flat), a "detached single-family
 * home" at okeefe (townhouse) and a "townhouse" at w-81st (condo) property_type block; square feet at
 * n-wayne, any price at w-81st and a year built at dean-keeton warn; "no pets allowed" at e-9th ("Pets are
 * welcome") pets block; a $750 deposit at dean-keeton ($1,500) deposit block. Status: "JUST SOLD",
 * "UNDER CONTRACT" and "PENDING" on a for-sale listing, "Rented!" and "LEASED" on a for-rent one and
 * "Still available!" on a sold one are block; "Just listed", "New on the market", "Price improvement",
 * "Price cut" and "New price" on a for-sale listing and "SOLD"/"VENDIDA"/"已售出" on a sold one are clean
 * (a changed price beside them is price block). A second open house on Sunday 1/11 at larkspur (listed
 * Saturday January 10, 10 AM to noon) is open_houses block; the listed one, a private tour and dean-keeton's
 * move-in date are no open-house claim. Payments, rents of other units, medians, comps' prices and prices
 * per square foot that follow from the listing's figures are no price of the home (clean); a price per
 * foot computed from a wrong area is living_area_sqft block. Marketing rounding is clean ("$612k",
 * "$1.15M", "US$ 1,5 milhão", "48만 9천 달러", "115万美元"), as are exact metric figures (87 m² for 940 sq ft,
 * 93 m² for 1,000, 110 m² for 1,182, 156 m² for 1,684, 158 m² for 1,704, 186 m² for 2,000, 212 m² for
 * 2,285, 288 m² for 3,100, 416 m² for 4,479, 428 m² for 4,610, 72 m² for 780) and "25x120" for a 3,000 sq
 * ft lot; a quarter-acre for 3,920 or 6,534 sq ft, half an acre for 0.36, a full acre for 0.46 and two
 * acres for 1.27 are lot_size block.
 * Labels by field: beds 14; year_built 13 block + 1 warn; price 9 block + 1 warn; address.postal_code 9;
 * status 7; lot_size 5; living_area_sqft 4 block + 1 warn; baths_total 3; property_type 3; mls_id 2;
 * open_houses 1; features 9 block + 33 warn (pool 1 + 8, garage 2 + 6, fireplace 1 + 4, gym 4, hoa 1 + 3,
 * laundry 3, basement 2, pets 1 + 1, occupancy 1 + 1, deposit 1, new_roof 1, water_view 1).
 * Shapes (new against held-out-15's, -16's and -17's headers): ordinary agent captions for Instagram and
 * Facebook in plain marketing prose (about one per listing, mostly clean); "Just sold" / "Price
 * improvement" / "New price" email subject lines with a preview line; Zillow-style "What's special"
 * blurbs; the agent's replies to comments ("@name Yes! ...", "Q: ... A: ...", "Yes, it has a pool!");
 * carousel alt text ("Image 3 of 8:", "Carousel alt text, slide 2:"); listing-video subtitles with
 * [00:04] timestamps; short Threads/X posts with abbreviations ("blt '87", "Cbus", "OFW", "4/2.5", "gar");
 * WhatsApp status lines; open-house sign-in and tour follow-ups; buyer-agent emails comparing the listing
 * with the client's wish list; price-per-square-foot statements; year-over-year appreciation and market
 * notes; house-hack rent-vs-own notes for the 3-flat and rent-vs-buy notes for the rental; renovation
 * possibilities (room for a pool, a backyard studio, ADUs). Languages: Spanish, Portuguese, French,
 * Chinese, Korean, Vietnamese, Tagalog, Arabic, Russian.
 * Traps in clean posts: other homes with more (14 Oak Knoll Dr's heated pool and basement, a 2BR on San
 * Antonio St with a pool and covered parking, 13902 Marble Creek Ct's pool, a nearby condo's HOA dues);
 * the buyer's wish list (a basement and a pool the listing does not mention, a pool to add); the agent's
 * stats (closings, days on market); market data (medians, year-over-year change, average rents, price per
 * foot of comps); mortgage math; move-in dates and application deadlines; renovation possibilities; the
 * community's amenities the listing names (Stonebridge's golf, beach club and aquatic center, The
 * Barrington's doorman, elevators and building laundry, Eddins Elementary).
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_18) at 1337199, session
 * 16's last rules (93.9% / 12.9% with session 15's rules at 9d3ba9f); nobody has tuned on it. Not added to any index, test or bench;
 * do not tune on it without saying so here.
 * TUNED ON since fabb10b (helper cl18, branch h-cl18): it no longer measures blind; TUNED_18 says what it
 * reads now. Rules by what a figure or word is said of (tests in said-of.test.ts): a monthly sum beside a
 * down payment (a loan's), "dep $N" (a deposit), a sentence saying the listing is silent, the buyer's
 * (wish) list, a question reported ("asked about a pool"), "$N a square foot" (a rate, checked per area)
 * and "$N a foot" (left unread), a status of "homes like it/nearby", "waterfront views" (a view),
 * "rooftop gym" (a gym); and "blt" (built), "1950s charm" (the era). Labels left as written where they
 * differ from CLAIM_CORPUS's policy, counted here: garage where a parking space is named is block there
 * (larkspur, okeefe: 2 severities); in-unit washer/dryer against building laundry block (w-81st: 1
 * severity); "fully leased" is no occupancy claim (n-wayne: 1 miss); two status words or two mentions of
 * a feature in two sentences stay two findings (repeated-claims.ts; sparrow-hawk: 2 false alarms). Left
 * unfixed: French "terrain d'un demi-acre" (lot) and a yes-answer's "$120 a month" to "Is there an HOA?".
 */
export const HELD_OUT_18: readonly ClaimCase[] = [...HELD_OUT_18_A, ...HELD_OUT_18_B, ...HELD_OUT_18_C];

/** The first measure, by the lead (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_18 = {
  commit: '1337199',
  caught: '94.8% (109 of 115 wrong or unsupported claims)',
  severity_right: '92.2% (106 of 115)',
  false_alarms: '12.1% (15 of 124 findings)',
  clean_posts_flagged: '18% (9 of 50)',
};

/** Measured after helper cl18's rules (h-cl18), with measureClaims; TUNED ON, no longer blind. */
export const TUNED_18 = {
  commit: 'h-cl18 (0abe69a)',
  caught: '97.4% (112 of 115; 109 with the labelled severity)',
  false_alarms: '1.8% (2 of 114 findings)',
  clean_posts_flagged: '0% (0 of 50)',
};
