import type { ClaimCase } from './case';
import { HELD_OUT_21_A } from './held-out-21-a';
import { HELD_OUT_21_B } from './held-out-21-b';
import { HELD_OUT_21_C } from './held-out-21-c';

/**
 * Twenty-first held-out set: 125 whole posts over the 15 listings (8 each, 9 for cypress, lee-marie,
 * marble-creek, ocean-front-walk and sparrow-hawk), 50 clean (40%) and 75 with wrong or unsupported claims,
 * 115 labels (78 block, 37 warn). Written blind to the checker by hand (helper clw21): only the corpus
 * format (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's
 * `export` lines (CORPUS_NOW, judgeCase, measureClaims; no body read, not run), held-out-20.ts's header up
 * to its "NOT measured by its author" line, held-out-19.ts's header up to its "NOT measured" line, the
 * first 30 lines of held-out-20-a.ts (shape of cases) and the contract's ClaimFinding (one grep line) were
 * read. No checker, lexicon, rule, test or other corpus case was opened, and the checker was never run: the
 * only scripts run import these files and count them, and biome. Names are held-out-20's: the fields price,
 * beds, baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.postal_code,
 * mls_id, open_houses, and feature:<snake_case> for pool, garage, fireplace, water_view, hoa, deposit, pets,
 * laundry, basement, gym, new_roof, occupancy. Relative years count from 2026.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-20's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type (posts say
 * "unit", and none names the "Century Condos"); e-9th's type (no condo, co-op or apartment; the French post
 * says "logement"); w-81st's year.
 * Judgement calls, held-out-20's where it makes them: an attached two-car garage at birch-hollow
 * (detached), a one-car garage ("garaje para un auto") at lee-marie (attached two-car), a 3-car garage at
 * ne-183rd (6 garages) and a garage for 2 at ocean-front-walk (5+) are garage block; a garage where the
 * listing names none is warn (falling-spring, larkspur, maple-grove, n-wayne, okeefe, sparrow-hawk); a
 * "sparkling pool" at marble-creek ("ample space for pool") is pool block, a pool elsewhere warn
 * (dean-keeton's complex, lee-marie's community pool, falling-spring, maple-grove, ne-183rd, a rooftop pool
 * at ocean-front-walk, okeefe's HOA pool, sparrow-hawk); two fireplaces at marble-creek (3) fireplace block,
 * a fireplace at birch-hollow warn; HOA dues at ne-183rd ("no HOA dues") block, at lee-marie and okeefe
 * warn; in-unit laundry at dean-keeton, e-9th (the post's washer/dryer) and w-81st (building laundry)
 * laundry warn; Lake Washington views at ne-183rd ("scenic views") water_view warn; "Delivered vacant" at
 * w-81st (rent-stabilized occupants) occupancy block, "fully rented with tenants in place" at n-wayne
 * occupancy warn; a 2019 roof at maple-grove (2022) new_roof block, a new roof at cypress and a 2024 roof at
 * sparrow-hawk warn; a "4-unit" building at n-wayne (3-flat), "casa unifamiliar independiente" at okeefe
 * (townhouse) and "cooperativa" at w-81st (condo) property_type block; square feet at n-wayne, a price at
 * w-81st and a year built at dean-keeton warn; "no se permiten mascotas" at e-9th ("Pets are welcome") pets
 * block, "cats OK" at larkspur warn; a $750 deposit at dean-keeton ($1,500) deposit block; a gym at
 * dean-keeton's complex, e-9th's building, larkspur's roof and okeefe's community warn; a finished basement
 * at birch-hollow, cypress, falling-spring and marble-creek warn. Open houses: a Saturday June 13 open house
 * at falling-spring (none listed) is open_houses warn, a Saturday January 17 one at larkspur (listed
 * Saturday January 10, 10 to noon) block, and larkspur's Chinese invitation to the listed one is clean.
 * Status: "UNDER CONTRACT" on a for-sale listing (cypress), "Back on the market" on a sold one (ne-183rd)
 * and "JUST SOLD" on a for-sale one (ocean-front-walk) are block; "Just listed", "New listing", "Price
 * update" and "New price" on a for-sale listing (a changed price beside them is price block) and "SOLD",
 * "Just sold", "¡VENDIDA!" and "Đã bán!" on a sold one are clean. New call: in a price-history post, what
 * the sellers paid years ago (birch-hollow's $289,000 in 2009, ne-183rd's $415,000 in 2001) is no price of
 * the home, and the year they bought is no year built; the closing price beside it is. Payments, down
 * payments, rents of other units and homes, utilities, medians, other homes' prices and HOA dues in a
 * "What $X buys" post are no claim of the home. Marketing rounding is clean ("$612K", "$275K", "$348K",
 * "$489K", "48만 9천 달러", "$735K", "$1.5M", "US$ 1,5 milhão", "$1.15M", "nearly half an acre" for 0.46,
 * "ten years young" for 2016), as are exact metric figures (93 m² for 1,000 sq ft, 428 m² for 4,610, 156 m²
 * for the 1,684 sq ft roof deck); 0.64 acre for 0.46, "un tercio de acre" for 3,920 sq ft, a quarter acre
 * for 6,534 sq ft, 2.7 acres for 1.27, 0.63 acre for 0.36, 5 acres for 2.15 and 0.3 acre for 6,969 sq ft
 * are lot_size block.
 * Labels by field (counted with a script that imports these files): beds 14; year_built 13 block + 1 warn;
 * price 12 block + 1 warn; lot_size 7; living_area_sqft 7 block + 1 warn; address.postal_code 4; status 3;
 * property_type 3; baths_total 2; open_houses 1 block + 1 warn; mls_id 1; features 11 block + 35 warn
 * (pool 1 + 8, garage 4 + 6, basement 4, gym 4, laundry 3, new_roof 1 + 2, hoa 1 + 2, fireplace 1 + 1,
 * pets 1 + 1, occupancy 1 + 1, deposit 1, water_view 1).
 * Shapes (new against held-out-15's to -20's headers, as far as those headers tell): a short agent bio
 * followed by the listing ("Hi, I'm Lena Ortiz ...", "I'm Justin Taber ...", "Soy Heidi Dietrich ...");
 * "5 things I love about ..." numbered lists; neighbourhood-first posts that reach the home at the end
 * (Franklinton, West Campus, Goshen Hunt, the Energy Corridor, the Willows, Stonebridge, the Upper West
 * Side); FAQ blocks ("Q: / A:", "Preguntas frecuentes" with "¿...?" lines); sellers' stories ("The
 * Beaulieus raised three kids in this Cape", "Los dueños criaron a tres hijos", "raised two boys and a
 * golden retriever", "two kids and a lot of chickens"; children are no bed count, a stated room count is);
 * price-history posts; rental application reminders with fees and deposits; "What $X buys in <city>"
 * comparisons; email replies to buyers' agents ("Hi Priya", "Hi Marcus", "Hi Rachel", "Hi Dana", "Hi Tom");
 * photo-caption carousels ("Slide 1:", "1/5", "Carrusel 📸"); budget checks and loan or house-hack math.
 * Notations: "$612K", "4/2.5", "4 bed / 2.5 bath", words ("three beds", "two and a half baths", "Ocho
 * recámaras", "a quarter-acre", "un tercio de acre", "nearly half an acre"), "1 795 000 $", "US$ 695.000",
 * "1,27 acre", "48만 9천 달러", "$2,350/mo". Languages: Spanish (27 posts), Chinese, Vietnamese (3 each), Korean, French, Portuguese and
 * Tagalog (2 each).
 * Traps in clean posts: other homes (12 Ridge Rd's 4 beds, heated pool and attached garage; a Clintonville
 * condo's HOA; a South End condo's HOA and rooftop pool; a Lincoln Park single-family's garage; a Bel Air
 * 5-bed with a pool; a McKinney 4-bed with a 3-car garage and HOA); the buyer's wishes (lee-marie's pool and
 * basement, which it "has neither"; a dean-keeton applicant's cat, not answered); market stats (Village
 * one-bedroom median, 78745's median and days on market); loan math (cypress, e-9th, okeefe, n-wayne's
 * house hack with other units' rents); rents of other units and utilities (larkspur's unit across the hall,
 * Xcel, renter's insurance; Menlo Park two-bedroom rents); past prices in price histories; the
 * neighbourhood's and community's amenities (Franklinton's breweries and COSI, Seneca Creek, Terry Hershey
 * Park, Caltrain and SFO, Stonebridge's golf, beach club and aquatic center, Eddins Elementary, Blaine
 * Elementary, the Natural History Museum, Kenmore's ADU code); puffery ("ten years young", "Same money,
 * very different weekends", "Lemonade's on me"); facts the description states in other words ("garaje
 * doble adjunto", "chimenea de doble vista", "lò sưởi hai mặt", "bồn jacuzzi", "jacuzzi" and "hot tub" for
 * the roof-deck hot tub, "room for a pool", "amplio espacio para una", "Sin cuotas de HOA", "laundry in the
 * building", "楼内洗衣房", "a roof that was replaced in 2022", "pied-à-terre use is allowed").
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_21) at ac27122, after cl20's
 * tuning on held-out-20 (the session's last claim rules); nobody has tuned on it. Not added to any index or
 * test; do not tune on it without saying so here.
 * TUNED ON since 987245c (helper cl21, branch h-cl21): it no longer measures blind; TUNED_21 says what it
 * reads now. Families, each with tests in new wording beside the code: the homes one budget buys ("What
 * $350K buys in Charlotte: → South End: a 1-bed condo …", "For $X you could get …") are other homes, one
 * to a line, sentence or "or" clause, but for the part naming the listing's address (budget-homes.ts;
 * budget-homes.test.ts); a past purchase with its year ("the sellers bought it in 2009 for $289,000") is
 * history, Spanish medians ("precio mediano", "la mediana") and "financias $X" are no price (price.ts,
 * other-money.ts, spanish.ts; price-history.test.ts); a town's place "on the riverfront" and Spanish "un
 * camino" (a road, not Italian's fireplace) are no feature, what buyers "wanted"/"needed" is a wish, what
 * renters pay "for a two-bedroom" is the market's (feature-owner.ts, asked-for.ts, whose-fact.ts;
 * feature-owner.test.ts); a home "across the street from" a landmark is the listing placed, "no se
 * permiten mascotas"/"sin mascotas" deny pets, "cooperativa" is a co-op, "un tercio de acre" a third of an
 * acre (comparison.ts, features-rental.ts, property-type.ts, area-fractions.ts; spanish-terms.test.ts).
 * Left as they are: the wine cellar at marble-creek and the "huerto" at falling-spring (no description
 * names either, so warn stays the checker's reading), "Edificio de 4 unidades" at n-wayne (labelled
 * property_type; the checker's English count is feature:units), and garage/laundry severities at
 * larkspur, okeefe (a "reserved parking space" reads as no garage: block) and w-81st.
 */
export const HELD_OUT_21: readonly ClaimCase[] = [...HELD_OUT_21_A, ...HELD_OUT_21_B, ...HELD_OUT_21_C];

/** The first measure, by the lead (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_21 = {
  commit: 'ac27122',
  caught: '95.7% (110 of 115 wrong or unsupported claims)',
  severity_right: '93.0% (107 of 115)',
  false_alarms: '21.4% (30 of 140 findings)',
  clean_posts_flagged: '26% (13 of 50)',
};

/** After tuning on this set (helper cl21), with measureClaims: no longer a blind figure. */
export const TUNED_21 = {
  commit: 'h-cl21 (bcf8234)',
  caught: '99.1% (114 of 115; 111 with the labelled severity)',
  false_alarms: '1.7% (2 of 116 findings)',
  clean_posts_flagged: '2% (1 of 50)',
};
