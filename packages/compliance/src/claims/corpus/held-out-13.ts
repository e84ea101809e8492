import type { ClaimCase } from './case';
import { HELD_OUT_13_A } from './held-out-13-a';
import { HELD_OUT_13_B } from './held-out-13-b';
import { HELD_OUT_13_C } from './held-out-13-c';

/**
 * Thirteenth held-out set (issue #26): 125 whole posts over the 15 listings (8 each, 9 for birch-hollow,
 * cypress and dean-keeton), 49 clean (39%) and 76 with wrong or unsupported claims, 110 labels (78 block,
 * 32 warn). Written blind to the checker by hand: only the corpus format (case.ts), the listings
 * (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export` lines (not run), the
 * first 60 lines of held-out-11.ts (header style, field and feature names) with its FIRST_MEASURE_11
 * literal (shape), and the contract's ClaimFinding were read. No checker, lexicon, rule, test or other
 * corpus case was opened (no held-out-12 file either), and the checker was never run. Names are
 * held-out-11's: the fields price, beds, baths_total, living_area_sqft, lot_size, year_built, status,
 * property_type, address.street, address.postal_code, mls_id, open_houses, and feature:<snake_case> for
 * pool, garage, parking, fireplace, water_view, mountain_view, hoa, deposit, pets, laundry, basement,
 * central_air, gym, new_roof, terrace, occupancy. A name the checker spells differently counts as a miss
 * until reconciled. Relative years count from 2026 ("built two decades ago" = about 2006).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself: baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk
 * (baths_total against the full + half split); dean-keeton's rent ($1,150 against "Rent: $1,500") and type
 * ("Century Condos"); e-9th's type (condo against "cooperatives"); w-81st's year (1920 against "built in
 * 1911", so its "A 1911 classic" post carries only its ZIP label).
 * Judgement calls: marble-creek's "ample space for pool" is no pool, so a pool there is block; a garage
 * count or kind against a stated one is block (attached at birch-hollow's detached, 1-car at cypress's
 * two-car, 2-car at ne-183rd's six), a garage where the listing names none is warn (falling-spring,
 * maple-grove, marble-creek's "3-car" against an uncounted "extended garage", n-wayne, okeefe's assigned
 * space); HOA dues at ne-183rd ("no HOA dues") are block, elsewhere warn; "delivered vacant" at w-81st
 * (rent-stabilized occupants) is occupancy block, "fully leased" at n-wayne occupancy warn; a roof replaced
 * in 2012 at maple-grove (new roof in 2022) is new_roof block; a $750 deposit at dean-keeton ($1,500) is
 * deposit block; two reserved spaces at larkspur (one) parking block; two fireplaces at marble-creek
 * (three) fireplace block; "Private roof terrace" at e-9th (a common roof deck only) terrace warn; "Lake
 * Washington views" at ne-183rd ("scenic views") water_view warn; any price at w-81st (none listed) warn,
 * n-wayne's square footage (none listed) warn; "SOLD"/"JUST SOLD"/"IN ESCROW"/"pending"/"under contract"/
 * "COMING SOON" on a for-sale or for-rent listing and "New Listing"/"under contract" on a sold one are
 * status block; "Correction: 4 bedrooms, not 3" counts the corrected figure (block), and a correction to
 * the right figure ("3,100 sq ft, not 3,400") is clean; "an acre and a quarter" for 1.27 acres, "nearly
 * half an acre" for 0.46, "just over a third of an acre" for 0.36 and "nearly 4,500" for 4,479 are
 * clean approximations; "a quarter-acre lot" at cypress (0.09) and sparrow-hawk (0.16) is block.
 * Labels by field: status 10; beds 10; year_built 10; address.postal_code 9; price 6 block + 1 warn;
 * lot_size 6; baths_total 4; property_type 4; address.street 4; living_area_sqft 3 block + 1 warn; mls_id
 * 1; open_houses 1; features 10 block + 30 warn (pool 1 + 7, garage 3 + 5, hoa 1 + 3, basement 3, parking
 * 1 + 1, fireplace 1 + 1, occupancy 1 + 1, central_air 2, laundry 2, deposit 1, new_roof 1, pets 1, gym
 * 1, terrace 1, mountain_view 1, water_view 1).
 * Shapes (new against held-out-11's header): text-message threads with a buyer, renter, student or
 * investor ("Buyer:/Me:"); Google Business Profile posts; email subject lines plus body; Nextdoor posts;
 * LinkedIn "just closed" stories; door-hanger copy; virtual-tour narration; seller update reports with
 * showing stats and comps; FAQ blocks ("Q: ... A: ..."); emoji feature lists; posts naming two of the
 * agent's listings at different addresses; corrections (right and wrong); ranges ("between 1,400 and
 * 1,500 sq ft", "between 1,650 and 1,700"); fractions and words ("an acre and a quarter", "three and a half
 * baths", "twelve hundred sixty square feet", "Eight hundred fifteen thousand dollars", "Seven hundred
 * thirty-five thousand"); metric (56 m², 93 m², 156 m² on 850 m², 186 m² on 8.700 m²); relative dates
 * ("built two decades ago", "just over two decades ago", "about 50 years ago", "three decades ago", "just a
 * decade ago", "hace 48 años", "just over a century old", "the 1950s", "the 1970s", "the 1990s", "late
 * '70s", "a roof only four years old"); comparatives ("Over 1,500 sq ft", "Over 2,000 sq ft", "Under
 * $13M", "over 93,000 square feet"); Spanish, Portuguese, Chinese and Vietnamese mixed with English.
 * Wrong claims: a half bath counted as full (4 full at falling-spring, 3 full at lee-marie), the living
 * area given as the lot (birch-hollow, lee-marie, marble-creek, ocean-front-walk), unit numbers (#112,
 * APT 14, Apt 4F), a house number (340 Sparrow Hawk), neighbouring ZIPs, transposed prices ($621,000,
 * $257,000, $2,530, $12,590,000), a mistyped MLS number, years a decade or more off.
 * Traps in clean posts: other homes (41 and 39 Birch Hollow, 412 W Town St, 102 S Cypress, 1207 Kestrel
 * Ct, 2034 W Roscoe, 14 Via Marina, 1120 Heron Way, a Speedway house, a Chelsea and an 85th St listing)
 * and another unit (Okeefe Apt 7) with pools, garages, central air, terraces, basements and more beds;
 * market figures (cap rates, a comp's 4.5 baths and price); plans ("ample space to add a pool", "room to
 * build two ADUs"); questions ("Need a home office?", "Could this be your game room?", "Already rented?
 * Not yet!", "Pets? Ask me"); nearby and community amenities (Gregory Gym, Stonebridge's beach club,
 * aquatic center and golf, the Natural History Museum); past events (larkspur's January 10 open house, a
 * March open house at birch-hollow); "No pool, but a rooftop hot tub"; correct facts in unusual form.
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * Not tuned on and not read by any fixer (their dump diffs filtered it out or only counted changed posts).
 * Measured again by the lead at 201e4ac, after session 14's rules (built from held-out-11 and held-out-12):
 * 89.1% caught (98 of 110), 19.7% false alarms (24 of 122 findings), clean posts flagged 20.4%.
 *
 * TUNED ON by helper cl13 (session 15, branch h-cl13), held-out-14 replacing it as the blind set: 96.4%
 * caught (106/110), 3.6% false alarms (4/110), no clean post flagged. Fixed by grammar, each with unit tests
 * in new wording: questions of fact, another number on the listing's street, "Via …" streets, a home placed
 * "at" another address or offered "with …" beside the listing, "2-flats are trading", a past open house,
 * "num terreno", web-traffic views, one comp, decades and centuries ago, "low HOA", an HOA question's
 * answer, held parking spaces, "sq ft of single-family living", Chinese feature words, Spanish "in unit".
 * Then the lead's measure.ts compared baths_full as baths_total (a name reconciliation, not a rule
 * change): "4 full baths"/"three full baths" are baths_full:block, labelled baths_total:block, so 98.2%
 * caught (108/110) and 1.8% false alarms.
 * Left, with the labels questioned rather than tuned to: "Private roof terrace" at e-9th is
 * roof_deck:block (a private one where the description names a common roof deck; the header calls it
 * terrace warn); marble-creek's "pool and spa" also warns of a hot tub (no spa in the listing; unlabelled);
 * okeefe's "attached two-car garage" is garage:block (garage-parking.ts: one assigned space and no garage);
 * "Fully leased" at n-wayne is unread because CLAIM_CORPUS labels "Fully leased Lakeview 3-flat." and
 * "… fully rented." clean while held-out-11 and this set label it occupancy warn.
 */
export const HELD_OUT_13: readonly ClaimCase[] = [...HELD_OUT_13_A, ...HELD_OUT_13_B, ...HELD_OUT_13_C];

/** The first blind measure, by the lead at 2ffe3ea (the rules of 32fc033; nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_13 = {
  commit: '2ffe3ea',
  caught: '87.3% (96 of 110 wrong or unsupported claims)',
  severity_right: '86.4% (95 of 110)',
  false_alarms: '27.3% (36 of 132 findings)',
  clean_posts_flagged: '26.5% (13 of 49)',
};
