import type { ClaimCase } from './case';
import { HELD_OUT_24_A } from './held-out-24-a';
import { HELD_OUT_24_B } from './held-out-24-b';
import { HELD_OUT_24_C } from './held-out-24-c';

/**
 * Twenty-fourth held-out set: 125 whole posts over the 15 listings (8 each, 9 for cypress, falling-spring,
 * lee-marie, marble-creek and ocean-front-walk), 49 clean (39%) and 76 with wrong or unsupported claims,
 * 87 labels (64 block, 23 warn). Written blind to the checker by hand (helper w24): only the corpus format
 * (case.ts), the listings (listings.ts and listings/*.json, facts and descriptions), measure.ts's `export`
 * lines (CORPUS_NOW, judgeCase, measureClaims; no body read, not run), held-out-23.ts's header up to its
 * "NOT measured by its author" line, held-out-22.ts's header up to its "NOT measured" line and the first 30
 * lines of held-out-23-a.ts (shape of cases) were read. No checker, lexicon, rule, test or other corpus case
 * was opened, and the checker was never run: the only scripts run import these files and count them, and
 * biome. Names are held-out-23's: the fields price, beds, baths_total, living_area_sqft, lot_size,
 * year_built, status, property_type, address.postal_code, mls_id, open_houses, and feature:<snake_case> for
 * pool, garage, fireplace, hoa, deposit, pets, laundry, basement, gym, new_roof, occupancy. Relative years
 * count from 2026.
 * Labels follow from each listing's facts and description (relied-on facts in a comment above each group):
 * `block` where the listing says otherwise, `warn` where it says nothing. Left out where the listing
 * contradicts itself, as held-out-23's header lists, so no post states them: baths of birch-hollow,
 * cypress, okeefe, sparrow-hawk, ne-183rd and ocean-front-walk; dean-keeton's rent and type (posts say
 * "unit", "one-bedroom", "căn", "유닛", and never name "Century Condos"); e-9th's type (posts say "home",
 * "corner one-bedroom", "une chambre d'angle"); w-81st's year.
 * Judgement calls, held-out-23's where it makes them: a three-car garage at cypress (two-car), a one-car
 * garage at lee-marie (attached two-car) and a 3-car garage at ocean-front-walk (5+) garage block; a garage
 * where the listing names none warn (falling-spring's 3-car, e-9th's deeded parking space, okeefe's 2-car
 * attached, whose listing names one covered parking space); a "resort-style pool" at marble-creek ("ample
 * space for pool") pool block, a pool elsewhere warn (birch-hollow, falling-spring, maple-grove,
 * ocean-front-walk, whose roof deck has a hot tub, sparrow-hawk, dean-keeton's residents-only pool);
 * "Four fireplaces" at marble-creek (3) fireplace block, a fireplace at cypress (silent) warn; "$95/month
 * HOA" at ne-183rd ("no HOA dues") hoa block, HOA dues at lee-marie and sparrow-hawk (Stonebridge named, no
 * dues) warn, and "No HOA" at ne-183rd clean; "brand-new roof installed in 2024" at maple-grove ("New roof
 * in 2022") new_roof block, a new roof at cypress warn; "no pets" at e-9th ("Pets are welcome") pets block,
 * dogs welcome at larkspur (silent) pets warn; a $500 deposit at dean-keeton ($1,500) deposit block; an
 * in-unit washer/dryer at e-9th (silent) and w-81st (building laundry) laundry warn; gyms at dean-keeton,
 * larkspur and w-81st warn; a finished basement at falling-spring warn; "Delivered vacant" at w-81st
 * (rent-stabilized occupants) occupancy block; a townhome at maple-grove (single-family), a single-family
 * home at n-wayne (3-flat) and at okeefe (townhouse) property_type block; a price at w-81st ("$995,000")
 * price warn and square feet at n-wayne ("Roughly 5,200 sq ft") living_area_sqft warn.
 * Status and open houses: "JUST LISTED" on sold birch-hollow, "Now available!" on sold ne-183rd and
 * "Rented!" on for-rent dean-keeton are status block; "SOLD", "Closed", "Just sold", "¡Vendida!", "已售出",
 * "تم البيع" on a sold one, "Just listed", "New to market" and "PRICE IMPROVEMENT" on a for-sale one are
 * clean; a new price that differs is price block ("$659,000" at falling-spring, "$338,000" at lee-marie,
 * "Now $851K" at marble-creek, "$11.95M" at ocean-front-walk). An open house where none is listed is
 * open_houses warn (birch-hollow's "Sunday 1–3 pm", also status block); larkspur's "Saturday, January 17,
 * 10–12" (listed Saturday January 10, 10 to noon) is open_houses block and its listed one clean.
 * Subtle errors: 3 baths for 3.5 (falling-spring) and for 1 (larkspur "two full bathrooms") and 3 for 2
 * (maple-grove); digits turned (2,825 sq ft for 2,285; 1951 for 1915; 1902 for 1920; 1932 for 1923;
 * $621,000 for $612,000; $753,000 for $735,000; $851K for $815K; MLS 33148164 for 33148146); years a decade
 * off or near it (2002 for 1992, 2006 for 2016, 1972 for 1962, 1973 for 1983, 1969 for 1996, 2021 for 2025); zips one digit off (20822,
 * 78754, 75027, 10023); lots (1.25 for 2.15 acres, 2.7 for 1.27, "nearly a full acre" for 0.46, "half an
 * acre" for 6,534 sq ft, "a full acre" for 0.36); the cypress price ($257,000 for $275,000) inside mortgage
 * maths; errors placed after a paragraph of market numbers or neighbourhood talk, and in other languages
 * (larkspur's "Дом 1972 года", okeefe's "Construite en 1973", w-81st's "NY 10023" in Korean).
 * Marketing rounding and approximations are clean ("$612K", "$612 mil", "61.2万美元", "$275K", "~3.1K sq
 * ft", "$1.795M", "1,795 M$", "about 93 m²" for 1,000, "87 m²" for 940, "158 m²" for 1,704, "unos 4,480
 * pies²", "~4.5K sq ft", "built in '98", "built in '99", "US$ 348 mil", "48.9万美元", "$1.5M", "150만
 * 달러", "$1.15M", "115万美元", "$12.95M", "US$ 12,95 milhões", "428 m²" for 4,610, "roughly 4.6K square
 * feet", "110 m²" for 1,182, "72 m²" for 780, "casi media acre" for 0.46, "a quarter mile" for .25).
 * Labels by field (counted with a script that imports these files): price 11 block + 1 warn; beds 9;
 * year_built 9; living_area_sqft 5 block + 1 warn; lot_size 5; address.postal_code 4; status 3;
 * baths_total 3; property_type 3; open_houses 1 block + 1 warn; mls_id 1; features 9 block + 20 warn
 * (pool 1 + 6, garage 3 + 3, gym 3, hoa 1 + 2, laundry 2, new_roof 1 + 1, fireplace 1 + 1, pets 1 + 1,
 * deposit 1, occupancy 1, basement 1).
 * Platforms and registers: LinkedIn long-form, Instagram and TikTok captions with hashtags and emoji, X,
 * Facebook Marketplace, flyers, email newsletters and market letters, investor underwriting, renters'
 * notes. Languages (counted by a script): Spanish 8, Chinese 3, Vietnamese 3, Korean 3, Portuguese 2,
 * French 2, Russian 2, Arabic 1; 24 in all (19%).
 * Traps in clean posts: market stats (Nashua's $540,000 median, 6.3% rates, Manhattan's $1.2M median and
 * $1,450 a foot, Denver's $2,100 median rent and 7% vacancy, Westside inventory up 18% and 94 days, three
 * $20M sales in Malibu, UWS $1,650 a foot, Montgomery County inventory 20% below 2019, Energy Corridor 30%
 * fewer options); mortgage maths (lee-marie's 3.5% FHA, $12,180 down, $2,180 a month at 6.75%; the
 * reader's $2,000 rent for a 3-bedroom); n-wayne's underwrite (rents of $3,100, $3,100 and $4,200, 35%
 * expenses, 5% cap, 4% vacancy) and its units' own beds and baths (two 2BR/1BA, a 3BR/2BA duplex); the
 * agent's record (12 years, 41st home); fees (dean-keeton's $1,500 deposit, $75 and $79); phone numbers;
 * commutes and schools (Shady Grove Metro 20 min, Eddins Elementary a quarter mile, Blaine Elementary,
 * Caltrain and 101); ne-183rd's room for two ADUs.
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_24) at 26221ec, with every claim
 * rule of session 18 (tuned on held-out-22 and held-out-23); nobody has tuned on it. Not added to any index or
 * test; do not tune on it without saying so here.
 */
export const HELD_OUT_24: readonly ClaimCase[] = [...HELD_OUT_24_A, ...HELD_OUT_24_B, ...HELD_OUT_24_C];
export { HELD_OUT_24_A, HELD_OUT_24_B, HELD_OUT_24_C };

/** First measure (lead, 26221ec, measureClaims; nobody had tuned on this set). */
export const FIRST_MEASURE_24 = {
  commit: '26221ec',
  caught: '94.3% (82 of 87 wrong or unsupported claims)',
  severity_right: '90.8% (79 of 87)',
  false_alarms: '8.9% (8 of 90 findings)',
  clean_posts_flagged: '10.2% (5 of 49)',
};
