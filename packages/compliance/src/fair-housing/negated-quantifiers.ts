import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWords, classWordsFor } from './class-words';
import { NO_ONE_EN, NO_ONE_ES, PEOPLE_BEFORE_WITHOUT, SUBJECT_WORD } from './grammar-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { APPLICANT_ATTRIBUTES } from './vocabulary/applicant-attributes';
import { AID_PLURALS, AIDS, IMPAIRMENTS } from './vocabulary/handicap';
import { NATIONAL_ORIGIN } from './vocabulary/national-origin';

/**
 * A negated quantifier subject holding a class, with a verb of admission: "Nobody with kids is
 * allowed", "Not a single tenant on Section 8 is accepted", "None of the applicants with children will
 * be approved", "No one over 60 may apply", "Nadie con niños puede vivir aquí". To say that no one of a
 * class is admitted is to say the class is not: a statement that indicates a limitation or exclusion
 * (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1): words that convey a dwelling is not available to a group).
 * The class words come from the vocabularies (class-words.ts), so the rule is written once per class.
 * The other readings of the same subject are left to their own files: a verb of refusal under it
 * ("nobody with kids is turned away", "no one in a wheelchair should feel unwelcome") is inclusion
 * (inclusive.ts, HUD 1995 memo on equal-opportunity statements); a verb of living or any other verb
 * ("nobody with kids lives on this floor", "… has complained") is no admission and is not read here;
 * a negated verb ("nobody with kids is not allowed") admits everyone and is not read either.
 */

// What a person is "with", "on" or "in" besides the class words: the class's attributes ("a mental
// illness", "a wheelchair", "kids"; 42 U.S.C. §3602(h), (k); 24 CFR §100.201(a)(2)), and an age.
const WITH_EN: Partial<Record<ProtectedClass, readonly string[]>> = {
  handicap: [
    ...IMPAIRMENTS,
    ...AIDS,
    ...AID_PLURALS,
    '(?:mental|psychiatric|physical|cognitive|developmental|intellectual|chronic) (?:illness|illnesses|condition|conditions|disability|disabilities|disorder|disorders|impairment|impairments)',
    'disability|disabilities|handicap|(?:seeing eye|guide|service|assistance|support) (?:dog|dogs|animal|animals)|esa',
  ],
  familial_status: ['kids|children|child|a baby|babies|toddlers?|infants?|teens|teenagers|minors|a family'],
};
const WITH_ES: Partial<Record<ProtectedClass, string>> = {
  handicap:
    'discapacidad|discapacidades|silla de ruedas|sillas de ruedas|(?:perro|perros|animal|animales) (?:de servicio|de asistencia|guia|de apoyo)',
  familial_status: 'ninos|ninas|hijos|hijas|bebes|menores|un bebe|familia',
};
// An age said with the subject: "no one over 60", "nobody younger than 18", "nadie mayor de 65".
// Over an adult age it is age (state laws, e.g. N.Y. Exec. Law §296(5)); under 18 it is children,
// familial status (42 U.S.C. §3602(k)).
const AGED: Partial<Record<ProtectedClass, string>> = {
  age: '(?:over|above|older than|past|mayor de|mayores de) (?:the age of |age )?(?:[2-9]\\d)(?: (?:years?|yrs?|anos)(?: old)?)?',
  familial_status:
    '(?:under|below|younger than|menor de|menores de) (?:the age of |age )?(?:1[0-8]|[1-9]|eighteen)(?: (?:years?|yrs?|anos)(?: old)?)?',
};

// Where a person comes from, said with the subject: "nobody from Mexico", "no one born abroad", "not a
// single applicant of Chinese descent" (national origin is a person's or ancestors' place of origin,
// 24 CFR §100.75(c)(1); HUD 1995 memo). The places and peoples are the vocabulary's own lists.
const ORIGIN_PLACES = (NATIONAL_ORIGIN.ambiguous ?? []).join('|');
const PLACES = `(?:the )?(?:${ORIGIN_PLACES})`;
const ORIGIN_EN = `(?:from|born in|raised in) (?:${PLACES}|another country|other countries|abroad|overseas|outside the (?:us|usa|united states|country))|born (?:abroad|overseas|outside the (?:us|usa|united states|country))|of (?:(?:${PLACES}|foreign|immigrant|asian|hispanic|latino|arab|african|middle eastern) )(?:descent|origin|background|heritage|ancestry|extraction)`;
const ASIDE: Partial<Record<ProtectedClass, string>> = { national_origin: `(?:${ORIGIN_EN})` };
const ORIGIN_ES = `(?:de|del|nacid[oa]s? en) (?:el |la )?(?:${ORIGIN_PLACES}|extranjero|otro pais|otros paises)|de origen (?:extranjero|${(NATIONAL_ORIGIN.esAmbiguous ?? []).join('|')})`;
const ASIDE_ES: Partial<Record<ProtectedClass, string>> = { national_origin: `(?:${ORIGIN_ES})` };

