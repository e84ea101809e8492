/**
 * The Spanish words the claim checker reads (issue 26: posts in es-US), kept apart from the English
 * grammar so either can grow without the other. A Spanish post states its counts as "3 recámaras",
 * "tres habitaciones", "2 baños completos y 1 medio baño" or "2 baños y medio"; the readers take
 * these words as they take "bedrooms", "full" and "and a half".
 */

import { EU_BATH_WORDS, EU_BED_WORDS } from './european-words';
import {
  PT_BATH_WORDS,
  PT_BED_WORDS,
  PT_BOUNDS,
  PT_FULL_AFTER,
  PT_HALF_WORDS,
  PT_STATUS,
} from './portuguese';
import { RU_AR_BATH_WORDS, RU_AR_BED_WORDS } from './russian-arabic';
import { TL_BATH_WORDS, TL_BED_WORDS } from './tagalog';
import { VI_BATH_WORDS, VI_BED_WORDS, VI_STATUS } from './vietnamese';

/**
 * Counts written as words. "once" (11) is left out: it is also an English word ("once inside, three
 * bedrooms") and would make a count of an English sentence. "un"/"una" are 1 only where a count can
 * stand ("una recámara", "un medio baño"): the readers need a unit after them.
 */
export const SPANISH_NUMBERS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
};

/**
 * Bedroom words across the US Hispanic markets: recámara (Mexican usage, Texas and California),
 * habitación and dormitorio (Caribbean and South American, Florida), and the ads' abbreviations, with
 * and without accents as people type them, and "cuartos" (rooms, the everyday word). "cuarto de
 * lavado" is the laundry room and "cuarto de baño" a bathroom: a "cuarto" before "de" is no bedroom
 * (isRoomOfUse).
 */
export const SPANISH_BED_WORDS = [
  'recámara',
  'recámaras',
  'recamara',
  'recamaras',
  'rec',
  'recs',
  'habitación',
  'habitacion',
  'habitaciones',
  'hab',
  'habs',
  'dormitorio',
  'dormitorios',
  'dorm',
  'dorms',
  'cuarto',
  'cuartos',
  ...PT_BED_WORDS,
  ...VI_BED_WORDS,
  ...TL_BED_WORDS,
  ...RU_AR_BED_WORDS,
  ...EU_BED_WORDS,
];
/** "3 cuartos de servicio", "2 cuartos de lavado": rooms for a use, not bedrooms. */
export const isRoomOfUse = (word: string, next: string | undefined): boolean =>
  (word === 'cuarto' || word === 'cuartos') && next === 'de';
export const SPANISH_BATH_WORDS = [
  'baño',
  'baños',
  'bano',
  'banos',
  ...PT_BATH_WORDS,
  ...VI_BATH_WORDS,
  ...TL_BATH_WORDS,
  ...RU_AR_BATH_WORDS,
  ...EU_BATH_WORDS,
];

/** Qualifiers before the bath word: "1 medio baño", "2 medios baños". */
export const SPANISH_HALF_BEFORE = ['medio', 'medios', ...PT_HALF_WORDS];

/** Qualifiers after the bath word: "2 baños completos". */
export const SPANISH_FULL_AFTER = new Set(['completo', 'completos', ...PT_FULL_AFTER]);

/**
 * "2 baños y medio", "dos baños y medio": two and a half baths; Portuguese "3 banheiros e meio", Italian
 * "3 bagni e mezzo", French "3 salles de bains et demie", Polish "2 i pół łazienki".
 */
// A Map, not an object: a listing's word "constructor" must not find Object.prototype's.
const AND_HALF: ReadonlyMap<string, RegExp> = new Map([
  ['y', /^medio$/],
  ['e', /^(meio|mezzo)$/],
  ['et', /^(demi|demie)$/],
  ['i', /^pół$/],
]);
export const isAndAHalf = (words: readonly string[]): boolean =>
  !!AND_HALF.get(words[0] ?? '')?.test(words[1] ?? '');
/** The half word of isAndAHalf's pair: where its phrase ends. */
export const HALF_WORD = /^(medio|meio|mezzo|demi|demie|pół)$/;

