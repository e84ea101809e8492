/**
 * The Spanish words for each feature of features-outside/inside.ts (issue 26: posts in es-US), by
 * category, merged into the English features at load (features.ts). `claims` are what a post says,
 * `support` what a Spanish description says; English descriptions are matched by the English entry.
 * Words shared with other meanings are left out: "privada" (also "private", as in "alberca privada"),
 * "estudio" (also a studio apartment), "clima" (also the weather).
 */
/** Spanish for "in the unit": inside the apartment or the unit. */
export const IN_UNIT = [
  'dentro del depa',
  'dentro del departamento',
  'dentro del apartamento',
  'dentro de la unidad',
  'en la unidad',
  'en el depa',
  'en el departamento',
];

export const SPANISH_FEATURES: Readonly<Record<string, { claims: readonly string[]; support?: RegExp }>> = {
  // Water and outdoor living
  pool: {
    claims: ['alberca', 'piscina', 'pileta', 'alberca privada', 'piscina privada', 'alberca climatizada'],
    support: /alberca|piscina|pileta/,
  },
  community_pool: {
    claims: ['alberca comunitaria', 'piscina comunitaria', 'alberca común', 'alberca en la comunidad'],
  },
  hot_tub: { claims: ['jacuzi', 'hidromasaje'], support: /hidromasaje|jacuzz?i/ },
  jetted_tub: { claims: ['tina de hidromasaje', 'tina jacuzzi'], support: /tina de hidromasaje|jacuzz?i/ },
  yard: {
    claims: [
      'patio trasero',
      'patio cercado',
      'jardín',
      'jardin',
      'jardines',
      'jardín trasero',
      'jardin trasero',
    ],
    support: /patio trasero|jard[ií]n/,
  },
  // "Patio" alone is the English word too; a "patio privado" may be a townhome's paved patio.
  patio: { claims: ['patio privado', 'patio techado', 'patio cubierto'], support: /patio/ },
  // In everyday Spanish a "jardín" is the yard as often as a garden: read as a yard; a huerto is a garden.
  garden: { claims: ['huerto', 'huerta', 'jardín de flores'], support: /huert[oa]|jard[ií]n de flores/ },
  balcony: { claims: ['balcón', 'balcon', 'balcones', 'terraza', 'terrazas'], support: /balc[oó]n|terraza/ },
  roof_deck: { claims: ['roof garden', 'azotea', 'terraza en la azotea'], support: /azotea|roof garden/ },
  dock: { claims: ['muelle', 'muelle privado'], support: /muelle/ },
  waterfront: {
    claims: [
      'frente al mar',
      'frente a la playa',
      'frente al lago',
      'frente al río',
      'acceso al lago',
      'acceso al mar',
      'acceso a la playa',
    ],
    support: /frente al? (mar|playa|lago|r[ií]o)|acceso al? (lago|mar|playa)|(lake|water|beach) access/,
  },
  // Parking
  garage: {
    claims: ['cochera', 'cocheras', 'garaje', 'garajes', 'cochera techada', 'cochera cubierta'],
    support: /cochera|garaje/,
  },
  parking: {
    claims: [
      'estacionamiento',
      'estacionamientos',
      'cajón de estacionamiento',
      'cajones de estacionamiento',
      'lugar de estacionamiento',
    ],
    support: /estacionamiento|cochera|garaje/,
  },
  // Views
  water_view: {
    claims: [
      'vista al mar',
      'vistas al mar',
      'vista al río',
      'vista al rio',
      'vistas al río',
      'vista al lago',
      'vista al océano',
      'vista a la bahía',
      'vista a la playa',
    ],
    support: /vistas? al? (mar|lago|oc[eé]ano|bah[ií]a|playa)/,
  },
  mountain_view: {
    claims: ['vista a la montaña', 'vista a las montañas', 'vistas a las montañas', 'vistas a la montaña'],
    support: /vistas? a las? monta[ñn]as?/,
  },
  city_view: { claims: ['vista a la ciudad', 'vistas a la ciudad'], support: /vistas? a la ciudad/ },
  golf_view: {
    claims: ['vista al campo de golf', 'vistas al campo de golf', 'vista al golf', 'frente al campo de golf'],
    support: /(vistas? al|frente al) (campo de )?golf/,
  },
  // Inside and the building
  fireplace: { claims: ['chimenea', 'chimeneas'], support: /chimenea/ },
  furnished: {
    claims: [
      'amueblado',
      'amueblada',
      'amueblados',
      'amuebladas',
      'completamente amueblado',
      'semi amueblado',
    ],
    support: /(?<!sin )amueblad[oa]/,
  },
  central_air: {
    claims: ['aire acondicionado', 'aire central', 'minisplit', 'minisplits', 'mini split'],
    support: /aire acondicionado|aire central|minisplit/,
  },
  laundry: {
    claims: [
      'cuarto de lavado',
      'lavandería',
      'lavanderia',
      'lavadora y secadora',
      'área de lavado',
      'area de lavado',
      // Spanish "in unit": "washer y dryer dentro del depa", "lavadora y secadora en la unidad".
      ...['washer y dryer', 'washer dryer', 'lavadora y secadora', 'lavadora secadora'].flatMap((w) =>
        IN_UNIT.map((u) => `${w} ${u}`),
      ),
    ],
    support: /lavado|lavander[ií]a|lavadora|secadora/,
  },
  gym: { claims: ['gimnasio', 'gym'], support: /gimnasio/ },
  gated: {
    claims: [
      'comunidad cerrada',
      'fraccionamiento cerrado',
      'acceso controlado',
      'coto privado',
      'caseta de vigilancia',
    ],
    support: /cerrad[oa]|acceso controlado|coto|vigilancia/,
  },
  elevator: { claims: ['elevador', 'ascensor'], support: /elevador|ascensor/ },
  basement: { claims: ['sótano', 'sotano'], support: /s[oó]tano/ },
  hardwood: { claims: ['pisos de madera', 'piso de madera', 'duela'], support: /madera|duela/ },
  solar: { claims: ['paneles solares', 'energía solar', 'celdas solares'], support: /solar/ },
  pets: {
    claims: [
      'se aceptan mascotas',
      'mascotas permitidas',
      'acepta mascotas',
      'aceptan mascotas',
      'mascotas bienvenidas',
      'se permiten mascotas',
    ],
    support: /(se )?aceptan? mascotas|mascotas permitidas/,
  },
  // "Bodega" alone is a corner store in US English and "oficina" alone our office ("llame a la oficina").
  storage: { claims: ['bodega privada', 'cuarto de bodega'], support: /bodega/ },
  home_office: { claims: ['oficina en casa', 'oficina privada'], support: /oficina/ },
  walk_in_closet: { claims: ['vestidor', 'vestidores'], support: /vestidor/ },
  doorman: { claims: ['portero', 'conserje'], support: /portero|conserje/ },
  new_roof: { claims: ['techo nuevo'], support: /techo nuevo/ },
  fenced: { claims: ['bardeado', 'bardeada', 'cercado', 'cercada'], support: /bardead|cercad/ },
  granite: { claims: ['granito'], support: /granito/ },
  quartz: { claims: ['cuarzo'], support: /cuarzo/ },
};
