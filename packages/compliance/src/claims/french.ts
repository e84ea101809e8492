/**
 * The French words the claim checker reads (issue 26: posts in French, as Canadian and European
 * buyers' agents write them), spread into the lists the readers already take, as portuguese.ts
 * does: "construite en 1978", "bâti dans les années 1970".
 */
export const FR_BUILT_WORDS = [
  'construit',
  'construite',
  'construits',
  'construites',
  'bâti',
  'bâtie',
  'bati',
  'batie',
  'édifié',
  'édifiée',
];
/** Words between a built word and its year: "construite dans les années 1970". */
export const FR_YEAR_FILLER = ['dans', 'les', 'années', 'annees'];
/** A decade's word before a round year: "les années 1970" is the 1970s (Spanish "los años 1960" too). */
export const DECADE_BEFORE = /^(années|annees|años|anos|década|decada)$/;
/** "d'un hectare", "d’une acre": one, the article joined to "de". */
export const FR_ONE: Readonly<Record<string, number>> = { "d'un": 1, 'd’un': 1, "d'une": 1, 'd’une': 1 };
/** Denials before a feature: "sans piscine", "aucun garage", "pas de sous-sol". */
export const FR_NEGATION = ['sans', 'aucun', 'aucune', 'pas'];
