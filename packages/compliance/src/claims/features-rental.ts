import type { Feature } from './feature-lexicon';

/**
 * Rental terms and amenities a post may claim (issue 26): pets either way ("cats OK", "no pets"),
 * fees, utilities, in-unit laundry against a building's, heated floors and outdoor kitchens. Each is
 * a material term a renter or buyer relies on (NAR Code of Ethics Art. 12; for fees and pets, the
 * lease terms a landlord must not misstate), so unsupported ones warn and contradicted ones block.
 * Read before features-inside.ts, so its words win a phrase both name ("in-unit laundry").
 */
// Russian too, for Russian-language posts and descriptions: "животные разрешены" (animals allowed),
// "домашние животные запрещены" (pets forbidden), "без животных" (no animals).
const PETS_OK =
  'pets? (are )?(welcome|allowed|friendly|ok)|pet[- ]friendly|(cats?|dogs?) (welcome|allowed|ok)|животные разрешены|можно с (домашними )?животными';
const NO_PETS =
  'no pets|pets (are )?not (allowed|permitted)|no (cats|dogs)|pet[- ]free|животные запрещены|без (домашних )?животных';

export const RENTAL_FEATURES: readonly Feature[] = [
  {
    name: 'pets',
    claims: [
      'cats ok',
      'cats allowed',
      'cats welcome',
      'dogs ok',
      'dogs allowed',
      'dogs welcome',
      'cat friendly',
      'животные разрешены',
      'домашние животные разрешены',
      'можно с животными',
    ],
    support: new RegExp(PETS_OK),
    deny: new RegExp(NO_PETS),
  },
  {
    // A post's "no pets" is a claim about pets too: the listing's "pets are welcome" contradicts it.
    name: 'pets',
    claims: [
      'no pets',
      'pets not allowed',
      'no pets allowed',
      'pets are not allowed',
      'no dogs',
      'no cats',
      'pet free',
      'животные запрещены',
      'домашние животные запрещены',
      'без животных',
      'без домашних животных',
    ],
    support: new RegExp(NO_PETS),
    deny: new RegExp(PETS_OK),
  },
  {
    name: 'fees',
    claims: [
      'application fee',
      'application fees',
      'admin fee',
      'admin fees',
      'administrative fee',
      'move in fee',
      'amenity fee',
      'pet fee',
      'pet rent',
    ],
    support: /application fee|admin(istrative)? fee|move[- ]in fee|amenity fee|pet (fee|rent)/,
  },
  {
    name: 'utilities',
    claims: [
      'utilities included',
      'all utilities included',
      'utilities paid',
      'all bills paid',
      'bills included',
    ],
    support: /utilities (are )?(included|paid)|bills paid/,
    deny: /utilities (are )?not included|tenant pays (all )?utilities/,
  },
  {
    name: 'laundry',
    claims: [
      'in unit washer dryer',
      'in unit washer and dryer',
      'in unit washer',
      'washer dryer in unit',
      'washer and dryer in unit',
      'in unit w d',
      'in unit laundry',
      'laundry in unit',
      // "washer/dryer in the unit": "in unit" with its article.
      'washer dryer in the unit',
      'washer and dryer in the unit',
      'laundry in the unit',
    ],
    support:
      /in[- ]unit (laundry|washer)|washer (and |& |\/ ?)?dryer|w\/d|laundry (area|closet|room) (with|in)/,
    // A building's laundry is not the unit's: "laundry facilities", "shared laundry", "laundry room in the building".
    deny: /laundry facilities|shared laundry|common laundry|laundry in the building|on[- ]site laundry|coin[- ]op/,
  },
  {
    // The other way round: a building's laundry said of a unit whose description has its own in-unit
    // washer and dryer misstates what the tenant gets.
    name: 'laundry',
    claims: [
      'coin op laundry',
      'coin operated laundry',
      'shared laundry',
      'common laundry',
      'laundry facilities',
      'on site laundry',
    ],
    support:
      /laundry facilities|shared laundry|common laundry|laundry in the building|on[- ]site laundry|coin[- ]op/,
    deny: /in[- ]unit (laundry|washer)|(washer (and |& |\/ ?)?dryer|laundry) in (the )?unit/,
  },
  {
    name: 'heated_floors',
    claims: [
      'heated floors',
      'heated floor',
      'radiant floors',
      'radiant floor heating',
      'heated bathroom floors',
    ],
    support: /heated (bathroom )?floors?|radiant/,
  },
  {
    name: 'outdoor_kitchen',
    claims: ['outdoor kitchen', 'summer kitchen', 'built in grill', 'built in bbq'],
    support: /outdoor kitchen|summer kitchen|built[- ]in (grill|bbq)/,
  },
];
