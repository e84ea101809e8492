import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

// Pregnancy is familial status (42 U.S.C. §3602(k): "any person who is pregnant"): every way an ad
// names an expecting parent, generated from the parent nouns × "expectant"/"expecting"/"-to-be".
const PARENTS = ['mother', 'mom', 'mum', 'father', 'dad', 'parent', 'couple'];
const PREGNANCY = [
  ...PARENTS.flatMap((p) => [`expectant ${p}`, `expecting ${p}`]),
  ...PARENTS.filter((p) => p !== 'couple').flatMap((p) => [`${p} to be`, `${p}s to be`]),
  'pregnant woman',
  'pregnant tenant',
  'pregnant applicant',
  'parents to be',
].join(', ');

/**
 * Familial status, 42 U.S.C. §3602(k): households with children under 18, pregnancy. The HUD 1995 memo:
 * no limits on the number or ages of children, no preference for adults, couples or singles; "family
 * room" and "nursery" describe rooms. Housing for older persons is exempt only under HOPA.
 */
export const FAMILIAL_STATUS: ClassVocabulary = {
  category: 'familial_status',
  source: 'hud1995',
  reason: 'States a limitation or preference about children or the make-up of the household',
  suggestion: 'Describe the home (e.g. "two bedrooms, quiet street") rather than who should live there.',
  people: list(`
    kid, children, child, minors, teenager, teen, toddler, infant, baby, newborn, youngster, families,
    expectant mother, single parent, single mom, single mother, single dad, single father, couple, singles,
    adults, empty nester, newlywed, young professional, young couple, older couple, retired couple, dinks,
    professional couple, working couple, childless couple, dink, kiddo, tot, rug rats, adult tenant, parents with children,
    parents with kids, family with children, families with children, families with kids, family with kids,
    school age children, little ones, little kids, small children, young children, young kids, rugrats,
    ${PREGNANCY}, new parent, new mom, new mother, new dad, new father, young family, growing family,
    foster parent, foster child, foster kid, stepchild, stepchildren, stepkid, custodial parent, grandkid,
    grandchild, grandchildren, grandparents raising grandchildren, littles, minor child,
    baby on the way, kid on the way, child on the way, parent, little one, preschooler, tween, grade schooler,
    schoolchildren, school kids, schoolkids, dependents, dependent children, grown up, grownup, single person,
    single adult, adolescent, infants, youngster, grandkids, unwed mother, single mothers by choice,
    tiny human, tiny humans, little human, little humans, mini human, mini humans, smol humans, tiny people, mini me,
    ankle biter, crumb snatcher, curtain climber, yard ape, house ape
  `),
  adjectives: list('pregnant, expecting, expectant, childless, child free, kid free, adult, with child'),
  modifiers: list('retired'),
  ambiguous: list('mature'),
  neutral: list('adult, grown up, grown ups, grownup, grownups'),
  esPeople: list(`
    nino, nina, ninos, ninas, hijo, hijos, hija, hijas, menores, menores de edad, bebe, bebes, adolescente,
    familias con ninos, familias con hijos, parejas, pareja, adultos, solteros, solteras, recien casados, jovenes profesionales, joven profesional,
    chamacos, criaturas, criancas, familias com criancas
  `),
  esAdjectives: list('embarazada'),
  bare: [
    ...bareList(
      'prefer',
      `child free, childfree, kid free, childless, adults only, solo adultos, adult community, adult building,
       adult complex, adults only community, comunidad de adultos, edificio para adultos, solo para adultos`,
    ),
    ...bareList(
      'describe',
      `newlywed nest, newlyweds nest, newlywed pad, newlywed home, honeymooners nest,
       family friendly, kid friendly, child friendly, empty nesters, empty nester, newlyweds, young
       professionals, mature couple, mature adults, adult living, ideal para familias,
       perfecto para familias, retired couple, young couple, older couple`,
      'warn',
    ),
  ],
  misspellings: {
    childern: 'children',
    chidren: 'children',
    childs: 'children',
    childrens: 'children',
    kidz: 'kids',
    kiddos: 'kids',
    kiddies: 'kids',
    teens: 'teens',
    ninios: 'ninos',
    ninyos: 'ninos',
  },
};