/** A count of some rooms only: "2 habitaciones adicionales", "3 recámaras arriba", "2 baños por unidad". */
export const SPANISH_PART_AFTER = [
  'adicional',
  'adicionales',
  'extra',
  'arriba',
  'abajo',
  'por',
  'cada',
  'más',
];

/** Words before a sum that make it other money: "antes $899,000" (the old price), the deposit, fees. */
export const SPANISH_OTHER_MONEY_BEFORE = [
  'antes',
  'anteriormente',
  'enganche',
  'depósito',
  'deposito',
  'cuota',
  'cuotas',
  'impuestos',
  'pago',
  'mensualidad',
  // Loan math: "financias $1,346,250" (the sum financed, not the price).
  'financias',
  'financiar',
  'financiado',
  'financiamiento',
];
/** "$2,350/mes", "$2,350 al mes": a rent; "$3,000 al año" is no price. */
export const SPANISH_PERIODS: readonly [string, 'month' | 'year'][] = [
  ['mes', 'month'],
  ['al mes', 'month'],
  ['por mes', 'month'],
  ['mensual', 'month'],
  ['año', 'year'],
  ['al año', 'year'],
  ['por año', 'year'],
  ['anual', 'year'],
];
/** Qualifiers before a number ("más de 3 habitaciones", "hasta 4 recámaras", "aproximadamente"). */
export const SPANISH_BOUNDS: readonly [string, 'near' | 'max' | 'min' | 'approx'][] = [
  ['casi', 'near'],
  ['cerca de', 'near'],
  ['menos de', 'max'],
  ['hasta', 'max'],
  ['más de', 'min'],
  ['al menos', 'min'],
  ['desde', 'min'],
  ['aproximadamente', 'approx'],
  ['alrededor de', 'approx'],
  ...PT_BOUNDS,
];

/** Status words of a Spanish post, as the English ones: what the post says the listing is. */
export const SPANISH_STATUS: readonly [
  string,
  'new' | 'sale' | 'rent' | 'pending' | 'sold' | 'leased' | 'off' | 'open_house' | 'reduced',
][] = [
  ['se vende', 'sale'],
  ['en venta', 'sale'],
  ['recién listada', 'new'],
  ['nueva en el mercado', 'new'],
  ['se renta', 'rent'],
  ['en renta', 'rent'],
  ['se alquila', 'rent'],
  ['bajo contrato', 'pending'],
  ['en plica', 'pending'],
  ['en escrow', 'pending'],
  ['oferta aceptada', 'pending'],
  ['venta pendiente', 'pending'],
  ['de vuelta en el mercado', 'new'],
  ['de nuevo en el mercado', 'new'],
  ['rentada', 'leased'],
  ['rentado', 'leased'],
  ['alquilada', 'leased'],
  ['alquilado', 'leased'],
  ['se rentó', 'leased'],
  ['ya se rentó', 'leased'],
  ['se alquiló', 'leased'],
  ['fuera del mercado', 'off'],
  ['se vendió', 'sold'],
  ['vendida', 'sold'],
  ['vendido', 'sold'],
  ['recién vendida', 'sold'],
  ['casa abierta', 'open_house'],
  ['precio reducido', 'reduced'],
  ['nuevo precio', 'reduced'],
  ...PT_STATUS,
  ...VI_STATUS,
];
/** "vendida tal cual", "vendido como está", "vendido por separado": sold as, not a sale that happened. */
export const SPANISH_NOT_SOLD_AFTER = /^(tal|como|por|amueblad[oa]s?|sin|con)$/;

/**
 * Words only a Spanish sentence uses; two of them make a post Spanish (for "mil" = a thousand). Not
 * the words of US place names ("Los Altos", "Del Mar", "Casa Grande", "De Anza"), so an English
 * "$1.5 mil" near Los Altos stays a million.
 */
const SPANISH_MARKERS = new Set([
  'en',
  'con',
  'para',
  'una',
  'por',
  'y',
  'recámaras',
  'recamaras',
  'baños',
  'habitaciones',
  'dólares',
  'dolares',
  'vendida',
  'vendido',
  'terreno',
  'precio',
  'cuartos',
  'planta',
  'venta',
]);
export const readsSpanish = (text: string): boolean => {
  const seen = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-zà-ÿ]+/g) ?? []) if (SPANISH_MARKERS.has(w)) seen.add(w);
  return seen.size >= 2;
};
