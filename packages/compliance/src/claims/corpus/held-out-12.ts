import type { ClaimCase } from './case';
import { HELD_OUT_12_A } from './held-out-12-a';
import { HELD_OUT_12_B } from './held-out-12-b';
import { HELD_OUT_12_C } from './held-out-12-c';

/**
 * Twelfth held-out set (issue #26): 125 whole posts over the 15 listings (8 or 9 each), 49 clean (39%) and
 * 76 with wrong or unsupported claims, 133 labels (102 block, 31 warn). Written blind to the checker by hand:
 * only the corpus format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions),
 * measure.ts's `export` lines (not run), the first 60 lines of held-out-11.ts (header style, field and feature
 * names), held-out-11.ts's `export` lines and its FIRST_MEASURE_11 literal (shape only) and the contract's
 * ClaimFinding were read. No checker, lexicon, rule, test or other corpus case was opened (no held-out-11-a/b/c
 * or earlier held-out file either), and the checker was never run. Names are held-out-11's: the fields price,
 * beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.street,
 * address.postal_code, mls_id, open_houses, and feature:<snake_case> for pool, garage, parking, fireplace,
 * water_view, mountain_view, hoa, deposit, pets, laundry, basement, central_air, gym, new_roof, roof_deck,
 * screened_porch, terrace, occupancy. A wrong bath count is labelled baths_total (never baths_full).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk
 * (baths_total against full + half); dean-keeton's rent (1,150 against "Rent: $1,500") and type (apartment
 * against "Century Condos"); e-9th's type (condo against "cooperatives"); w-81st's year (1920 against "built
 * in 1911", so "Prewar 1911 building" is a clean post by its labels). Judgement calls: marble-creek's "ample
 * space for pool" is no pool (a pool is block, "room for a pool" a clean plan); a garage count against a
 * stated one is block (one-car at cypress, attached at birch-hollow's detached, three-car at lee-marie's two,
 * 3-car at ne-183rd's six and ocean-front-walk's 5+), a garage where none is named is warn (n-wayne, okeefe,
 * sparrow-hawk, maple-grove, falling-spring); a parking-space count against a stated one is block (larkspur,
 * okeefe); an open house at a time other than larkspur's Jan 10 is block, one at birch-hollow (none listed)
 * warn; "Offered at" on sold birch-hollow is status block; "studio" against 1 bed is beds block; "condo" at
 * larkspur (apartment), "co-op" at w-81st (condominium) and "single-family" at okeefe (townhouse) are
 * property_type block; a year given for dean-keeton (none listed) is warn; mountain views at falling-spring
 * ("scenic vista") and lake/creek views at ne-183rd and marble-creek are warn; a "community pool" at okeefe
 * and an HOA fee at sparrow-hawk (Stonebridge amenities, no HOA named) are warn; "empty and ready" at w-81st
 * (rent-stabilized occupants) is occupancy block. A range holding the listed value is clean ("3,000-3,200
 * sq ft" at 3,100, "2,200-2,300" at 2,285), one that misses it is block ("1,800-2,000" at 2,285); an
 * approximation within about 5% is clean ("an acre and a quarter" for 1.27, "a tenth of an acre" for 3,920 sq
 * ft, "about a fifth of an acre" for 0.21), a round figure well off is block ("over 4,800" for 4,479, "roughly
 * quarter-acre" for 0.46). A past price in a price-drop email ("Was $289,900") is history, unlabelled; only the
 * new price is checked.
 * Labels by field: price 10 block + 1 warn (w-81st has no price); beds 13; baths_total 7; living_area_sqft 7
 * block + 1 warn (n-wayne has none); lot_size 8; year_built 13 block + 1 warn; status 8; property_type 3;
 * address.street 3; address.postal_code 10; mls_id 5; open_houses 1 block + 1 warn; features 14 block + 27
 * warn (garage 5 + 5, pool 1 + 6, parking 2 + 1, pets 1 + 1, hoa 1 + 1, fireplace 1 + 1, deposit 1,
 * new_roof 1, occupancy 1, basement 2, gym 2, water_view 2, central_air 1, laundry 1, mountain_view 1,
 * roof_deck 1, screened_porch 1, terrace 1).
 * Shapes (new against held-out-11's header): MLS remarks rewritten by an assistant ("Sure! Here is a polished
 * version..."), Instagram carousels slide by slide, YouTube Shorts scripts with timecodes, a spoken
 * sixty-second recap with every number in words, neighbourhood guides that mention the listing in passing,
 * price-drop emails (was/now), buyer emails comparing two homes, comps notes for other sellers, other units of
 * the same building or complex, open-house recaps, agent bios with past sales, investor pro formas (GSI, cap),
 * Thanksgiving and Christmas greetings, Spanish, Portuguese, Chinese-English and Tagalog-English posts; numbers
 * in words ("one million, seven hundred and fifty thousand dollars", "twelve hundred sixty square feet",
 * "nineteen seventy-eight", "pito ang kwarto", "两房", "三房两卫"); ranges; approximations; metric (m², hectares,
 * 尺, 平方米, decimal points and commas: 8.700 m², 2,15 acres, US$ 1,15 milhão, US$1.795.000); relative and
 * event years ("built ten years ago", "twenty-year-old", "about twenty years ago", "a hundred-plus-year-old",
 * "the year Barcelona hosted the Olympics" = 1992, "the year the Berlin Wall fell" = 1989 against 1996,
 * "late-seventies", "early '80s", "late '80s", "the '50s", "1930s prewar"); abbreviations (4/2.5, 3/2, BR/BA,
 * sf, 25x120); unit numbers (#112, Unit 12, Apt 4F); wrong zips one digit or one area off (03026, 43223, 78751,
 * 20878, 28262, 77079, 60657, 98034, 90292, 10025); MLS numbers with two digits swapped.
 * Traps in clean posts: other homes' prices, beds, pools, garages, basements and screened porches (comps,
 * agent bios, "same block", buyer emails); other units (Apt 6B, unit 7, "the two-bedroom units upstairs");
 * nearby amenities (county and city pools, the Burgess pool and gym, Stonebridge's golf, beach club and aquatic
 * center); market figures (median price, days on market, area rents, gross yield, cap rate, average lot
 * sizes); plans and possibilities ("Could add a pool", "room for a pool", two ADUs, a potential ADU, "could
 * you add a half bath"); questions ("Need in-unit laundry or a gym?", "Need a game room?"); past events (an
 * open house on January 10, a sale); the same fact in unusual form (words, metric, Olympics year, fractions).
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead.
 * Tuned on by helper cl12 in session 14, after its first measure: caught 87.2% (116/133) -> 95.5% (127/133),
 * false alarms 25.2% (39/155) -> 6.6% (9/136), rebased on main at f2806ef (with the claims helper's rules of
 * held-out-11, which alone give 87.2% / 24.7%). No longer blind.
 */
export const HELD_OUT_12: readonly ClaimCase[] = [...HELD_OUT_12_A, ...HELD_OUT_12_B, ...HELD_OUT_12_C];

/** The first blind measure, by the lead at 1277b22 (the rules of 32fc033; nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_12 = {
  commit: '1277b22',
  caught: '87.2% (116 of 133 wrong or unsupported claims)',
  severity_right: '85.7% (114 of 133)',
  false_alarms: '25.2% (39 of 155 findings)',
  clean_posts_flagged: '28.6% (14 of 49)',
};
