import type { LanguageData } from './language-data';

// Stems that take -os/-as (each its own entry: language-rules.ts needs a class word's literal start).
const NATIONS = [
  'mexican',
  'latin',
  'hispan',
  'american',
  'chin',
  'venezolan',
  'cuban',
  'colombian',
  'guatemaltec',
  'salvadoreñ',
  'hondureñ',
  'dominican',
  'puertorriqueñ',
  'peruan',
  'argentin',
  'filipin',
  'corean',
  'ecuatorian',
  'gring',
  'angl',
];
const FAITHS = ['cristian', 'católic', 'evangélic', 'judí', 'mormon', 'protestant', 'creyent', 'adventist'];

/**
 * Spanish (HUD LEP guidance, 72 FR 2732; Census ACS: the language most spoken after English). Ads
 * write "no se aceptan niños", "sin chamaquitos", "solo para mexicanos", "solamente cristianos":
 * children, a national origin or a faith limited (42 U.S.C. §3604(c); HUD 1995 memo). The child words
 * include Mexican and Caribbean ones ("nenes", "chamacos", "plebes", "morros", "críos"). The English
 * grammar reads Spanish too (patterns.ts "no se aceptan", familial-status.ts "solo parejas"), so
 * couples are left to it. "Sin mascotas", "solo 5 minutos", "solo pago en efectivo" name no one.
 */
export const SPANISH: LanguageData = {
  lang: 'es',
  source: 'hudLep2007',
  onlyBefore: [
    'solo',
    'sólo',
    'solamente',
    'únicamente',
    'exclusivamente',
    'nomás',
    'nada más',
    'prefiere',
    'preferimos',
    'prefiero',
    'se prefieren',
    'se prefiere',
  ],
  // "solo le alquila a los hermanos", "no acepta vales": whom the landlord rents to, sells to or takes.
  verbs: [
    '(?:le |les )?(?:alquila|alquilo|alquilamos|renta|rento|rentamos|vende|vendo|acepta|acepto)(?: a)?',
  ],
  onlyAfter: ['solamente', 'únicamente', 'nomás'],
  refuseBefore: [
    'sin',
    'no',
    'nada de',
    'no se aceptan',
    'no se acepta',
    'no aceptan',
    'no acepta',
    'no aceptamos',
    'no se admiten',
    'no admiten',
    'no admite',
    'no admitimos',
    'no se permiten',
    'no permiten',
    'no permite',
    'no permitimos',
    'no rentamos a',
    'no rentamos',
    'no rento a',
    'no rento',
    'no alquilamos a',
    'no alquilamos',
    'no alquilo a',
    'no alquilo',
    'no queremos',
    // "el dueño no quiere rentarle a militares": the owner's refusal told by a third person (§3604(c)).
    'no (?:quiere|quieren|queremos|quiero|desea|desean) (?:rentar|alquilar|arrendar|vender)(?:le|les)?(?: a)?',
    'se prohíben',
    'se prohíbe',
    'prohibimos',
    'prohibidos?',
    'prohibidas?',
  ],
  // "si no eres cristiano ni te molestes": don't bother, said to the class (a refusal, §3604(c)).
  refuseAfter: [
    '(?:, )?ni te molestes',
    '(?:, )?ni se moleste',
    '(?:, )?ni se molesten',
    'abstenerse',
    'no apliquen',
    'no aplique',
  ],
  links: [
    'para',
    'a',
    'los',
    'las',
    'personas',
    'familias',
    'parejas',
    'inquilinos',
    'con',
    'que tengan',
    'de',
    'gente',
  ],
  classes: {
    familial_status: [
      'niños(?: pequeños)?',
      'niñas',
      'niño',
      'niña',
      'hijos',
      'hijas',
      'hijo',
      'hija',
      'bebés',
      'bebé',
      'menores(?: de edad)?',
      'chicos',
      'criaturas',
      'chamacos',
      'chamaquitos',
      'escuincles',
      'nenes',
      'nenas',
      'chiquitos',
      'críos',
      'plebes',
      'morros',
    ],
    national_origin: [
      ...NATIONS.map((n) => `${n}(?:os|as)`),
      'españoles',
      'españolas',
      'nicaragüenses',
      'estadounidenses',
      'canadienses',
      'árabes',
      'asiátic(?:os|as)',
    ],
    religion: [
      ...FAITHS.map((f) => `${f}(?:os|as|es|o|a|e)`),
      'musulman(?:es|as)',
      // Fellow members of a congregation: "los hermanos de la iglesia", "hermanos en Cristo".
      'herman(?:os|as) (?:de (?:la |mi |su |nuestra )?(?:iglesia|congregación|fe)|en cristo)',
      'miembros de (?:la |mi |su |nuestra )?(?:iglesia|congregación)',
      'feligreses',
    ],
    // Skin tone names color (42 U.S.C. §3604(c)): "de piel clarita", "güeritos".
    color: [
      'piel (?:clar|blanc|blanquit|morenit|moren|oscur|negr|priet)(?:a|ita)',
      'güer(?:os|as|itos|itas)',
    ],
    // Vouchers and assistance programs: block where a state protects source of income, warn elsewhere.
    source_of_income: [
      'vales(?: de (?:la )?sección 8| de vivienda)?',
      'sección 8',
      'section 8',
      'programas? de (?:asistencia|ayuda)(?: de vivienda| pública| del gobierno)?',
      'cupones de vivienda',
    ],
    // Service members (state classes: Cal. Gov. Code §12955, N.Y. Exec. Law §296(5), Ohio R.C. 4112.02(H)).
    military_status: [
      'militares',
      'soldados',
      'reservistas',
      'personal militar',
      'miembros de las fuerzas armadas',
    ],
    // Age said of the tenant (state classes, e.g. Haw. Rev. Stat. §515-3, D.C. Code §2-1402.21).
    age: ['inquilinos jóvenes', 'personas jóvenes', 'gente joven', 'jóvenes', 'ancianos', 'jubilados'],
  },
};
