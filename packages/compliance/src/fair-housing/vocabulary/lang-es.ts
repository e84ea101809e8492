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
 * write "no se aceptan niños", "sin chamacos", "solo para mexicanos", "solamente cristianos":
 * children, a national origin or a faith limited (42 U.S.C. §3604(c); HUD 1995 memo). The English
 * grammar reads Spanish too (patterns.ts "no se aceptan", familial-status.ts "solo parejas"), so
 * couples are left to it. "Sin mascotas", "solo 5 minutos", "solo pago en efectivo" name no one.
 */
export const SPANISH: LanguageData = {
  lang: 'es',
  source: 'hudLep2007',
  onlyBefore: ['solo', 'sólo', 'solamente', 'únicamente', 'exclusivamente', 'nomás'],
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
    'se prohíben',
    'se prohíbe',
    'prohibimos',
    'prohibidos?',
    'prohibidas?',
  ],
  refuseAfter: [],
  links: ['para', 'a', 'los', 'las', 'personas', 'familias', 'parejas', 'inquilinos', 'con', 'que tengan'],
  classes: {
    familial_status: [
      'niños',
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
      'escuincles',
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
    religion: [...FAITHS.map((f) => `${f}(?:os|as|es|o|a|e)`), 'musulman(?:es|as)'],
  },
};
