import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

/**
 * Sex: the HUD 1995 memo names "master bedroom", "mother-in-law suite" and "bachelor apartment" as
 * descriptions of units; a preference for one sex of tenant is what §3604(c) forbids.
 */
export const SEX: ClassVocabulary = {
  category: 'sex',
  source: 'hud1995',
  reason: 'States a preference or limitation by sex',
  suggestion:
    'Remove the sex of the tenant or buyer; describe the unit (e.g. "bachelor apartment", "primary suite").',
  people: list(`
    women, woman, men, female, male, lady, ladies, gentlemen, gentleman, girl, gal, guy, dude, fella, gent, boy, lad, bachelor, bachelorette,
    single woman, single women, single man, single men, single female, single male, single lady,
    single ladies, working woman, working women, working man, working men, spinster,
    gals, fellas, dudes, bro, bros, gents, chap, bloke, lass, lasses, dudette, sir, sirs, maam, madam,
    boys, girls, guys, man, businessman, businessmen, businesswoman, businesswomen
  `),
  adjectives: list('all female, all male'),
  esPeople: list(
    // Portuguese "mulheres", "homens" beside the Spanish words.
    'mulheres, homens, mujer, mujeres, hombre, hombres, senorita, senoritas, muchacha, muchachas, muchacho, muchachos, varon, varones, senora, senoras, caballero, caballeros, dama, damas, chica, chicas',
  ),
  esAdjectives: list('femenino, masculino'),
  bare: bareList('describe', 'bachelor pad, bachelorette pad', 'warn'),
  misspellings: { femal: 'female', femails: 'females', wimmin: 'women', womens: 'women', mens: 'men' },
};
