/**
 * The Portuguese words the claim checker reads (issue 26: posts in pt-BR and pt-PT), spread into the
 * Spanish lists the readers already take, so a Portuguese post's rooms, area, year and status are
 * checked as an English one's: "4 quartos", "2,5 banheiros", "1 lavabo", "1.182 pés quadrados",
 * "terreno de 0,36 acre", "construída em 1996", "vendida", "à venda".
 */
export const PT_BED_WORDS = ['quarto', 'quartos', 'dormitório', 'dormitórios', 'dormitorio'];
export const PT_BATH_WORDS = ['banheiro', 'banheiros', 'casa de banho', 'casas de banho'];
/** A half bath ("1 lavabo") is a room word of its own, as Spanish "medio baño". */
export const PT_HALF_WORDS = ['lavabo', 'lavabos'];
export const PT_FULL_AFTER = ['completo', 'completos'];
export const PT_SQFT_WORDS = ['pés quadrados', 'pé quadrado', 'pés ²', 'pés2'];
/** Qualifiers before a number: "quase um acre", "mais de 3 quartos", "pelo menos 2 vagas". */
export const PT_BOUNDS: readonly [string, 'near' | 'max' | 'min' | 'approx'][] = [
  ['quase', 'near'],
  ['mais de', 'min'],
  ['pelo menos', 'min'],
  ['até', 'max'],
];
export const PT_BUILT_WORDS = ['construída', 'construído', 'construção', 'construida', 'construido'];
export const PT_STATUS: readonly [
  string,
  'sale' | 'rent' | 'pending' | 'sold' | 'leased' | 'new' | 'reduced',
][] = [
  ['à venda', 'sale'],
  ['a venda', 'sale'],
  ['para venda', 'sale'],
  ['vende-se', 'sale'],
  ['para alugar', 'rent'],
  ['aluga-se', 'rent'],
  ['sob contrato', 'pending'],
  ['vendida', 'sold'],
  ['vendido', 'sold'],
  ['alugada', 'leased'],
  ['alugado', 'leased'],
  ['preço reduzido', 'reduced'],
  ['novo preço', 'reduced'],
];

/** Words only a Portuguese sentence uses; two of them make a post Portuguese (its number notation). */
const PT_MARKERS = new Set([
  'com',
  'em',
  'quartos',
  'banheiros',
  'banheiro',
  'pés',
  'quadrados',
  'terreno',
  'construída',
  'vendida',
  'venda',
  'lavabo',
  'imóvel',
  'à',
  'não',
  'garagem',
  'vagas',
  'preço',
  'sala',
  'suítes',
]);
export const readsPortuguese = (text: string): boolean => {
  const seen = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-zà-ÿ]+/g) ?? []) if (PT_MARKERS.has(w)) seen.add(w);
  return seen.size >= 2;
};
