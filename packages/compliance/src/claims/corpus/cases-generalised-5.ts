import type { ClaimCase } from './case';

/**
 * Cases written for the families a blind measure showed (issue 26), in posts of other shapes and on
 * other listings than the unseen posts: whose fact a comparison states, brokerage names, Portuguese
 * notation, investor projections, spec rows, private vs shared, street suffixes, occupancy, open-house
 * times and named views. Contradictions are written from each listing's facts.
 */
export const GENERALISED_CASES_5: ClaimCase[] = [
  // 1. Another home's figures are not the listing's; the listing's own clause is still checked.
  [
    'lee-marie',
    'Compared to the 3-bed ranch on Oak St at $420K, 5518 Lee Marie Ln offers 4 beds for $348K.',
    '',
  ],
  ['lee-marie', 'Compared to the ranch on Oak St, 5518 Lee Marie Ln offers 5 beds for $348K.', 'beds:block'],
  ['sparrow-hawk', 'Unlike the 2-story homes nearby, this 3 bed is all on one level at $450,000.', ''],
  ['cypress', 'A 4-bed down the street went for $340K. This 3 bed bungalow is $275,000.', ''],
  ['cypress', 'A 4-bed down the street is $340K, while this 3 bed bungalow is $295,000.', 'price:block'],
  ['marble-creek', 'Bigger than the typical 3,000 sq ft Energy Corridor home: 4,479 sq ft here.', ''],
  [
    'falling-spring',
    'The 5-bed at 19822 sold for $800K, but 19810 Falling Spring Ct is 4 bed for $695K.',
    '',
  ],
  ['falling-spring', 'The one at 19822 has a pool; ours has 4 beds on 2 acres.', 'lot_size:block'],
  ['maple-grove', 'Versus a new build at $600K, this 3 bed at $489,000 is a steal.', ''],
  ['okeefe', 'A 3-bed in Palo Alto costs over $3M; this 2 bed townhome is $735K.', ''],
  ['okeefe', 'This 3 bed townhome is $735K in Menlo Park.', 'beds:block'],
  // 2. A brokerage's or agent's name in a signature is no feature.
  ['birch-hollow', 'Just sold in Nashua, 3 bed Cape. Lena Ortiz — Granite Gate Realty', ''],
  ['cypress', '3 bed bungalow, $275K. Justin Taber, Skyline Pool Properties', ''],
  ['cypress', '3 bed bungalow with a pool, $275K. Justin Taber, Associates Realty', 'feature:pool:warn'],
  // 3. Portuguese posts: decimal commas, thousands dots, quartos/banheiros/lavabo, pés quadrados.
  ['marble-creek', 'Casa com 4 quartos e 3,5 banheiros em terreno de 0,36 acre, US$ 815.000.', ''],
  ['marble-creek', 'Casa com 4 quartos e 2,5 banheiros, US$ 815.000.', 'baths_total:block'],
  ['ne-183rd', 'Vendida! 3 quartos em 2,15 acres, construída em 1996.', ''],
  ['ne-183rd', 'Vendida! 3 quartos em 1,15 acres em Kenmore.', 'lot_size:block'],
  ['okeefe', 'Townhome com 2 quartos e 1.182 pés quadrados, à venda por US$ 735.000.', ''],
  ['okeefe', 'Townhome com 2 quartos e 1.482 pés quadrados, à venda.', 'living_area_sqft:block'],
  ['sparrow-hawk', 'Casa à venda com 3 quartos, 2.285 pés quadrados, US$ 450.000.', ''],
  ['sparrow-hawk', 'Casa à venda com 4 quartos em McKinney, US$ 540.000.', 'beds:block price:block'],
  ['birch-hollow', 'Vendida por US$ 612.000! Casa com 3 quartos e 1 lavabo.', ''],
  ['lee-marie', 'Casa com 4 quartos, construída em 2006, à venda em Charlotte.', 'year_built:block'],
  // 4. A feature the listing states in other words; a possibility is no claim.
  ['okeefe', 'Menlo Park townhome, 2 bed, with an assigned covered parking space.', ''],
  ['okeefe', 'Menlo Park townhome, 2 bed, with 2 assigned parking spaces.', 'feature:parking:block'],
  ['cypress', 'Zoning allows an ADU out back, buyers to verify. 3 bed bungalow.', ''],
  ['lee-marie', 'Fenced backyard with potential for a pool. 4 bed in Charlotte.', ''],
  ['lee-marie', 'Fenced backyard with a pool. 4 bed in Charlotte.', 'feature:pool:warn'],
  // 5. Level land is no story count.
  ['ne-183rd', 'Gated 3-bedroom estate on 2.15 level acres in Kenmore.', ''],
  ['sparrow-hawk', 'Single-story 3 bed on a level lot, $450K.', ''],
  ['sparrow-hawk', 'Two-level 3 bed on a level lot, $450K.', 'feature:stories:block'],
  // 6. Investor projections: rent estimates and cap rates are claims to substantiate (NAR CoE Art. 12).
  // The two n-wayne cases moved here from cases-price.ts and cases-no-claim.ts, labelled clean before.
  ['n-wayne', 'Gross rents of $9,800/mo and individual HVAC.', 'feature:rent_estimate:warn'],
  ['n-wayne', 'Cap rate around 5%, call for the rent roll.', 'feature:cap_rate:warn'],
  [
    'n-wayne',
    'Lakeview 3-flat at $1.5M; units should rent near $2,800/mo each.',
    'feature:rent_estimate:warn',
  ],
  ['n-wayne', 'Pencils to a 6.5% cap rate at $1.5M.', 'feature:cap_rate:warn'],
  ['ne-183rd', 'Sold! 2 ADUs allowed; each could rent for $2,200/mo.', 'feature:rent_estimate:warn'],
  ['cypress', 'Franklinton rents run $1,600 a month. 3 bed bungalow, $275K.', 'feature:rent_estimate:warn'],
  ['larkspur', '2 bed apartment for rent at $2,350/mo in Denver.', ''],
  ['larkspur', '2 bed apartment for rent at $2,550/mo in Denver.', 'price:block'],
  ['maple-grove', '3 bed at $489K; HOA $0 and est. payment $2,900/mo.', ''],
  // 7. CSV-like spec rows: each value is its column's claim.
  ['sparrow-hawk', 'Quick specs\nbeds,baths,sqft,year,price\n3,3,2285,1998,450000', ''],
  ['sparrow-hawk', 'beds,baths,sqft,year,price\n4,3,2285,1998,450000', 'beds:block'],
  ['cypress', 'street,zip,status,price\n88 S Cypress Ave,43222,for_sale,275000', ''],
  [
    'cypress',
    'street,zip,status,price\n88 S Cypress Ave,43223,for_sale,257000',
    'address.postal_code:block price:block',
  ],
  ['n-wayne', 'mls,beds,baths,lot_sqft\n12477908,7,4,3000', ''],
  ['ne-183rd', 'status,price,acres\nsold,1150000,3.15', 'lot_size:block'],
  // 8. Private against shared; a garage where the listing gives one assigned space.
  ['okeefe', 'Gated 2 bed townhome with an oversized private patio.', ''],
  ['okeefe', 'Gated 2 bed townhome with a shared patio out back.', 'feature:patio:block'],
  ['okeefe', '2 bed townhome in the Willows with an attached 2-car garage.', 'feature:garage:block'],
  ['lee-marie', '4 bed with a private fenced backyard and patio.', ''],
  ['cypress', '3 bed bungalow with a two-car garage and fenced lot.', ''],
  // 9. The street's suffix (USPS Pub. 28 standard forms).
  ['falling-spring', 'Just listed: 19810 Falling Spring Drive, 4 bed colonial.', 'address.street:block'],
  ['falling-spring', 'Just listed: 19810 Falling Spring Ct, 4 bed colonial.', ''],
  ['marble-creek', '13915 Marble Creek Dr in Houston, 4 bed.', 'address.street:block'],
  ['marble-creek', '13915 Marble Creek Court in Houston, 4 bed.', ''],
  ['lee-marie', '5518 Lee Marie Lane, Charlotte: 4 bed.', ''],
  ['birch-hollow', 'Sold: 37 Birch Hollow Dr, Nashua.', 'address.street:block'],
  // 10. Occupancy: w-81st has "Current occupants holding rent-stabilized leases".
  ['w-81st', 'Upper West Side 2 bed condo, delivered vacant.', 'feature:occupancy:block'],
  ['w-81st', 'Investor alert: 2 bed condo sold with tenants in place.', ''],
  ['w-81st', 'Upper West Side 2 bed condo, vacant at closing, in The Barrington.', 'feature:occupancy:block'],
  // 11. Open-house hours and a date in the sentence after (larkspur: Jan 10, 10:00-12:00).
  ['larkspur', 'Open house Saturday Jan 10, 1–3 pm. 2 bed for rent in Denver.', 'open_houses:block'],
  ['larkspur', 'Open house Saturday Jan 10, 10 am–noon. 2 bed for rent in Denver.', ''],
  ['larkspur', 'Open House! 🏡\nSat Jan 24, 10–12. 2 bed for rent.', 'open_houses:block'],
  ['larkspur', 'Open House this weekend!\nSaturday, January 10, 10–12.', ''],
  // 12. A view named by its water claims a water view.
  ['ne-183rd', 'Sold! Gated Kenmore estate with Lake Washington views.', 'feature:water_view:warn'],
  ['ne-183rd', 'Sold! Gated Kenmore estate with park-like grounds and scenic views.', ''],
  ['ocean-front-walk', 'Brand new beachfront home with Santa Monica Bay views.', ''],
  ['e-9th', 'Prewar 1 bed with East River views.', 'feature:water_view:warn'],
  // More contradictions across the families, written from each listing's facts.
  [
    'birch-hollow',
    'Unlike the 4-bed on Elm St, 37 Birch Hollow Rd sold with 3 beds on 0.64 acres.',
    'lot_size:block',
  ],
  [
    'e-9th',
    'A typical Village 1 bed is 700 sq ft; 29 E 9th St gives you 1,200 sq ft.',
    'living_area_sqft:block',
  ],
  ['n-wayne', 'The 2-flat next door sold for $1.1M. This 4-flat is $1.5M.', 'feature:units:block'],
  ['maple-grove', 'Versus the comps at $520K, this 3 bed is $498,000.', 'price:block'],
  ['lee-marie', 'Casa com 5 quartos e 2,5 banheiros em Charlotte, US$ 348.000.', 'beds:block'],
  [
    'cypress',
    'Casa à venda com 3 quartos, 1.620 pés quadrados, construída em 1920.',
    'living_area_sqft:block',
  ],
  ['okeefe', 'Townhome com 2 quartos, vendida por US$ 735.000.', 'status:block'],
  ['maple-grove', 'beds,baths,sqft,year\n3,2,1684,2008', 'year_built:block'],
  ['okeefe', 'status,price,beds\nsold,735000,2', 'status:block'],
  ['falling-spring', '19810 Falling Spring Rd: 4 bed colonial on 1.27 acres.', 'address.street:block'],
  ['larkspur', 'Open house Sat Jan 10 from 2 to 4 pm. 2 bed for rent in Denver.', 'open_houses:block'],
  ['w-81st', 'Delivered vacant: 2 bed, 1 bath condo near the park.', 'feature:occupancy:block'],
  ['okeefe', '2 bed townhome with a private 2-car garage.', 'feature:garage:block'],
  ['sparrow-hawk', 'McKinney 3 bed with White Rock Lake views.', 'feature:water_view:warn'],
  [
    'marble-creek',
    'Rents in the Energy Corridor run $4,500/mo; 4 bed custom home.',
    'feature:rent_estimate:warn',
  ],
  [
    'falling-spring',
    'Could rent near $3,900/mo. 4 bed colonial on 1.27 acres.',
    'feature:rent_estimate:warn',
  ],
  ['n-wayne', '7% cap rate on a Lakeview 3-flat at $1.5M.', 'feature:cap_rate:warn'],
  // More comparison traps: the other home's figures are no claim.
  [
    'marble-creek',
    'Similar homes in the Energy Corridor sold for $950K; 13915 Marble Creek Ct is $815K.',
    '',
  ],
  ['sparrow-hawk', 'The one on Oak Bend has 5 beds and a pool; this 3 bed has a flagstone patio.', ''],
  // Comparison traps of more shapes: plural homes, "below the", a contrasted clause, an opening place.
  ['lee-marie', 'New builds in the area list at $420K with 3 beds; 5518 Lee Marie Ln is $348K.', ''],
  ['cypress', 'Renovated 4 bed houses in Franklinton sell for $380K. This 3 bed is $275K.', ''],
  ['okeefe', 'Priced below the 3 bed at 171 Okeefe St, which listed at $910K.', ''],
  ['marble-creek', 'While a 5-bed on Kimberley Ln fetched $1.1M, this 4 bed custom home asks $815K.', ''],
  ['maple-grove', 'Next door, 2211 Maple Grove Ln has a pool and 4 beds. Ours has a covered patio.', ''],
  [
    'marble-creek',
    'While a 5-bed on Kimberley Ln fetched $1.1M, this 4 bed custom home asks $850K.',
    'price:block',
  ],
  // Portuguese scale words and halves, quoted CSV cells, water names joined to another view.
  ['ne-183rd', 'Vendida por US$ 1,15 milhão! 3 quartos em Kenmore.', ''],
  ['ne-183rd', 'Vendida por US$ 1,5 milhão! 3 quartos em Kenmore.', 'price:block'],
  ['falling-spring', 'À venda: 4 quartos e 3 banheiros e meio em 1,27 acre.', ''],
  ['sparrow-hawk', 'Beds,Baths,Square Feet,List Price\n3,3,2285,"$450,000"', ''],
  ['sparrow-hawk', 'Beds,Baths,Square Feet,List Price\n3,3,2258,"$450,000"', 'living_area_sqft:block'],
  ['ne-183rd', 'Sold: 3 bed on 2.15 acres with views of Lake Washington.', 'feature:water_view:warn'],
  // A date before the open house's words in its sentence.
  [
    'larkspur',
    'Join us Saturday Jan 24 from 10 to noon for an open house! 2 bed in Denver.',
    'open_houses:block',
  ],
  ['larkspur', 'Join us Saturday, January 10 from 10 to noon for our open house.', ''],
  // e-9th's description: "The extraordinarily landscaped common roof deck".
  ['e-9th', 'Prewar 1 bed co-op with a landscaped private roof deck.', 'feature:roof_deck:block'],
  ['e-9th', 'Prewar 1 bed co-op with a landscaped common roof deck.', ''],
  ['e-9th', 'Prewar 1 bed with a shared roof deck in the Village.', ''],
  // More contradictions and unsupported claims, one or two per family, from each listing's facts.
  ['cypress', 'Unlike the flips on the next block, this 4 bed bungalow is original.', 'beds:block'],
  [
    'sparrow-hawk',
    'Compared with new builds at $500K, 304 Sparrow Hawk is 3 bed, 2,500 sq ft.',
    'living_area_sqft:block',
  ],
  ['w-81st', 'Next door they ask $1.2M; this 3 bed condo is a better buy.', 'beds:block'],
  ['lee-marie', '— Steven Norris, EXP Realty LLC. 4 bed with a pool, Charlotte.', 'feature:pool:warn'],
  ['birch-hollow', 'Casa vendida em Nashua com 4 quartos e 1.540 pés quadrados.', 'beds:block'],
  ['marble-creek', 'À venda em Houston: 4 quartos, terreno de 0,63 acre.', 'lot_size:block'],
  ['okeefe', 'Townhome com 2 quartos, construída em 1993, à venda.', 'year_built:block'],
  ['e-9th', 'Co-op de 1 quarto, 1.100 pés quadrados, US$ 1.795.000.', 'living_area_sqft:block'],
  ['ne-183rd', 'Sold: 3-bedroom estate on 2.15 level acres, built 1986.', 'year_built:block'],
  [
    'lee-marie',
    'Charlotte 4 bed: rents nearby run $2,300/mo; est. cap rate 6%.',
    'feature:rent_estimate:warn feature:cap_rate:warn',
  ],
  ['falling-spring', 'beds\tbaths\tacres\n4\t3.5\t2.27', 'lot_size:block'],
  ['lee-marie', 'Beds | Baths | Year\n4 | 3.5 | 2016', 'baths_total:block'],
  ['larkspur', 'status,price\nfor_rent,2550', 'price:block'],
  ['okeefe', '2 bed townhome with a 1-car garage and guest parking.', 'feature:garage:block'],
  ['okeefe', 'Gated townhome, 2 bed, with a communal patio.', 'feature:patio:block'],
  ['sparrow-hawk', '304 Sparrow Hawk Dr is a 4 bed in McKinney.', 'beds:block'],
  ['lee-marie', '5518 Lee Marie Ct, Charlotte: 4 bed, 2.5 bath.', 'address.street:block'],
  ['w-81st', '2 bed condo on the UWS, vacant on delivery.', 'feature:occupancy:block'],
  ['larkspur', 'Open house Saturday 1/10, 1–3 pm. 2 bed for rent.', 'open_houses:block'],
  ['lee-marie', '4 bed in Charlotte with Mountain Island Lake views.', 'feature:water_view:warn'],
];
