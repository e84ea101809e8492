import type { ClaimCase } from './case';
import { HELD_OUT_16_A } from './held-out-16-a';
import { HELD_OUT_16_B } from './held-out-16-b';
import { HELD_OUT_16_C } from './held-out-16-c';

/**
 * Sixteenth held-out set (issue #26): 125 whole posts over the 15 listings (8 each, 9 for larkspur,
 * lee-marie, maple-grove, marble-creek and n-wayne), 50 clean (40%) and 75 with wrong or unsupported
 * claims, 119 labels (88 block, 31 warn). Written blind to the checker by hand (helper clw16): only the
 * corpus format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions),
 * measure.ts's `export` lines and its SET_NAMES map (a few lines of judgeCase came with that grep; not
 * run), the first 80 lines of held-out-15.ts (header, conventions, field and feature names) with its
 * HELD_OUT_15 line, the first 30 lines of held-out-15-a.ts (shape of cases), and the contract's
 * ClaimFinding were read. No checker, lexicon, rule, test or other corpus case was opened (no other
 * held-out file either), and the checker was never run. Names are held-out-15's: the fields price, beds,
 * baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.street,
 * address.postal_code, mls_id, open_houses, and feature:<snake_case> for pool, garage, fireplace,
 * water_view, hoa, deposit, pets, laundry, basement, gym, new_roof, occupancy. Relative years count from
 * 2026 ("built nearly 50 years ago" = about 1976-1980, "built just 8 years ago" = 2018, "房龄约10年" =
 * about 2016, "the early 2000s" = 2000-2004).
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-15's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type; e-9th's type;
 * w-81st's year.
 * Judgement calls, held-out-15's where it makes them: a garage count or kind against a stated one is block
 * ("garaje adjunto para 2 autos" at birch-hollow's detached, 3-car at lee-marie's two-car, 3-car at
 * ocean-front-walk's 5+), a garage where the listing names none is warn (falling-spring, maple-grove,
 * n-wayne, sparrow-hawk, larkspur's reserved space, okeefe's assigned covered space); a pool at
 * marble-creek ("ample space for pool") is block, a pool elsewhere warn (ocean-front-walk's rooftop hot
 * tub is no pool; okeefe's "community pool" is a pool claim, warn); HOA dues at ne-183rd ("no HOA dues")
 * are block, elsewhere warn; in-unit laundry at w-81st (building "laundry facilities") and e-9th is laundry
 * warn; "lake views" at ne-183rd ("scenic views") water_view warn; "delivered vacant" at w-81st
 * (rent-stabilized occupants) occupancy block, "fully occupied" at n-wayne occupancy warn; a roof new in
 * 2019 at maple-grove (2022) new_roof block; a "4-unit building" at n-wayne (3-flat) property_type block;
 * square feet per unit at n-wayne and any price at w-81st warn. New calls here, in the same spirit: "two
 * fireplaces" at marble-creek (3 fireplaces) fireplace block; "no-pets building" at e-9th ("Pets are
 * welcome") pets block; a $500 deposit at dean-keeton ($1,500) deposit block; a year built at dean-keeton
 * (none listed) year_built warn; "end-unit townhome" at lee-marie and "detached single-family home" at
 * okeefe (townhouse) property_type block. Status: "SOLD"/"JUST SOLD"/"IN CONTRACT"/"UNDER CONTRACT"/
 * "COMING SOON" on a for-sale listing, "LEASED"/"已出租" on a for-rent one and "BACK ON THE MARKET" on a sold
 * one are block; "PRICE IMPROVEMENT", "JUST LISTED" and "New listing" on a for-sale listing and
 * "VENDIDA"/"NABENTA"/"已售出" on a sold one are clean. An open house on Sunday January 11, 2-4 PM at
 * larkspur (listed Saturday January 10, 10 AM to noon) is open_houses block, the listed one clean;
 * move-in dates (dean-keeton, August 6) and offer review times (cypress) are no open house. Payments, FHA
 * down payments, market medians, cap rates and rents of other homes are no price of the home (clean);
 * marketing rounding is clean ("$1.795M", "$12.95M", "~4,500 SF" for 4,479, "1¼+ acres" for 1.27, "~0.2
 * ac" for 0.21, "0.09-acre" for 3,920 sq ft, "1,650–1,700 sf" for 1,684, "just under half an acre" for
 * 0.46), as are exact metric figures (93 m² for 1,000 sq ft, 87 m² for 940, 416 m² for 4,479, 110 m² for
 * 1,182, 72 m² for 780, 0.87 ektarya for 2.15 acres) and a Roman year (MCMXXIII for 1923).
 * Labels by field: beds 14; year_built 12 block + 1 warn; status 10; price 9 block + 1 warn;
 * address.postal_code 8; address.street 7; living_area_sqft 4 block + 1 warn; lot_size 4; baths_total 4;
 * property_type 3; mls_id 2; open_houses 1; features 10 block + 28 warn (pool 1 + 8, garage 3 + 6, hoa 1 +
 * 2, fireplace 1 + 1, pets 1 + 2, occupancy 1 + 1, laundry 2, gym 2, basement 3, water_view 1, deposit 1,
 * new_roof 1).
 * Shapes (new against held-out-15's header): Instagram carousel slide texts ("Slide 2/5"); Facebook
 * Marketplace listings in the platform's field layout (Price / Bedrooms / Square footage / Parking);
 * LinkedIn "just listed" posts by a team; X threads numbered 1/4...; email drip campaigns ("Email 3 of 6",
 * "Day 1"); postcard copy; text-message blasts; YouTube Shorts scripts with timestamps or [Cut] marks;
 * buyer-tour itineraries covering several homes; price-improvement announcements; coming-soon teasers;
 * relocation guides; school-district pieces; comparison tables (markdown and pipe rows) against other
 * homes; seller testimonials; agent market-update scripts. Notations: emoji digits (3️⃣, 4️⃣0️⃣), "k"/"M",
 * ranges, fractions, "1¼+", "3/2 duplex-down", a Roman year, European separators ("3.100 pés²", "US$ 695
 * mil", "$815.000", "1 795 000 $"), relative years; Spanish, Portuguese, French, Korean, Chinese,
 * Japanese, Vietnamese, Tagalog and Hindi posts.
 * Traps in clean posts: other homes with more (41 and 52 Birch Hollow Rd, 102 S Cypress Ave, 415 W Town
 * St, Rio Grande Lofts, Nueces Flats, 45 Fifth Ave, 19620 Falling Spring Ct, 8 Goshen Ridge Dr, 1200
 * Larkspur St, 5530 and 5702 Lee Marie Ln, 2215 Maple Grove Ln, 6804 Cherry Park Dr, 13922 and 13907
 * Marble Creek Ct, 3800 N Wayne Ave, 2801 Ocean Front Walk, 25 Wavecrest Ave, a Pope St 3BR, 612 Kestrel
 * Ct, 718 Osprey Ln) with pools, garages, basements, central air, gyms and more beds; the agent's business
 * (phone numbers, closings, volume, reviews); market data (medians, days on market, cap rates, average
 * rents, graduation rates, school ratings); mortgage and FHA math; dates and offer deadlines; "room to add
 * a pool"; facts of the community not the home (Stonebridge's aquatic center, The Barrington's doorman,
 * nearby schools and museums, possible ADUs).
 * Keep it out of CLAIM_CORPUS, the corpus test and the bench; do not tune on it without saying so here.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_16, at 9d3ba9f and
 * f887a77, whose claims rules are the same; nobody had tuned on this set).
 *
 * TUNED ON since 8b35831 (helper cl16, branch h-cl16): its families were fixed as general rules, each
 * with tests in new wording beside the code: pipe tables comparing homes give each row or column to
 * the home it names (a house number under a named street, an address, a building's "#unit"), and the
 * listing's own bare cells are read under their row's or column's label (home-table.ts: 23 of its 27
 * false alarms and a miss); what a figure is said of: a median or average cap rate is the market's, the cash a
 * buyer brings is no price, a feature's denial drawn again after "so" is one finding, "the HOA at
 * <address> is only $X" links the sum to the HOA; "SOLD in <Place>" banners; "4-unit brick building";
 * languages: Chinese and Japanese status words (已售出, 已出租) and the home's age (房龄约10年, 築N年),
 * Hindi loanwords (बेडरूम, बाथ, वर्ग फुट, में बना, पूल, गैराज), Spanish, Portuguese and French kind
 * adjectives after the noun ("garaje adjunto").
 * It no longer measures blind; TUNED_16 says what it reads now. Labels left as written where they differ
 * from CLAIM_CORPUS's policy, the difference counted here: a named school district is warned there
 * (schools.ts, held-out-6: 1 false alarm here, okeefe's district piece); "fully occupied" alone is no
 * claim there (cases-price.ts: 1 miss, n-wayne); a garage where the description names a parking space
 * instead is block there (cases-features.ts, cases-generalised-5.ts: larkspur and okeefe, severity) as is
 * an in-unit washer/dryer against the building's laundry (cases-generalised-6.ts: w-81st, severity).
 */
export const HELD_OUT_16: readonly ClaimCase[] = [...HELD_OUT_16_A, ...HELD_OUT_16_B, ...HELD_OUT_16_C];

/** The first measure, by the lead (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_16 = {
  commit: 'f887a77',
  caught: '92.4% (110 of 119 wrong or unsupported claims)',
  severity_right: '89.9% (107 of 119)',
  false_alarms: '19.7% (27 of 137 findings)',
  clean_posts_flagged: '14% (7 of 50)',
};

/** After tuning (helper cl16, measureClaims via misses.mts); see the header for the labels left as written. */
export const TUNED_16 = {
  commit: 'h-cl16 (05ab5c7; unchanged by the later table commit)',
  caught: '99.2% (118 of 119; 115 with the labelled severity)',
  false_alarms: '0.8% (1 of 119 findings)',
  clean_posts_flagged: '2% (1 of 50)',
};
