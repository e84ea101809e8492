import { type Feature, COUNT_WORD as NUM } from './feature-lexicon';

/** Outside the rooms: pools, parking, fireplaces, water and views. */
export const OUTSIDE_FEATURES: readonly Feature[] = [
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
    // "pool & spa" is two claims: the spa is read on its own. A "spa-like bath" is a style, no spa,
    // and a jetted tub in a bathroom is no hot tub (jetted_tub).
    name: 'hot_tub',
    claims: [
      'hot tub',
      'hot tubs',
      'hottub',
      'jacuzzi',
      'whirlpool',
      'spa',
      'private spa',
      'outdoor spa',
      'heated spa',
      'swim spa',
      'in ground spa',
      'inground spa',
    ],
    support: /hot ?tub|jacuzzi|whirlpool|\bspa\b/,
    strip:
      /\bspa[- ](like|inspired|style|quality)|day spa|(jacuzzi|whirlpool|jetted|spa|soaking|garden) (bath)?tubs?/,
    notAfter:
      /^(like|inspired|style|quality|bath|bathroom|baths|bathrooms|shower|showers|retreat|feel|experience|day|services|treatment|treatments|worthy|vibes|tub|tubs)$/,
  },
  {
    name: 'jetted_tub',
    claims: ['jacuzzi tub', 'whirlpool tub', 'jetted tub', 'jetted bathtub', 'spa tub', 'whirlpool bath'],
    support: /jacuzzi|whirlpool|jetted|spa tub/,
  },
  {
    name: 'garage',
    claims: [
      'garage',
      'garages',
      'attached garage',
      'detached garage',
      'oversized garage',
      'garage parking',
      'tandem garage',
      'private garage',
      // Listing-sheet shorthand: "3-car gar", "att. 2-car gar", "det. gar." (MLS remarks abbreviations).
      'car gar',
      'att gar',
      'det gar',
      'attached gar',
      'detached gar',
      'heated gar',
      'oversized gar',
    ],
    support: /garages?\b/,
    deny: /no garage|garage (sale|conversion)/,
    // "2 car port cochere" counts a porte-cochère's cars, not the garage's.
    count: new RegExp(
      `${NUM}\\+?[- ]?(car|bay|stall)s?\\b(?! ?(port|porte|cochere))|${NUM} ((attached|detached|heated|oversized|tandem) )?garages?\\b`,
    ),
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
      // A space named by how it is held is a parking space: "one covered spot", "an assigned stall".
      ...['covered', 'assigned', 'reserved', 'deeded', 'dedicated'].flatMap((k) =>
        ['spot', 'spots', 'space', 'spaces', 'stall', 'stalls'].map((n) => `${k} ${n}`),
      ),
      'parking stall',
      'parking stalls',
    ],
    support: /parking|garage|carport|driveway|car port/,
    count: new RegExp(`${NUM}( \\w+){0,2} (parking )?(spaces?|spots?|stalls?)\\b`),
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
      'lake access',
      'river access',
      'bay access',
      'private lake access',
    ],
    support:
      /(water|lake|ocean|beach|river|bay|canal|creek)[- ]?front|on the (water|lake|river|bay|beach|ocean)|\bdock\b|boat slip|(beach|water|lake|river|bay) access|private beach|acceso al? (lago|mar|playa|r[ií]o)/,
    // "waterfront views of the river": a view of the water (named-views.ts), not a lot on it.
    notAfter: /^(views?|vistas?)$/,
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
      'waterfront view',
      'waterfront views',
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
      // A creek, a pond or a canal is water too: "creek views from the den" is no plain view.
      'creek view',
      'creek views',
      'pond view',
      'pond views',
      'canal view',
      'canal views',
    ],
    // A water word joined to "view" in one word ("Lakeview", "Bayview") names a neighbourhood or a
    // street as often as a view (n-wayne's "Lakeview/Southport 3-Flat"): support needs a space or a hyphen.
    support:
      /(ocean|water|lake|river|bay|sea|harbou?r|sound|beach|pier|canal|creek|pond)[\s&-][\w\s&-]{0,11}views?|views? (of|to|over|across) (the )?(ocean|water|lake|river|bay|sea|harbou?r|sound|pacific|atlantic|beach|creek|pond|canal)|(water|lake|ocean|beach|river|bay)[- ]?front/,
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
    // A golf course in the community ("amenities including golf") is no view of it.
    name: 'golf_view',
    claims: [
      'golf course views',
      'golf course view',
      'golf views',
      'golf view',
      'on the golf course',
      'golf course lot',
      'golf course frontage',
      'fairway views',
      'fairway view',
      'views of the golf course',
      'overlooking the golf course',
      'on the fairway',
      // Backing onto a course: every verb and particle agents use, for the course or its fairway.
      ...[
        'backs',
        'backs up',
        'backing',
        'backing up',
        'overlooks',
        'overlooking',
        'faces',
        'facing',
      ].flatMap((v) =>
        ['to the', 'onto the', 'on to the', 'the'].flatMap((p) =>
          ['golf course', 'fairway', 'green'].map((c) => `${v} ${p} ${c}`),
        ),
      ),
    ],
    support:
      /golf[\w\s-]{0,15}(views?|vistas?|frontage|lot)|views? (of|over|to|onto) (the )?(\w+ )?(golf|fairway)|(on|overlook\w*|backs? (up )?(to|onto)|backing (up )?(to|onto)) (the |a )?(\w+ )?(golf|fairway)|fairway/,
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
    // A seller report's count of views ("Online views: 812", "2,300 page views") is web traffic.
    notBefore:
      /^(online|page|listing|profile|post|video|web|website|portal|zillow|instagram|facebook|youtube|tiktok|reel|total|unique)$/,
  },
];
