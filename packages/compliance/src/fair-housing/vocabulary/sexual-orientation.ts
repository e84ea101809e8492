import type { ClassVocabulary } from '../types';
import { list } from './list';

/**
 * Sexual orientation: state statutes, HUD's 2021 reading of "sex" (hud2021) and NAR Code of Ethics
 * Art. 10. "Gay" and "straight" name streets and directions too, so they need a people noun.
 */
export const SEXUAL_ORIENTATION: ClassVocabulary = {
  category: 'sexual_orientation',
  source: 'hud2021',
  reason: 'States a preference or limitation by sexual orientation',
  suggestion: 'Remove the reference to sexual orientation; describe the home instead.',
  people: list(`
    gays, lesbian, homosexual, bisexual, heterosexual, lgbt, lgbtq, lgbtqia, glbt, queer people, gay couple,
    lesbian couple, same sex couple, straight couple, straight people, gay men, gay people, straights,
    two dads, two moms, two mothers, two fathers, same sex partner, same sex partners, bi people, bi couples,
    bisexual people, pansexual, asexual
  `),
  adjectives: list('homosexual, heterosexual, bisexual, lesbian'),
  ambiguous: list('gay, straight, queer'),
  esPeople: list('gays, lesbianas, homosexuales, parejas del mismo sexo, parejas gay, heterosexuales'),
};
