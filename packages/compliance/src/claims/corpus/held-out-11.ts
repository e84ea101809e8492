import type { ClaimCase } from './case';
import { HELD_OUT_11_A } from './held-out-11-a';
import { HELD_OUT_11_B } from './held-out-11-b';
import { HELD_OUT_11_C } from './held-out-11-c';

/**
 * Eleventh held-out set (issue #26): 117 whole posts over the 15 listings (7 or 8 each), 46 clean (39%) and
 * 71 with wrong or unsupported claims, 132 labels (88 block, 44 warn). Written blind to the checker by hand:
 * only the corpus format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions),
 * measure.ts's `export` lines (not run), the first 60 lines of held-out-9.ts (header style) and the
 * contract's ClaimFinding were read. No checker, lexicon, rule, test or other corpus case was opened (no
 * held-out-10 file either), and the checker was never run, so names were chosen without it: the fields
 * price, beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.street,
 * address.postal_code, mls_id, open_houses, and feature:<snake_case> for pool, garage, parking, fireplace,
 * water_view, mountain_view, hoa, deposit, pets, laundry, basement, central_air, gym, new_roof (a new roof's
 * year), roof_deck, screened_porch, terrace, occupancy. A name the checker spells differently counts as a
 * miss until reconciled.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself (as held-out-9): baths of birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and
 * ocean-front-walk; dean-keeton's rent and type ("Century Condos", its building's name, stays unlabelled);
 * e-9th's type (no post says co-op); w-81st's year. Judgement calls: marble-creek's "ample space for pool"
 * is no pool, so a pool there is block (as held-out-9); a garage count against a stated one is block
 * (one-car at cypress and lee-marie, 2-car at ne-183rd's six and ocean-front-walk's 5+), a garage where the
 * listing names none is warn; an open house at another time than larkspur's listed one is block, one at
 * dean-keeton (none listed) is warn; w-81st's in-unit washer is warn (the building's laundry facilities do
 * not rule one out); a "rooftop pool" at ocean-front-walk is warn (its roof deck names a hot tub, not "no
 * pool"); mountain views at falling-spring ("scenic vista") and lake views at ne-183rd ("scenic views")
 * are warn; a private terrace at e-9th (only a common roof deck) is warn; "fully leased" at n-wayne is
 * occupancy warn, "delivered vacant" at w-81st occupancy block; "Lee Marie Ct" against Ln is street block.
 * Labels by field: price 11 block + 1 warn (w-81st has no price); beds 10; baths_total 5; living_area_sqft
 * 10 block + 1 warn; lot_size 8; year_built 12 block + 1 warn; status 8; property_type 2; address.street 4;
 * address.postal_code 2; mls_id 3; open_houses 1 block + 1 warn; features 12 block + 40 warn (pool 1 + 6,
 * garage 4 + 4, pets 1 + 4, hoa 1 + 3, basement 3, water_view 3, fireplace 1 + 2, parking 1 + 1, deposit
 * 1 + 1, occupancy 1 + 1, central_air 2, gym 2, laundry 2, mountain_view 2, roof_deck 2, new_roof 1,
 * screened_porch 1, terrace 1).
 * Shapes (new against held-out-9): Facebook group posts, realtor.com-style "Highlights" blocks (bullets and
 * check marks), agent newsletters with market pulses, buyer-agent emails comparing two homes, "price
 * reduced" reel scripts (HOOK/VO/B-ROLL/CTA), a past open house's sign-in follow-up (larkspur's listed Jan
 * 10, clean) and showing follow-ups, investor one-pagers, "just sold" posts on the two sold listings (and
 * "JUST LISTED", "New listing", "SOLD", "PENDING", "UNDER CONTRACT" on the wrong ones), relocation guides,
 * WhatsApp messages, Spanish, Portuguese and Korean-English posts; numbers in words ("eight hundred fifty
 * thousand dollars", "Four hundred twenty-five thousand"), fractions (2½, "an acre and a quarter", "a bit
 * over a third of an acre", "un cuarto de acre"), approximations ("just under $490K", "north of $700K", "a
 * little over $610K", "a hair under 1,300 sq ft", "just over 1,700", "roughly 93,600 sq ft"), decades and
 * relative years ("late-'70s", "mid-'90s", "mid-'80s", "the 1910s", "anos 80", "años 50", "ten years ago",
 * "about 20 years ago", "15-year-old", "a roof only four years old", "century-plus old"), metric (m²),
 * decimal commas (2,15 acres, US$ 1,15 milhão, US$ 1.795.000), abbreviations (3/2, 4BR/2.5BA, bd/ba/sf,
 * 25×120), unit numbers (#112 against #111, Apt 4F against 4E, Apt 12 against APT 11).
 * Traps in clean posts: other homes' prices, beds, pools, garages, central air, basements, screened porches
 * and terraces (comps, "around the corner", "the one you liked"); other units in the same building (#204,
 * Apt 1, unit #7, the 6th and 8th floors); nearby amenities (a city or county public pool, a public golf
 * course, Gregory Gym, Burgess Park's pool and gym, Stonebridge's aquatic center and golf, Barton Springs);
 * market rents, taxes, cap rates and neighborhood HOA ranges as market figures; plans ("could you add a
 * deck", "room to add" a pool, an ADU, "budget for a new roof"); questions ("Need a home office?", "Need a
 * second bedroom?", "Need a game room?", "Need a nursery?"); a previous open house.
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * Measured blind twice by the lead (measureClaims via a one-off `npx tsx` script on a clean worktree of
 * the commit; no fixer had seen the set): at f267967 (2026-11-26 22:09 UTC, before any claims rule of
 * session 13 had landed) caught 113/132 = 85.6%, right severity 85.6%, false alarms 58/171 findings =
 * 33.9%, clean posts flagged 16/46 = 34.8%; at 1d1db47 (23:05 UTC, after the session's rules for
 * held-out-9's and held-out-10's families) caught 117/132 = 88.6%, right severity 88.6%, false alarms
 * 57/174 = 32.8%, clean posts flagged 16/46 = 34.8%. Most false alarms are other homes and other units of
 * the same building in comparisons and investor notes, and questions or plans ("Need a home office?",
 * "room to add a pool"). TUNED ON after that second measure (helper-103, other homes and hypotheticals):
 * it no longer measures blind.
 * Tuned on again by helper claims in session 14 (measureClaims via a one-off `npx tsx` script): caught
 * 88.6% (117/132) -> 99.2% (131/132), right severity 88.6% -> 98.5% (130/132), false alarms 13.3% (18/135)
 * -> 3.7% (5/136), clean posts flagged 7/46 -> 1/46. Rules: a bare plural subject with a verb of sale or
 * rent is the market's ("Rehabs on … sold", "2-beds rent"), a range far below the price or after "rent"
 * no price, a named or public place's amenity or one a trip away, "furnished" before a shared space,
 * Spanish/Portuguese unit words, a lot glossed in brackets, "a full acre", Spanish/Portuguese land,
 * decades and "casa de 1931", "room"/"space" as a possibility only before for/to, a street's "Walk", a
 * year between "new" and its part, a decade before a builder's name at an address, a spelled sum to the
 * thousands, "in the unit" laundry, a tax sum sourced to the county. Left: "Fully leased" at n-wayne
 * (CLAIM_CORPUS calls "Fully leased Lakeview 3-flat." clean), the cap rate and "Est. taxes" (projections.ts
 * warns on estimates), a 12-month lease, a spa and skyline views (unsupported, unlabelled here).
 */
export const HELD_OUT_11: readonly ClaimCase[] = [...HELD_OUT_11_A, ...HELD_OUT_11_B, ...HELD_OUT_11_C];

/** The lead's blind measure after the session's claims rules (1d1db47); the baseline is in the header. */
export const FIRST_MEASURE_11 = {
  commit: '1d1db47',
  caught: '88.6% (117 of 132 wrong or unsupported claims)',
  severity_right: '88.6% (117 of 132)',
  false_alarms: '32.8% (57 of 174 findings)',
  clean_posts_flagged: '34.8% (16 of 46)',
};
