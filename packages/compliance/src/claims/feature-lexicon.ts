/**
 * Property features a post may claim, with the words that claim each and what in a listing's
 * description supports it (the listing has no feature list). `deny` marks a description saying the
 * home lacks it or could have it ("room for a pool"): supported only by other words, else a
 * contradiction. `counted` features compare "2-car garage" with the description's own count.
 */
export interface Feature {
  name: string;
  claims: readonly string[];
  support: RegExp;
  deny?: RegExp;
  /** Description words removed before looking for support, without contradicting ("community pool"). */
  strip?: RegExp;
  /** What the description counts it in: "2-car garage", "3 fireplaces". */
  count?: RegExp;
  /** Words after the claim that make it something else ("pool table", "garage sale"). */
  notAfter?: RegExp;
}

const NUM = '(\\d+|one|two|three|four|five|six|seven|eight|single|double|triple)';

export const FEATURES: readonly Feature[] = [
  {
    name: 'pool',
    claims: [
      'pool',
      'swimming pool',
      'private pool',
      'heated pool',
      'saltwater pool',
      'salt water pool',
      'inground pool',
      'in ground pool',
      'lap pool',
      'plunge pool',
      'pool and spa',
      'pool spa',
      'infinity pool',
      'backyard pool',
    ],
    support:
      /\b(swimming |private |heated |lap |plunge |salt ?water |in-?ground |infinity )?pools?\b(?! table)/,
    deny: /(space|room|perfect|ideal|plenty of room|potential|possible|approved|plans) for (a |an |your (own )?)?(future )?pool|pool[- ]sized|no pool/,
    strip:
      /(community|shared|neighborhood|hoa|club|resort[- ]style|building'?s?) (swimming )?pool|pool table/,
    notAfter: /^(table|tables|hall|cue|noodle|house|league)$/,
  },
  {
    name: 'community_pool',
    claims: ['community pool', 'shared pool', 'neighborhood pool', 'resort style pool', 'community pools'],
    support: /pool|aquatic|swim/,
  },
  {
    name: 'hot_tub',
    claims: ['hot tub', 'jacuzzi', 'whirlpool tub', 'jetted tub', 'whirlpool'],
    support: /hot tub|jacuzzi|whirlpool|jetted|\bspa\b/,
  },
  {
    name: 'garage',
    claims: [
      'garage',
      'attached garage',
      'detached garage',
      'oversized garage',
      'garage parking',
      'tandem garage',
      'private garage',
    ],
    support: /garages?\b/,
    deny: /no garage|garage (sale|conversion)/,
    count: new RegExp(`${NUM}[- ]?(car|bay|stall)s?\\b|${NUM} garages`),
    notAfter: /^(sale|sales|band|door|doors)$/,
  },
  {
    name: 'carport',
    claims: ['carport', 'car port', 'port cochere', 'porte cochere'],
    support: /car ?port|porte? cochere/,
  },
  {
    name: 'parking',
    claims: [
      'parking space',
      'parking spaces',
      'parking spot',
      'parking spots',
      'deeded parking',
      'assigned parking',
      'reserved parking',
      'private parking',
      'off street parking',
      'dedicated parking',
      'covered parking',
      'driveway',
      'parking included',
    ],
    support: /parking|garage|carport|driveway|car port/,
    count: new RegExp(`${NUM}( \\w+){0,2} (parking )?(spaces?|spots?)\\b`),
  },
  {
    name: 'fireplace',
    claims: ['fireplace', 'fireplaces', 'wood burning fireplace', 'gas fireplace', 'wood stove', 'woodstove'],
    support: /fireplace|\bfp\b|wood[- ]?burning|hearth|wood ?stove/,
    count: new RegExp(`${NUM} fireplaces`),
  },
  {
    name: 'waterfront',
    claims: [
      'waterfront',
      'on the water',
      'lakefront',
      'oceanfront',
      'beachfront',
      'riverfront',
      'bayfront',
      'canal front',
      'lake front',
      'ocean front',
      'beach front',
      'water front',
      'river front',
      'on the lake',
      'on the beach',
      'on the river',
      'private beach',
      'beach access',
      'water access',
    ],
    support:
      /(water|lake|ocean|beach|river|bay|canal|creek)[- ]?front|on the (water|lake|river|bay|beach|ocean)|\bdock\b|boat slip|beach access|water access|private beach/,
  },
  {
    name: 'dock',
    claims: ['dock', 'boat dock', 'private dock', 'boat slip', 'boat lift'],
    support: /\bdock|boat slip|boat lift/,
  },
  {
    name: 'water_view',
    claims: [
      'water view',
      'water views',
      'ocean view',
      'ocean views',
      'lake view',
      'lake views',
      'river view',
      'river views',
      'bay view',
      'bay views',
      'sea view',
      'sea views',
      'harbor views',
      'harbor view',
      'ocean views',
      'oceanview',
      'waterview',
      'beach views',
      'white water views',
    ],
    support:
      /(ocean|water|lake|river|bay|sea|harbou?r|sound|beach|pier|canal)[\w\s&-]{0,12}views?|views? (of|to|over|across) (the )?(ocean|water|lake|river|bay|sea|harbou?r|sound|pacific|atlantic|beach)|(water|lake|ocean|beach|river|bay)[- ]?front/,
  },
  {
    name: 'city_view',
    claims: [
      'city view',
      'city views',
      'skyline view',
      'skyline views',
      'city skyline views',
      'downtown views',
      'city lights views',
    ],
    support:
      /(city|skyline|downtown|manhattan|empire state|chicago)[\w\s&-]{0,12}views?|views? (of|to|over) (the )?(city|skyline|downtown)|skyline/,
  },
  {
    name: 'mountain_view',
    claims: ['mountain view', 'mountain views', 'mtn views', 'mountain vistas', 'hill views', 'canyon views'],
    support:
      /(mountain|mtn|mountains|hill|hills|canyon)[\w\s&-]{0,12}(views?|vistas?)|views? (of|to) (the )?(mountains?|hills|canyon)/,
  },
  {
    name: 'golf_view',
    claims: ['golf course views', 'golf course view', 'golf views', 'on the golf course', 'golf course lot'],
    support: /golf/,
  },
  {
    name: 'views',
    claims: [
      'views',
      'panoramic view',
      'sweeping view',
      'unobstructed view',
      'open views',
      'a view',
      'vistas',
      'scenic vista',
    ],
    support: /views?\b|vistas?|overlook|panoram/,
    notAfter: /^(of the (park|street|courtyard|garden))$/,
  },
  {
    name: 'elevator',
    claims: ['elevator', 'elevators', 'elevator building', 'private elevator'],
    support: /elevators?|\blift\b/,
  },
  {
    name: 'doorman',
    claims: ['doorman', 'doormen', 'concierge', 'full service building', 'attended lobby', 'door man'],
    support: /door ?m[ae]n|concierge|full[- ]service|attended lobby/,
  },
  {
    name: 'basement',
    claims: [
      'basement',
      'finished basement',
      'walkout basement',
      'walk out basement',
      'full basement',
      'cellar',
    ],
    support: /basement|lower[- ]level|cellar/,
    deny: /no basement|slab foundation/,
  },
  {
    name: 'solar',
    claims: ['solar', 'solar panels', 'owned solar', 'solar system', 'solar power', 'solar powered'],
    support: /solar/,
  },
  {
    name: 'central_air',
    claims: [
      'central air',
      'central a/c',
      'central ac',
      'air conditioning',
      'a/c',
      'central air conditioning',
      'mini split',
      'mini splits',
    ],
    support: /central air|air[- ]?condition|a\/c\b|\bac\b|\bca\b|hvac|mini[- ]?split|heat pump|cooling/,
  },
  {
    name: 'hardwood',
    claims: [
      'hardwood',
      'hardwoods',
      'hardwood floors',
      'hardwood flooring',
      'wood floors',
      'oak floors',
      'wide plank floors',
    ],
    support: /hardwood|wood floor|oak floor|white oak|wide[- ]plank|parquet|wood flooring/,
  },
  {
    name: 'laundry',
    claims: [
      'in unit laundry',
      'laundry room',
      'washer dryer',
      'washer and dryer',
      'washer & dryer',
      'w d',
      'in unit washer',
      'laundry in unit',
      'washer/dryer',
    ],
    support: /laundry|washer|dryer|\bw\/d\b/,
  },
  {
    name: 'balcony',
    claims: ['balcony', 'balconies', 'private balcony', 'juliet balcony'],
    support: /balcon|terrace|juliet/,
  },
  {
    name: 'patio',
    claims: ['patio', 'patios', 'covered patio', 'private patio'],
    support: /patio|terrace|courtyard|lanai/,
  },
  {
    name: 'deck',
    claims: ['deck', 'decks', 'back deck', 'wraparound deck'],
    support: /\bdecks?\b|decking|roof ?top/,
    notAfter: /^(of cards|shoes)$/,
  },
  {
    name: 'roof_deck',
    claims: ['roof deck', 'rooftop deck', 'roof top deck', 'rooftop terrace', 'roof terrace', 'rooftop'],
    support: /roof ?(top)? ?(deck|terrace)|rooftop/,
  },
  {
    name: 'yard',
    claims: [
      'backyard',
      'back yard',
      'fenced yard',
      'private yard',
      'front yard',
      'yard',
      'fenced backyard',
      'side yard',
    ],
    support: /yard|garden|lawn|grounds|fenced lot/,
  },
  {
    name: 'garden',
    claims: ['garden', 'gardens', 'private garden', 'vegetable garden'],
    support: /garden|landscap|yard|grounds/,
    notAfter: /^(tub|bath|level|window|windows|apartment|unit|style|district|state|city)$/,
  },
  {
    name: 'gym',
    claims: ['gym', 'fitness center', 'fitness room', 'home gym', 'exercise room'],
    support: /gym|fitness|exercise room|workout/,
  },
  {
    name: 'gated',
    claims: ['gated', 'gated community', 'gated entry', 'gated entrance', 'gated estate'],
    support: /gated|\bgates?\b/,
  },
  {
    name: 'adu',
    claims: [
      'adu',
      'guest house',
      'guesthouse',
      'in law suite',
      'in law unit',
      'casita',
      'accessory dwelling unit',
      'carriage house',
      'mother in law suite',
    ],
    support: /\badus?\b|guest ?house|in[- ]law|casita|accessory dwelling|carriage house/,
  },
  {
    name: 'ev_charger',
    claims: ['ev charger', 'ev charging', 'electric vehicle charging', 'tesla charger', 'car charger'],
    support: /\bev\b|charg/,
  },
  { name: 'wine_cellar', claims: ['wine cellar', 'wine room', 'wine storage'], support: /wine/ },
  {
    name: 'rv_parking',
    claims: ['rv parking', 'rv garage', 'boat parking', 'rv pad'],
    support: /\brv\b|boat/,
  },
  {
    name: 'home_office',
    claims: ['home office', 'dedicated office', 'private office', 'office space'],
    support: /office|study|library|\bden\b/,
  },
  {
    name: 'new_roof',
    claims: ['new roof', 'brand new roof', 'newer roof'],
    support: /new(er)? roof|roof[\w\s,:-]{0,25}(new|replaced|20\d\d)/,
  },
  {
    name: 'walk_in_closet',
    claims: ['walk in closet', 'walk in closets'],
    support: /walk[- ]?in/,
    notAfter: /^(shower|showers|pantry|tub)$/,
  },
  {
    name: 'stainless',
    claims: ['stainless appliances', 'stainless steel appliances', 'stainless steel'],
    support: /stainless/,
  },
  { name: 'granite', claims: ['granite', 'granite counters', 'granite countertops'], support: /granite/ },
  { name: 'quartz', claims: ['quartz', 'quartz counters', 'quartz countertops'], support: /quartz/ },
  { name: 'fenced', claims: ['fenced', 'fully fenced', 'fenced in'], support: /fence/ },
  {
    name: 'tennis',
    claims: ['tennis court', 'tennis courts', 'pickleball court'],
    support: /tennis|pickleball/,
  },
  {
    name: 'furnished',
    claims: ['furnished', 'fully furnished'],
    support: /(?<!un)furnish/,
    deny: /unfurnished/,
  },
  {
    name: 'pets',
    claims: ['pet friendly', 'pets allowed', 'pets welcome', 'dog friendly', 'pets ok'],
    support: /pets? (are )?(welcome|allowed|friendly|ok)|pet[- ]friendly|dogs? (welcome|allowed)/,
    deny: /no pets/,
  },
  { name: 'corner', claims: ['corner lot', 'corner unit', 'corner home'], support: /corner/ },
  { name: 'cul_de_sac', claims: ['cul de sac'], support: /cul[- ]de[- ]sac/ },
  {
    name: 'vaulted',
    claims: ['vaulted ceilings', 'vaulted ceiling', 'cathedral ceilings'],
    support: /vaulted|cathedral/,
  },
  { name: 'skylights', claims: ['skylight', 'skylights'], support: /skylight/ },
  { name: 'sauna', claims: ['sauna', 'steam room', 'steam shower'], support: /sauna|steam/ },
  {
    name: 'generator',
    claims: ['generator', 'backup generator', 'whole house generator'],
    support: /generator/,
  },
  {
    name: 'storage',
    claims: ['storage unit', 'private storage', 'storage room', 'storage cage'],
    support: /storage/,
  },
];