const ART_EN = '(?:(?:a|an|any|the|their|his|her) )?';
const PERSON_EN = `(?:${PEOPLE_BEFORE_WITHOUT}|family|families)`;
const ART_ES = '(?:(?:un|una|el|la|los|las|sus) )?';
const PERSON_ES =
  '(?:persona|personas|inquilino|inquilinos|inquilina|inquilinas|familia|familias|solicitante|solicitantes)';

/** The subject: a negated quantifier, an optional people noun, then the class (words, "with" X, an age). */
const subjectEn = (category: ProtectedClass): string => {
  const words = classWordsFor(category);
  const attrs = [
    ...APPLICANT_ATTRIBUTES.filter((g) => g.category === category).flatMap((g) => g.forms),
    ...(WITH_EN[category] ?? []),
  ];
  const held = attrs.length ? `(?:${words}|${attrs.join('|')})` : words;
  const aged = [AGED[category], ASIDE[category]].flatMap((x) => (x ? [`| ${x}`] : [])).join('');
  return `\\b${NO_ONE_EN}(?: ${PERSON_EN})?(?: ${ART_EN}${words}| (?:with|on|using|in|receiving|who (?:has|have|is|are|uses|use|needs|need|receives|gets)) ${ART_EN}${held}${aged})\\b`;
};
const subjectEs = (category: ProtectedClass): string => {
  const words = classWords(category, true);
  const extra = WITH_ES[category];
  const held = extra ? `(?:${words}|${extra})` : words;
  const aged = [AGED[category], ASIDE_ES[category]].flatMap((x) => (x ? [`| ${x}`] : [])).join('');
  return `\\b${NO_ONE_ES}(?: ${PERSON_ES})?(?: ${ART_ES}${words}| (?:con|en|de|que (?:tenga|tengan|sea|sean|use|usen|reciba|reciban|este|esten)) ${ART_ES}${held}${aged})\\b`;
};

const TAIL = `${SUBJECT_WORD}{0,3}?`;

// Admission said in the passive or as a state ("is allowed", "will be approved", "is welcome here")
// after an auxiliary with no negation; or as an act with a modal of permission ("may apply", "can
// rent"); or a present tense of getting in ("qualifies", "gets a lease").
const BE_EN =
  '(?:(?:is|are|was|were|will|would|shall|should|can|could|may|might|be|been|being|has|have|gets?|ever|here|currently|now|going to|ever again) ){1,4}';
const PASSIVE_EN =
  '(?:allowed|permitted|accepted|welcome|welcomed|approved|admitted|eligible|entertained|tolerated|housed|rented to|leased to|shown|qualified|a good fit|a fit|the right fit|considered(?! (?:a|an|the|to|as|less|more|any|by)\\b))(?! to (?!(?:live|rent|lease|move|apply|stay|reside|sign|visit|buy|renew)\\b))';
const ACT_EN =
  '(?:(?:can|may|could|gets to|get to|is able to|will be able to|is allowed to) (?:ever )?(?:apply|rent|lease|live|move in|stay|reside|sign (?:a|the) lease|get (?:a|the) lease|qualify|buy|renew)|qualifies|gets (?:a|the) lease|gets approved|gets accepted|gets in)';
const BE_ES =
  '(?:(?:es|son|sera|seran|esta|estan|puede|pueden|podra|podran|sera|fue|ha sido|va a ser|se) ){1,2}';
const PASSIVE_ES =
  '(?:aceptad[oa]s?|admitid[oa]s?|permitid[oa]s?|aprobad[oa]s?|bienvenid[oa]s?|considerad[oa]s?|vivir|rentar|alquilar|aplicar|solicitar|mudarse|quedarse|entrar|calificar|califica)';

const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const NEEDS = [
  'nobody',
  'no one',
  'noone',
  'not any',
  'none',
  'not one',
  'not a single',
  'not a one',
  'no applicant',
  'no tenant',
  'no renter',
  'no resident',
  'no buyer',
  'no person',
  'no people',
  'no famil',
  'no household',
  'no guest',
  'no caller',
  'no occupant',
  'nadie',
  'ningun',
];
const REASON =
  'Says no one of a protected class is admitted ("nobody with … is allowed") (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1))';

const rules = (category: ProtectedClass): StandaloneRule[] => [
  phraseRule({
    id: 'no-one-admitted',
    category,
    kind: 'exclude',
    source: 'fha3604c',
    needs: NEEDS,
    reason: REASON,
    re: `${subjectEn(category)}${TAIL} (?:${BE_EN}${PASSIVE_EN}|${ACT_EN})\\b`,
  }),
  phraseRule({
    id: 'no-one-admitted-es',
    category,
    kind: 'exclude',
    source: 'fha3604c',
    needs: NEEDS,
    reason: REASON,
    re: `${subjectEs(category)}${TAIL} ${BE_ES}${PASSIVE_ES}\\b`,
  }),
];

export const NEGATED_QUANTIFIER_RULES: readonly StandaloneRule[] = CLASSES.flatMap(rules);
