import type { ClaimCase } from './case';
import { HELD_OUT_20_A } from './held-out-20-a';
import { HELD_OUT_20_B } from './held-out-20-b';
import { HELD_OUT_20_C } from './held-out-20-c';

/**
 * Twentieth held-out set: 125 whole posts over the 15 listings (8 each, 9 for birch-hollow, cypress,
 * maple-grove, okeefe and sparrow-hawk), 50 clean (40%) and 75 with wrong or unsupported claims, 115 labels
 * (75 block, 40 warn). Written blind to the checker by hand (helper clw20): only the corpus format
 * (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export`
 * lines (CORPUS_NOW, judgeCase, measureClaims; no body read, not run), lines 1-92 of held-out-19.ts
 * (header, conventions, field and feature names, judgement calls, shapes; stopped at its "TUNED ON" line),
 * lines 1-80 of held-out-18.ts, the first 30 lines of held-out-19-a.ts (shape of cases) and the contract's
 * ClaimFinding were read. Lines 76-80 of held-out-18.ts are the first five lines of its "TUNED ON"
 * paragraph (that header's TUNED ON starts before line 80); they were read before the author saw where it
 * began, and name a few said-of rules (loan sums, deposits, silence, wish lists, reported questions, $/sq
 * ft). The posts here follow the brief, not those lines, but the lead should know they were seen. No
 * checker, lexicon, rule, test or other corpus case was opened, and the checker was never run: the only
 * scripts run import these files and count them. Names are held-out-19's: the fields price, beds,
 * baths_total, living_area_sqft, lot_size, year_built, status, property_type, address.postal_code,
 * mls_id, open_houses, and feature:<snake_case> for pool, garage, fireplace, water_view, hoa, deposit,
 * pets, laundry, basement, gym, new_roof, occupancy. Relative years count from 2026.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-18's and -19's headers list, so no post states them: baths of
 * birch-hollow, cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type
 * (no post names a kind of dwelling there, only "unit"); e-9th's type (no condo, co-op or apartment);
 * w-81st's year.
 * Judgement calls, held-out-18's and -19's where they make them: an attached garage at birch-hollow
 * (detached), a 3-car garage at cypress (two-car) and ne-183rd (6 garages), a one-car garage ("garage 1
 * xe") at lee-marie (attached two-car) and a 2-car garage at ocean-front-walk (5+) are garage block; a garage
 * where the listing names none is warn (falling-spring, maple-grove, n-wayne, sparrow-hawk, okeefe,
 * larkspur's reserved space); a pool at marble-creek ("ample space for pool") is block, a pool elsewhere
 * warn (dean-keeton's complex, lee-marie's community pool, a saltwater pool at ne-183rd, a rooftop pool
 * at ocean-front-walk, okeefe's gated community, sparrow-hawk, maple-grove); two fireplaces at marble-creek
 * (3) fireplace block; HOA dues at ne-183rd ("no HOA dues") block, at lee-marie and okeefe warn; in-unit
 * laundry at w-81st, e-9th and dean-keeton laundry warn; Sammamish River views at ne-183rd ("scenic views")
 * and pond views at falling-spring ("scenic vista") water_view warn; "Se entrega vacío" at w-81st
 * (rent-stabilized occupants) occupancy block, "Fully rented, tenants in place" at n-wayne occupancy warn; a
 * roof new in 2019 at maple-grove (2022) new_roof block, a new roof at cypress and sparrow-hawk warn; a
 * "2-flat" at n-wayne (3-flat), a "casa unifamiliar independiente" at okeefe (townhouse) and a "co-op" at
 * w-81st (condo) property_type block; square feet at n-wayne, a price at w-81st and a year built at
 * dean-keeton warn; "no pets in this building" at e-9th ("Pets are welcome") pets block, pets allowed at
 * dean-keeton and larkspur warn; a $750 deposit at dean-keeton ($1,500) deposit block. New call: an open
 * house on a listing that lists none (falling-spring, Sunday June 14) is open_houses warn; a second date at
 * larkspur (Saturday January 17; listed Saturday January 10, 10 AM to noon) is open_houses block, and an
 * invitation to the listed one is clean. Status: "Back on the market" and "Price reduced!" on a sold listing,
 * "UNDER CONTRACT", "Off the market! We accepted an offer", "We accepted an offer", "JUST SOLD", "SOLD over
 * asking" and "¡Vendida en un fin de semana!" on a for-sale one, "RENTED" and "Lease signed! ... off the
 * market" on a for-rent one are block; "Just listed", "¡Nueva en el mercado!", "Price drop", "Price cut",
 * "¡Bajamos el precio!", "Precio reducido" and "¡Nuevo precio!" on a for-sale listing (a changed price
 * beside them is price block) and "Just closed", "SOLD", "¡VENDIDA!", "Vendida!", "已售出" on a sold one are
 * clean. Payments, down payments, other units' and other homes' rents, utilities, medians, cap rates, a
 * neighbour's pool cost and prices per square foot that follow from the listing's figures are no price of
 * the home. Marketing rounding is clean ("$612K", "$489K", "$1.5M", "$1.15M", "$12.95M", "US$ 12,95
 * milhões", "179.5万美元", "48.9万美元", "just under half a million", "just under half an acre" for 0.46,
 * "about 1¼ acres" for 1.27, "about a fifth of an acre" for 0.21, "ten years young" and "hace diez años"
 * for 2016, "casa centenaria" for 1920), as are exact metric figures (117 m² for 1,260 sq ft, 93 m² for
 * 1,000, 288 m² for 3,100, 156 m² for 1,684, 186 m² for 2,000, 428 m² for 4,610, 110 m² for 1,182, 212 m²
 * for 2,285, 72 m² for 780); 1.5 acres for 0.46, 0.25 acre for 3,920 sq ft, 0.3 acres for 6,534, one acre
 * for 0.36, 10 acres for 2.15 and 5,000 sq ft for 2,518 are lot_size block.
 * Labels by field (counted with a script that imports these files): beds 14; status 11; year_built 10
 * block + 1 warn; price 8 block + 1 warn; lot_size 6; living_area_sqft 4 block + 1 warn;
 * address.postal_code 3; property_type 3; baths_total 2; mls_id 1; open_houses 1 block + 1 warn; features
 * 12 block + 36 warn (pool 1 + 7, garage 5 + 6, gym 5, fireplace 1 + 3, basement 3, laundry 3, new_roof
 * 1 + 2, pets 1 + 2, hoa 1 + 2, water_view 2, occupancy 1 + 1, deposit 1).
 * Shapes (new against held-out-15's to -19's headers, except where said): mostly ordinary posts in the
 * agent's own voice with anecdotes ("I walked through ... yesterday", "I had my coffee in the sun room",
 * "I stood on the roof deck last night at sunset", "Walked ... with my stager", "Y'all, I toured ...");
 * "About this home" property-page paragraphs; email newsletters with several listings' blurbs ("NASHUA
 * NOTES, June edition", "This week's Columbus picks", "Montgomery County update"; only this listing's
 * facts are its claims); open-house invitations with dates ("You're invited!", "Open house moved!");
 * closing stories and "Lease signed" / "We accepted an offer" notices; "Run the numbers with me" and
 * house-hack math; comment replies ("@karen_m", "@jess.tx", "@mike_d", "@sara.k", "Q: / A:", recurring
 * from held-out-18); X posts and "Lot: / ZIP:" sheets (recurring from held-out-19). Notations: "$489K",
 * "just under half a million", "3/2", "4/3.5", European decimals and spacing ("0,46 acre", "1,27
 * acre", "1.540 pés quadrados", "2 350 $"), "three and a half baths", "ten years young". Languages:
 * Spanish (28 posts), Portuguese, French, Chinese (4 each) and Vietnamese (3).
 * Traps in clean posts: other homes (18 Dunstable Rd's pool, attached garage and 4 beds, 640 W Rich St #3's
 * rooftop pool and fitness room, 7 Hunt Club Ln's 5 beds, pool and 3-car garage, 3001 Ocean Front Walk's
 * pool and 5 beds, the marble-creek neighbours' $85,000 pool); the buyer's wishes (lee-marie's pool and
 * basement, which "5518 Lee Marie Ln has neither", marble-creek's pool to add); market stats (Nashua's
 * median, Manhattan's median, Montgomery County days on market, 78745's median and days on market, King
 * County's median, Upper West Side condo median, Lakeview cap rates); loan math (cypress, n-wayne, okeefe);
 * rents of other units and utilities (larkspur's unit across the hall and Xcel, n-wayne's upper units, a
 * Willows rental); the neighbourhood's and community's amenities (Franklinton's bars, Stonebridge's golf,
 * beach club and aquatic center, Eddins Elementary and Falcon Creek Park, Blaine Elementary, Caltrain and
 * SFO, the Natural History Museum, Kenmore's ADU code); puffery ("ten years young", "Car people, I'm sorry
 * you missed this one", "the wish list changes at the front door"); facts the description states in other
 * words ("garaje independiente", "chimenea de doble vista" and "cheminée double face" for the see-through
 * fireplace, "terraço com hidromassagem" and "jacuzzi" for the hot tub, "vistas al mar", "laundry in the
 * building", "sin cuotas de HOA", "grounds with room for a pool", "Roof replaced in 2022").
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_20) at 3c03bb7, after
 * helper cl19 tuned on held-out-19 (at 95dcb9d, before that tuning: 87.0% caught, 16.7% false alarms,
 * 12% of clean posts flagged); nobody has tuned on it. Not added to any index or test; do not tune on
 * it without saying so here.
 * TUNED ON since e4b2b05 (helper cl20, branch h-cl20): it no longer measures blind; TUNED_20 says what it
 * reads now. Families, each with tests in new wording beside the code: a newsletter's heading ("SOLD:
 * <address> …", "JUST LISTED: <other address> …") gives its line to the home it names where two lines
 * open so or the listing's own address is named (line-subject.ts; newsletter.test.ts), and a house
 * number after an article ("the 3011 has …", "a 3011 tem …") names the listing, so a second number on
 * its street is a neighbour's (other-address.ts); what a down payment works out to ("20% down on $X is
 * $Y") is no price and cap rates in the plural are the market's (other-money.ts, projections.ts;
 * loan-results.test.ts); a terrace (terraza, terraço, terrasse) is supported by the roof deck or deck the
 * listing names, laundry placed in the building ("lavandería en el edificio") is the building's,
 * Vietnamese "máy giặt … trong căn" is in-unit laundry, "Off the market!" beside another status word is
 * one finding, a spaced "Beds/Baths: 4 / 2.5" (feature-kinds.ts, features-rental.ts,
 * features-vietnamese.ts, repeated-claims.ts, tokenize.ts; one-fact-20.test.ts); a home "finished
 * in"/"terminada en" a year where no part is named (year-finished.ts), a count of units in a building is
 * the building's (whose-fact.ts), "the roof is brand new as of 2023", "toit neuf", "telhado novo"
 * (renovation.ts, features-french.ts, features-portuguese.ts), "cats and dogs are welcome", "se entrega
 * vacío", "casa unifamiliar independiente" (occupancy.ts, property-type.ts; words-20.test.ts); a ZIP
 * after a city's capitals ("…, NYC 10011", address.ts), an open house's date after an invitation ("Open
 * house moved! Join me Saturday, January 17", open-house-time.ts), a car count after the garage without
 * "for" ("garage 1 xe", features.ts), a home placed on the listing's own street name in a sentence about
 * the agent's sellers ("My sellers' four-bedroom Cape on Birch Hollow", other-address.ts;
 * places-dates-20.test.ts). Left as the labels differ from CLAIM_CORPUS's policy: a garage where the
 * listing names a parking space is block there (larkspur, okeefe: 2 severities), in-unit laundry against
 * building laundry is block (w-81st: 1 severity). Left as labels conflict: "alberca y spa" warns the
 * spa (held-out-2, -6 and -8 label "pool & spa" at marble-creek with hot_tub warn; 1 false alarm here),
 * and "wine room" at marble-creek warns an unsupported wine cellar (the description names none; the
 * label leaves it out; 1 false alarm). French spelled counts ("garage deux voitures") are still not
 * counted.
 */
export const HELD_OUT_20: readonly ClaimCase[] = [...HELD_OUT_20_A, ...HELD_OUT_20_B, ...HELD_OUT_20_C];

/** The first measure, by the lead (nobody had tuned on this set), with measureClaims. */
export const FIRST_MEASURE_20 = {
  commit: '3c03bb7',
  caught: '88.7% (102 of 115 wrong or unsupported claims)',
  severity_right: '86.1% (99 of 115)',
  false_alarms: '16.4% (20 of 122 findings)',
  clean_posts_flagged: '12% (6 of 50)',
};

/** After tuning on this set (helper cl20), with measureClaims: no longer a blind figure. */
export const TUNED_20 = {
  commit: 'h-cl20 (ecbf46c)',
  caught: '100% (115 of 115; 112 with the labelled severity)',
  false_alarms: '1.7% (2 of 117 findings)',
  clean_posts_flagged: '0% (0 of 50)',
};
