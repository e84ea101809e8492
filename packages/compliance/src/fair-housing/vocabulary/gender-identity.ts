import type { ClassVocabulary } from '../types';
import { list } from './list';

/** Gender identity: state statutes, HUD's 2021 reading of "sex" (hud2021) and NAR Code of Ethics Art. 10. */
export const GENDER_IDENTITY: ClassVocabulary = {
  category: 'gender_identity',
  source: 'hud2021',
  reason: 'States a preference or limitation by gender identity',
  suggestion: 'Remove the reference to gender identity; describe the home instead.',
  people: list(`
    transgender, transgender people, transsexual, trans people, trans person, trans women, trans woman,
    trans men, trans man, nonbinary person, non binary person, nonbinary people, crossdresser, cross dresser,
    biological woman, biological women, biological man, biological men, biological female, biological male,
    genderqueer, gender nonconforming person, transwoman, transwomen, transman, transmen, drag queen, drag king,
    gender fluid person, genderfluid person, gender fluid people, people transitioning, transgender woman, transgender man
  `),
  adjectives: list(
    'transgender, trans, transsexual, nonbinary, non binary, genderqueer, gender nonconforming, cisgender, gender fluid, genderfluid, intersex',
  ),
  esPeople: list(
    'transgenero, transgeneros, personas trans, transexual, transexuales, mujeres trans, hombres trans',
  ),
};
