import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A threat to report a tenant to immigration: "the manager threatened to call ICE on her after she
 * asked for a repair", "pay by Friday or I'll report your family to immigration", "he said he'd have
 * them deported". 42 U.S.C. §3617 and 24 CFR §100.400(c)(2) (threatening or intimidating a person
 * because of national origin, or for exercising a right under the Act); HUD's 2016 national origin
 * guidance names threats to report immigration status as intimidation. The threat is the finding, with
 * or without a class word beside it. Left alone: "we never call ICE on anyone", "the ice maker",
 * "call the immigration clinic for free help", "a lawyer can explain immigration status".
 */
const THREAT =
  '(?:threaten(?:s|ed|ing)? to|(?:i|we|he|she|they|the (?:landlord|manager|owner|super))(?: ll| will| would| could| d| are going to| re going to| m going to| is going to| s going to| gonna| was going to| threatened to| said he d| said she d| said they d)|ill|well|hell|shell|theyll|id|hed|shed|im|i m|were|we re|or (?:else )?(?:i|we)(?: ll| will)?)';
const AUTHORITY =
  '(?:ice(?! (?:machines?|makers?|cream|rinks?|storms?|cubes?|delivery|packs?|baths?|skating|melt|dams?|removal|and snow|scrapers?))|immigration|immigration enforcement|ins|border patrol|homeland security|dhs|la migra|la migracion)';
const WHOM =
  '(?:her|him|them|you|your (?:family|husband|wife|parents|kids|mom|dad|son|daughter)|the (?:tenants?|family|families|neighbors?))';
const ACT = `(?:(?:call|calling|phone|phoning|sic|set) ${AUTHORITY}(?: on (?:${WHOM}|[a-z]+))?|(?:report|reporting|turn|turning) ${WHOM}(?: in)? (?:to )?${AUTHORITY}|(?:have|get|getting|having) ${WHOM} deported|deport ${WHOM})`;

export const IMMIGRATION_THREAT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'immigration-threat',
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr100400',
    needs: [
      'ice',
      'immigration',
      'ins',
      'border patrol',
      'homeland',
      'dhs',
      'migra',
      'deport',
      'inmigracion',
    ],
    reason:
      'Threatens to report a tenant to immigration authorities (intimidation because of national origin, 42 U.S.C. §3617; 24 CFR §100.400(c)(2); HUD national origin guidance, 2016)',
    // In Spanish too: "si no pagas, llamo a inmigración y que te deporten".
    re: `\\b(?<!\\b(?:who|that|never|not|cannot|cant|may not|must not|to) )${THREAT} ${ACT}\\b|\\b(?<!\\bno )(?:llamo|llamare|voy a llamar|vamos a llamar|llamaremos|te (?:reporto|reportare|denuncio|denunciare|voy a reportar|voy a denunciar)) a (?:la )?(?:inmigracion|migracion|migra|ice)\\b|\\b(?:que te deporten|te (?:van a |vamos a |voy a )?deport(?:ar|en|o|amos))\\b`,
  },
]);
