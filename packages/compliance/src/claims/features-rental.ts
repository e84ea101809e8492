import type { Feature } from './feature-lexicon';
import { VIETNAMESE_IN_UNIT_LAUNDRY } from './features-vietnamese';

/**
 * Cats and dogs said together as welcome: "cats and dogs are welcome", "dogs & cats allowed" (one
 * animal alone keeps the shorter phrases below, "cats welcome", so an answer's "small dogs are
 * welcome" after "Are pets allowed?" stays the question's one claim).
 */
const ANIMALS_WELCOME = ['cats and dogs', 'dogs and cats', 'cats & dogs', 'dogs & cats', 'cats or dogs']
  .flatMap((a) => [a, `${a} are`, `${a} are both`, `${a} both`])
  .flatMap((a) => ['welcome', 'allowed', 'ok', 'okay', 'accepted'].map((v) => `${a} ${v}`));

/**
 * A landlord's or building's refusal said with a verb: "the building does not allow dogs", "we don't
 * accept pets", "won't permit cats" (the lease term a renter relies on, as "no pets" is).
 */
const PETS_REFUSED = [
  'does not',
  "doesn't",
  'do not',
  "don't",
  'will not',
  "won't",
  'cannot',
  "can't",
].flatMap((neg) =>
  ['allow', 'accept', 'permit'].flatMap((verb) =>
    ['pets', 'dogs', 'cats', 'animals'].flatMap((animal) => [
      `${neg} ${verb} ${animal}`,
      `${neg} ${verb} any ${animal}`,
    ]),
  ),
);

/**
 * Rental terms and amenities a post may claim (issue 26): pets either way ("cats OK", "no pets"),
 * fees, utilities, in-unit laundry against a building's, heated floors and outdoor kitchens. Each is
 * a material term a renter or buyer relies on (NAR Code of Ethics Art. 12; for fees and pets, the
 * lease terms a landlord must not misstate), so unsupported ones warn and contradicted ones block.
 * Read before features-inside.ts, so its words win a phrase both name ("in-unit laundry").
 */
// Russian too, for Russian-language posts and descriptions: "животные разрешены" (animals allowed),
// "домашние животные запрещены" (pets forbidden), "без животных" (no animals).
// German, Italian, Polish and French too: "Haustiere erlaubt", "animali ammessi", "zwierzęta
// akceptowane", "animaux acceptés"; and their denials: "keine Haustiere", "animali non ammessi",
// "zwierzęta nie są akceptowane", "pas d'animaux".
const PETS_OK =
  'pets? (are )?(welcome|allowed|friendly|ok)|pet[- ]friendly|(cats?|dogs?) (welcome|allowed|ok)|животные разрешены|можно с (домашними )?животными|haustiere (sind )?(erlaubt|willkommen)|animali (domestici )?(ammessi|benvenuti)|zwierzęta (są )?(akceptowane|mile widziane|dozwolone)|animaux (sont )?(acceptés|admis|bienvenus)';
const NO_PETS =
  "(not|n't) (allow|accept|permit) (any )?(pets|dogs|cats|animals)|no pets|pets (are )?not (allowed|permitted)|no (cats|dogs)|pet[- ]free|животные запрещены|без (домашних )?животных|keine haustiere|haustiere (sind )?nicht erlaubt|animali (domestici )?non (sono )?ammessi|niente animali|zwierzęta nie (są )?(akceptowane|dozwolone)|bez zwierząt|zakaz zwierząt|animaux (non acceptés|interdits)|pas d.animaux|no se (permiten|aceptan) mascotas|mascotas no (permitidas|aceptadas)|sin mascotas";

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
      // "cats and dogs are welcome", "dogs & cats allowed": the animals said together, with or without "are".
      ...ANIMALS_WELCOME,
      'животные разрешены',
      'домашние животные разрешены',
      'можно с животными',
      'haustiere erlaubt',
      'haustiere willkommen',
      'animali ammessi',
      'animali domestici ammessi',
      'animali benvenuti',
      'zwierzęta akceptowane',
      'zwierzęta są akceptowane',
      'zwierzęta mile widziane',
      'animaux acceptés',
      'animaux admis',
    ],
    support: new RegExp(PETS_OK),
    deny: new RegExp(NO_PETS),
  },
  {
    // A post's "no pets" is a claim about pets too: the listing's "pets are welcome" contradicts it.
    name: 'pets',
    claims: [
      'no pets',
      ...PETS_REFUSED,
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
      'keine haustiere',
      'haustiere nicht erlaubt',
      'animali non ammessi',
      'niente animali',
      'zwierzęta nie są akceptowane',
      'zwierzęta nie są dozwolone',
      'bez zwierząt',
      'zakaz zwierząt',
      'animaux non acceptés',
      'animaux interdits',
      // Spanish: "no se permiten mascotas", "sin mascotas" (Real Academia: "permitir", to allow).
      'no se permiten mascotas',
      'no se aceptan mascotas',
      'mascotas no permitidas',
      'sin mascotas',
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
      // The sheet's "W/D in unit", and Canada's "in-suite laundry".
      'w d in unit',
      'w d in the unit',
      'in suite laundry',
      'laundry in suite',
      'in suite washer dryer',
      ...VIETNAMESE_IN_UNIT_LAUNDRY,
    ],
    support:
      /in[- ]unit (laundry|washer)|washer (and |& |\/ ?)?dryer|w\/d|laundry (area|closet|room) (with|in)/,
    // A building's laundry is not the unit's: "laundry facilities", "shared laundry", "laundry room in the building".
    deny: /laundry facilities|shared laundry|common laundry|laundry in the building|on[- ]site laundry|coin[- ]op|coin laundry/,
  },
  {
    // The other way round: a building's laundry said of a unit whose description has its own in-unit
    // washer and dryer misstates what the tenant gets.
    name: 'laundry',
    claims: [
      'coin op laundry',
      // A coin laundry is the building's, shared or not: "shared coin laundry down the hall" ("laundry
      // down the hall" alone may be a house's own laundry room).
      'coin laundry',
      'coin operated laundry',
      'shared laundry',
      'common laundry',
      'laundry facilities',
      'on site laundry',
      // A building's laundry in Italian, Spanish, Portuguese, French, German and Polish posts.
      'lavanderia condominiale',
      'lavanderia comune',
      'lavanderia in comune',
      'lavandería común',
      'lavandería compartida',
      'lavanderia compartilhada',
      'lavanderia coletiva',
      'buanderie commune',
      'gemeinschaftswaschküche',
      'pralnia wspólna',
      // A laundry placed in the building: "laundry in the building", "lavandería en el edificio".
      'laundry in the building',
      'laundry room in the building',
      'lavandería en el edificio',
      'lavanderia en el edificio',
      'lavanderia no prédio',
      'lavanderia no edifício',
      'buanderie dans l immeuble',
      'laverie dans l immeuble',
    ],
    support:
      /laundry facilities|shared laundry|common laundry|laundry in the building|on[- ]site laundry|coin[- ]op|coin laundry|lavander[ií]a (condominiale|comune|común|compartida|compartilhada|coletiva)|buanderie commune|waschküche|pralnia|lavander[ií]a (en el edificio|no pr[ée]dio|no edif[ií]cio)|(buanderie|laverie) dans l.immeuble/,
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
