import type { ClaimCase } from './case';
import { HELD_OUT_22_A } from './held-out-22-a';
import { HELD_OUT_22_B } from './held-out-22-b';
import { HELD_OUT_22_C } from './held-out-22-c';

/**
 * Twenty-second held-out set: 125 whole posts over the 15 listings (8 each, 9 for cypress, falling-spring,
 * lee-marie, marble-creek and ocean-front-walk), 51 clean (41%) and 74 with wrong or unsupported claims,
 * 138 labels (107 block, 31 warn). Written blind to the checker by hand (helper w22): only the corpus format
 * (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export`
 * lines (CORPUS_NOW, judgeCase, measureClaims; no body read, not run), held-out-21.ts's header up to its
 * "NOT measured by its author" line, held-out-20.ts's header up to its "NOT measured" line, the first 30
 * lines of held-out-21-a.ts (shape of cases) and the contract's ClaimFinding (one grep line) were read. No
 * checker, lexicon, rule, test or other corpus case was opened, and the checker was never run: the only
 * scripts run import these files and count them, and biome. Names are held-out-21's: the fields price,
 * beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.postal_code,
 * mls_id, open_houses, and feature:<snake_case> for pool, garage, fireplace, water_view, hoa, deposit, pets,
 * laundry, basement, gym, new_roof, occupancy. Relative years count from 2026.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-21's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type (posts say
 * "unit"); e-9th's type (no condo, co-op or apartment; the French post says "une chambre d'angle"); w-81st's
 * year. No post states an open house except larkspur's listed one (clean).
 * Judgement calls, held-out-21's where it makes them: an attached garage ("garage attenant") at
 * birch-hollow (detached), a single-car garage at cypress (two-car) and lee-marie (attached two-car), a
 * 3-car garage at ne-183rd (6 garages) and a 2-car garage at ocean-front-walk (5+) are garage block; a
 * garage where the listing names none is warn (falling-spring, larkspur, maple-grove, n-wayne, okeefe,
 * sparrow-hawk); a "pool and spa" at marble-creek ("ample space for pool") is pool block, a pool elsewhere
 * warn (birch-hollow, dean-keeton's complex, falling-spring, lee-marie's community pool, maple-grove, a
 * rooftop pool at ocean-front-walk, okeefe's community pool, sparrow-hawk); "dos chimeneas" at marble-creek
 * (3) fireplace block; HOA dues at ne-183rd ("no HOA dues") block, at lee-marie, marble-creek and okeefe
 * warn; in-unit laundry at dean-keeton and e-9th laundry warn, at w-81st (building laundry) warn, and
 * "shared coin laundry down the hall" at larkspur (in-unit) laundry block; "Lake Washington view" at
 * ne-183rd ("scenic views") water_view warn; "Vacant at closing" at w-81st (rent-stabilized occupants)
 * occupancy block, "fully rented with tenants in place" at n-wayne occupancy warn; a 2020 roof at
 * maple-grove (2022) new_roof block; a "four-flat" at n-wayne (3-flat), "townhome" at lee-marie (single
 * family), "detached single-family" at okeefe (townhouse) and "appartement en coopérative" at w-81st (condo)
 * property_type block; a price at w-81st warn; "the building does not allow dogs" at e-9th ("Pets are
 * welcome") pets block, pets allowed at dean-keeton, larkspur and w-81st warn; a $500 deposit at dean-keeton
 * ($1,500) deposit block; a gym at dean-keeton's complex and e-9th's building warn; a finished basement at
 * cypress, falling-spring ("porão acabado") and marble-creek ("sótano terminado") warn. Status: "Back on
 * the market" and "Just listed" on a sold listing (birch-hollow, ne-183rd), "PENDING", "Under contract",
 * "SOLD", "Đã bán!" on a for-sale one, "RENTED" and "已出租！" on a for-rent one are block; "SOLD", "Just
 * sold", "¡VENDIDA!", "¡Vendida!", "Vendue !", "Closed:" on a sold one and "Just listed", "¡Nueva en el
 * mercado!", "New price" on a for-sale one are clean (a changed price beside them is price block). Wrong
 * units: 1.27 hectares for 1.27 acres, 2.15 hectares for 2.15 acres and a 0.46-acre lot for 2,518 sq ft
 * are lot_size block; 1,000 square meters for 1,000 sq ft and 6,969 square feet of living (the lot's
 * figure) for 2,285 are living_area_sqft block; "4 bedrooms and 7 baths" at n-wayne (7 and 4, swapped) is
 * beds and baths_total block. Marketing rounding and approximations are clean ("$612K", "$1.795M", "$1.5M",
 * "$1.15M", "$12.95M", "under $13M", "under $490K", "$735K", "73.5万美元", "US$ 12,95 milhões", "just over
 * 1,500 square feet" for 1,540, "nearly 4,500" and "approx. 4,480" for 4,479, "~1,180" for 1,182, "nearly
 * half an acre" for 0.46, "roughly 0.15 acre" for 6,534 sq ft, "about a fifth of an acre" for 0.21, "1¼
 * acres", "over two acres" for 2.15, "century-old" for 1920, "only four years old" for a 2022 roof), as are
 * metric figures (143 m² for 1,540 sq ft, 364 m² for 3,920, 56 m² for 600, 93 m² for 1,000, 288 m² for
 * 3,100, "más de media hectárea" for 1.27 acres, 87 m² for 940, 158 m² for 1,704, 156 m² for 1,684, 416 m²
 * for 4,479, 186 m² for 2,000, "casi 0.9 hectáreas" for 2.15 acres, 428 m² for 4,610, 156 m² for the 1,684
 * sq ft roof deck, 110 m² for 1,182, 212 m² for 2,285, 647 m² for 6,969, 72 m² for 780).
 * Labels by field (counted with a script that imports these files): beds 15; price 13 block + 1 warn;
 * year_built 13; living_area_sqft 12; status 11; address.postal_code 10; lot_size 9; baths_total 5;
 * property_type 4; mls_id 2; features 13 block + 30 warn (garage 5 + 6, pool 1 + 8, laundry 1 + 3, pets 1 +
 * 3, hoa 1 + 3, basement 3, gym 2, occupancy 1 + 1, deposit 1, new_roof 1, fireplace 1, water_view 1).
 * Shapes: the clean posts are the emphasis (false alarms on clean posts are the checker's weak spot): long
 * LinkedIn-style market reports that reach the home after a paragraph of numbers (Nashua's median and days
 * to agreement, Montgomery County's closings, 28269's and 78745's medians, 77077's closings and $/sq ft,
 * Lakeview cap rates and Southport rents, Kenmore's closings, Westside $10M+ sales, Menlo Park's median,
 * the UWS condo median, Stonebridge's days on market); Instagram captions with emoji and hashtags; X posts;
 * Marketplace ads ("$275,000 · ... · 3 beds"); agent bios in passing ("Fourteen years and 230+ closings",
 * "300+ leases signed", "25 years selling West Houston", "60 two- to four-unit buildings since 2012").
 * Wrong posts are mostly short; some carry the same kind of traps (commute minutes, snowfall, lease terms,
 * occupancy rates, property-tax rates, a city council meeting time). Languages: Spanish (16 posts), French,
 * Chinese (3 each), Portuguese, Vietnamese (2 each); counted by hand.
 * Traps in clean posts: other homes and listings (a Germantown 3-bed townhouse at $449k, 1120 Eldorado
 * Pkwy's four bedrooms and pool at $615K); market stats and rates (medians, days on market, mortgage rates
 * 6.25 to 7%, inventory 40% below 2019, cap rates, average rents, $/sq ft of a ZIP code, a school rating
 * "9/10"); loan math (cypress's $1,560 a month at 10% down, lee-marie's FHA 3.5% down of about $12,200);
 * commute minutes and distances (I-70, Shady Grove Metro, Bethesda, Uptown, Caltrain, SFO, the Short
 * North, 0.3 miles to the Natural History Museum, a quarter mile to Eddins Elementary); phone numbers;
 * fees and dates (dean-keeton's $79, $75 and $1,500 deposit, August 6; larkspur's open house and Xcel's $90);
 * the neighbourhood's amenities (Stonebridge's trails, beach club, golf and pickleball; Terry Hershey Park;
 * Cheesman Park); facts the description states in other words ("standalone garage" for detached, "double
 * garage", "garage for two", "cochera para dos autos", "garaje doble adjunto", "gara đôi liền nhà",
 * "double-sided fireplace", "chimenea de dos caras", "jetted tub" for the jacuzzi tub, "jacuzzi" and
 * "hidromassagem" for the hot tub, "room in the yard for the pool", "amplio espacio para alberca", "its own
 * washer/dryer", "laundry inside each one", "six garages + an RV bay", "sin cuotas de HOA", "roof replaced
 * in 2022", "Pied-à-terre OK", "animaux acceptés").
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_22) at 51ba7bd, with every
 * claim rule of session 17 (cl19-cl21's families); nobody has tuned on it. Not added to any index or test;
 * do not tune on it without saying so here.
 * TUNED ON since 3afe6c9 (helper cl22, branch h-cl22): 99.3% caught (137 of 138; 135 with the labelled
 * severity), 5.5% false alarms (8 of 145 findings), 2% clean posts flagged (1 of 51). No longer blind;
 * TUNED_22 says what it reads now. Families, each with tests in new wording beside the code: a status
 * opening a post with its pace ("SOLD in 9 days") and Vietnamese status words ("Đã bán"), closings named
 * as a market's measure ("closed sales") no status (status.ts, vietnamese.ts; status-pace.test.ts); pets
 * refused with a verb ("does not allow dogs"), two animals "both" welcome, a coin laundry as the
 * building's (features-rental.ts; pets-laundry-words.test.ts); another home the agent also offers ("also
 * have a 3-bed townhouse … at $449k", offered-home.ts), a lot "of about" its area ("terreno … de unos
 * 364 m²", area-part.ts), room for a feature past the place between ("room in the yard for the pool",
 * hypothetical.ts), the fee that pays for an amenity ("included in your dues", hoa.ts), counts spread
 * "across three units" as the building's (room-part.ts), a part before the home's place ("the roof at
 * <address> was replaced in 2020", renovation.ts) (shapes-22.test.ts).
 * Left as they are, where the set's labels differ from the corpus's policy or another set's labels:
 * commute minutes and miles warn (CLAIM_CORPUS's cases-described.ts; 5 findings, 1 clean post); a garage
 * at larkspur and okeefe against a parking space is block (cases-features.ts, cases-generalised-5.ts;
 * labelled warn); "PENDING … went under contract" stays two status claims (repeated-claims.ts: two status
 * words side by side); "washer/dryer in the apartment" at w-81st is no claim (held-out.ts labels it
 * clean; labelled laundry warn here); the spa of "a pool and spa" at marble-creek (hot_tub warn) and
 * "completely redone" at ocean-front-walk (renovation warn, a brand-new build) are claims the listing
 * does not support, which this set leaves unlabelled.
 */
export const HELD_OUT_22: readonly ClaimCase[] = [...HELD_OUT_22_A, ...HELD_OUT_22_B, ...HELD_OUT_22_C];
export { HELD_OUT_22_A, HELD_OUT_22_B, HELD_OUT_22_C };

/** First measure (lead, 51ba7bd, measureClaims; nobody had tuned on this set). */
export const FIRST_MEASURE_22 = {
  commit: '51ba7bd',
  caught: '93.5% (129 of 138 wrong or unsupported claims)',
  severity_right: '92.0% (127 of 138)',
  false_alarms: '9.8% (14 of 143 findings)',
  clean_posts_flagged: '7.8% (4 of 51)',
};

/** After tuning on this set (helper cl22), with measureClaims: no longer a blind figure. */
export const TUNED_22 = {
  commit: 'h-cl22 (3afe6c9)',
  caught: '99.3% (137 of 138; 135 with the labelled severity)',
  false_alarms: '5.5% (8 of 145 findings)',
  clean_posts_flagged: '2% (1 of 51)',
};
