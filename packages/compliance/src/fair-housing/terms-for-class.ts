import { classPerson } from './class-person';
import { classWords } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * Different money terms for a class, said as a change to a term: "Security deposit is doubled for
 * applicants whose first language isn't English", "Applicants of African descent: add a second month of
 * security and a guarantor", "rent is $100 less for members of the parish", "a las familias con niños
 * se les cobra un depósito adicional". 42 U.S.C. §3604(b); 24 CFR §100.65(b)(1) (different rent, deposit
 * or other charges by class), §100.60(b)(4) (different qualification criteria: a guarantor, a co-signer).
 * Three slots, each a vocabulary: the person (classPerson: class words, perceived traits), the term
 * (rent, deposit, fee, a guarantor), and the change (more: added, doubled, extra, a second; less:
 * reduced, waived, off). More is a burden on any class; less is a favour, a violation only for the
 * classes a preference is unlawful for whoever is favoured (race, colour, religion, national origin,
 * sex; a discount for veterans, seniors or families harms no protected class). Left alone: the same
 * terms ("families with kids pay the same deposit"), a change denied ("no extra deposit for service
 * animals", "but not for families"), a change for no class ("an extra deposit for pets").
 */
const TERM =
  '(?:(?:security )?deposits?|(?:liability )?waivers?|(?:renters )?insurance|security|rent|rents|rates?(?! (?:on|for) (?:the |a |an |their |your )?(?:[a-z]+ )?(?:loans?|mortgages?|financing))|fees?|charges?|surcharges?|premiums?|co ?signers?|cosigners?|guarantors?|guarantees?|months? (?:of|in) (?:rent|security|deposit)|months? upfront|first and last)';
// The same asked of everyone, or by income: "single renters and married couples alike need a co-signer
// when income falls short". It scans 90 characters, so a rule tries it only where its person stands
// ("(?=who)" first): tried at every "with", "an" and "in" of a listing, it was a fifth of the rules' time.
const EVERYONE =
  '(?![^|]{0,90}?\\b(?:alike|both|everyone|everybody|all applicants|as well|the same|when (?:their |the )?income|if (?:their |the )?income|whose income|unless (?:their |the )?income|income (?:falls|is) (?:short|below|under)|under \\d+ ?x)\\b)';
// A sum as the normalised text writes it: "1 , 000" for "$1,000".
const AMOUNT = '\\d+(?: , \\d{3})*';
const SIGNER = '(?:co ?signers?|cosigners?|guarantors?|co signatures?|personal guarantees?)';
// A clause must hold a term for the term rules to run (rule-gate.ts).
const TERM_NEEDS = [
  'deposit',
  'security',
  'rent',
  'rate',
  'fee',
  'charge',
  'premium',
  'signer',
  'guarant',
  'month',
  'first and last',
  'waiver',
  'insurance',
];
const MORE =
  '(?:extra|additional|added|more|higher|larger|bigger|double|doubled|tripled|twice|triple|second|another|increased|raised)';
const LESS = '(?:less|lower|reduced|discounted|cheaper|waived|off|cut|half)';
const ADD =
  '(?:sign|signs|buy|buys|carry|carries|add|adds|added|charge|charges|charged|collect|collects|require|requires|required|ask for|asks for|tack on|bump|raise|raises|double|doubles|get|gets|pay|pays|owe|owes|need|needs)';
// A change denied or said of others: "no extra deposit", "not for families", "except for".
const DENIED =
  '(?<!\\b(?:no|not|never|none|without|except|nor|same|wont|dont|doesnt|isnt|arent)\\b[^|]{0,12})';
// Up to n words that do not deny the change: "a $500", not "no" or "zero" ("pay no additional deposit"; a loan's rate is lending-by-area.ts's).
const WORDS = (n: number) =>
  `(?:(?!(?:no|zero|not|never|none|nothing|without|minus|except)\\b)[a-z0-9]+ ){0,${n}}?`;
const FAVOURED: readonly ProtectedClass[] = ['race', 'color', 'religion', 'national_origin', 'sex'];

const ES_TERM = '(?:deposito|renta|fiador|aval|cargo|cuota|mes de (?:renta|deposito)|garantia)';
const ES_MORE = '(?:adicional|extra|doble|mayor|mas alto|mas alta|de mas)';
const ES_ASK =
  '(?:cobra|cobran|cobramos|pide|piden|pedimos|exige|exigen|exigimos|requiere|requieren|requerimos|pagan|paga|deben pagar|tienen que pagar|dejan|dan)';

// People named by what they have: "inquilinos con discapacidad", "familias que tienen hijos".
const ES_WITH: Partial<Record<ProtectedClass, string>> = {
  handicap:
    '(?:con|que tienen?|que tengan) (?:una |alguna )?(?:discapacidad(?:es)?|silla de ruedas|animal de (?:servicio|apoyo))',
  familial_status: '(?:con|que tienen?|que tengan) (?:hijos|ninos|bebes|menores)',
  source_of_income:
    '(?:con|que usan?|que pagan con) (?:vales?|seccion 8|subsidios?|cupones?)(?: de vivienda)?',
};

const REASON =
  'Sets different rent, deposits, fees or guarantors for a protected class (42 U.S.C. §3604(b); 24 CFR §100.65(b)(1), §100.60(b)(4))';

const rules = (category: ProtectedClass): StandaloneRule[] => {
  const who = classPerson(category);
  const whoEs = ES_WITH[category]
    ? `(?:${classWords(category, true)}|${ES_WITH[category]})`
    : classWords(category, true);
  const change = FAVOURED.includes(category) ? `(?:${MORE}|${LESS})` : MORE;
  // Whom the change is for: "… for the Haitian applicants", not "… but not for families".
  const forWhom = `${DENIED}(?:for|to|on|from) (?:(?:the|any|all|our|those|these|every|each|an?) )?(?:[a-z]+ ){0,3}?${who}`;
  const base = { category, kind: 'exclude' as const, source: 'fha3604b' as const, reason: REASON };
  return [
    phraseRule({
      ...base,
      id: 'term-changed-for-class',
      needs: TERM_NEEDS,
      // The term, its change, then who it is for: "the deposit is doubled for …", "$100 less for …".
      re: `\\b${TERM}\\b[^|]{0,40}?\\b${DENIED}${change}\\b[^|]{0,30}?\\b${forWhom}|\\b${DENIED}${change} ${WORDS(3)}${TERM}\\b[^|]{0,20}?\\b${forWhom}`,
    }),
    phraseRule({
      ...base,
      id: 'class-term-added',
      needs: TERM_NEEDS,
      // Who, then what is added for them, in the clause or the one after a heading: "X: add a second month".
      re: `${who}[^|]{0,50}?(?:\\| [^|]{0,10}?)?\\b${DENIED}${ADD} (?:(?:a|an|the|their|them|him|her|it|us|on|up) )*(?:${WORDS(2)}${MORE} (?:[a-z0-9]+ ){0,3}?${TERM}\\b|${TERM} (?:[a-z0-9]+ |, ){0,4}?(?:higher|more|larger|bigger|extra|on top)\\b)`,
    }),
    phraseRule({
      ...base,
      id: 'class-guarantor-or-charge',
      needs: ['signer', 'guarant', 'signature', 'pay', 'charge', 'owe'],
      // A guarantor or a sum asked of the class alone: "for African American applicants the owner wants a
      // co-signer", "residents who keep Sabbath must pay $40 a month" (24 CFR §100.60(b)(4), §100.65(b)(1)).
      re: `(?=${who})${EVERYONE}(?:${who}[^|]{0,50}?\\b${DENIED}(?:need|needs|must (?:have|provide|get|bring|find)|wants?|requires?|required to (?:have|provide|get)|(?:have|has) to (?:get|find|provide|have)|will need|gets?|must|(?:are|is|get|gets|will be) asked (?:for|to (?:get|provide|find|bring|have))|(?:must|need to|needs to|have to|has to|will need to) (?:add|name|list|bring|provide) (?:a |an |their |her |his )?(?:[a-z]+ ){0,4}?as) (?:a |an |another |two |their own |their )?(?:(?:civilian|local|us|american|citizen|married|male|employed|second) )?${SIGNER}\\b|${who}[^|]{0,60}?\\b${DENIED}(?:must pay|(?:have|has|will have|are required) to pay|(?:are|is|will be|get|gets) charged|must cover) (?:an? )?(?:extra |additional )?${AMOUNT}|${who}[^|]{0,30}?\\b${DENIED}(?:pay|pays|put down|puts down|owe|owes) (?:an? )?${AMOUNT} (?:[a-z]+ ){0,2}?(?:deposit|fee|surcharge|premium|charge)s?\\b|${who}[^|]{0,30}?\\b${DENIED}(?:pay|pays|put down|puts down|owe|owes) (?:first and last(?: months?)?|(?:two|three|2|3) months?|an extra month|double)(?: [a-z]+){0,3}? (?:up ?front|in advance|deposit|security)\\b)`,
    }),
    phraseRule({
      ...base,
      // A higher price quoted because of the class: "with the three little ones it would be more like 2,100
      // instead of the 1,750 in the ad" (§100.65(b)(1)).
      id: 'price-quoted-for-class',
      needs: ['instead of', 'rather than', 'more like'],
      re: `\\bwith (?:the |your |their |all the |those |a |an )?(?:[a-z0-9]+ )?${who}[^|]{0,30}?\\b(?:it|rent|the rent|that|the price|price)(?: would| will| d| s| is)?(?: be)? (?:more like |closer to |actually |really )?${AMOUNT}\\b[^|]{0,25}?\\b(?:instead of|rather than)\\b`,
    }),
    phraseRule({
      ...base,
      id: 'class-term-added-es',
      needs: ['deposito', 'renta', 'fiador', 'aval', 'cargo', 'cuota', 'garantia'],
      re: `\\b${whoEs}\\b[^|]{0,50}?\\b(?:se (?:les?|le) )?${ES_ASK} (?:un |una |el |la |otro |otra )?(?:${ES_TERM} (?:[a-z0-9]+ ){0,3}?${ES_MORE}|${ES_MORE} (?:de )?${ES_TERM}|doble ${ES_TERM})\\b`,
    }),
  ];
};

// A charge counted by the child: "an extra $75 a month per child for wear and tear" (§100.65(b)(1)).
const PER_CHILD: StandaloneRule = phraseRule({
  id: 'charge-per-child',
  category: 'familial_status',
  kind: 'exclude',
  source: 'fha3604b',
  reason: REASON,
  needs: ['child', 'kid', 'minor', 'nino', 'hijo'],
  re: `\\b(?:extra|additional|plus|surcharge of|fee of|charge of|deposit of|add|adds|another|more) ${AMOUNT} (?:(?:a|per|each) (?:month|week|year) |monthly )?(?:per|for each|each|a|por cada|por) (?:child|kid|minor|nino|nina|hijo|hija)\\b|\\b${AMOUNT} (?:(?:a|per|each) (?:month|week|year) |monthly )?(?:per|for each|each|por cada|por) (?:child|kid|minor|nino|nina|hijo|hija) (?:surcharge|fee|deposit|charge|added|extra|for (?:wear|damage|occupancy|utilities|water|rent))\\b`,
});

export const TERMS_FOR_CLASS_RULES: readonly StandaloneRule[] = [...ALL_CLASSES.flatMap(rules), PER_CHILD];
