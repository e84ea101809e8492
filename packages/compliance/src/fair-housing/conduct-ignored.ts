import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Harassment described, then left alone in the next breath: "maintenance keeps commenting on her body;
 * she's complained twice and I was told to ignore it", "the guy in 3A leaves notes calling them
 * terrorists; the president says it's a private dispute and we're staying out of it". 24 CFR
 * §100.7(a)(1)(iii): a provider is liable for failing to take prompt action to end harassment by a
 * third party it knew of; §100.600(a)(2). Beside harassment-ignored.ts (a complaint about marked
 * conduct, then a refusal in its clause), this reads the conduct, then the refusal to act within the
 * next clause. Left alone: conduct reported and acted on ("we warned him and it stopped"), a refusal
 * to act on noise or parking.
 */
const IGNORE =
  '(?:(?:told|asked|instructed) (?:me |us )?to (?:ignore it|ignore her|ignore them|stay out of it|let it go|look the other way|leave it)|(?:were|we are|were just|im|i am) (?:staying|keeping) out of it|(?:stay|staying|keep|keeping) out of it|(?:its|it is|thats|that is) (?:just )?a (?:private|personal) (?:dispute|matter|issue|thing)|(?:not|wont|will not|dont|do not|doesnt|does not) (?:get|getting) involved|between (?:neighbors|neighbours|tenants|residents)|(?:ignore|ignoring) it|look(?:ing)? the other way|(?:is|are|its|thats) (?:just |only |simply )?a (?:neighbor|neighbour|tenant|personal|civil) (?:dispute|matter|issue|problem)|(?:toughen|man) up|(?:grow|get|have) (?:a )?thick(?:er)? skin|(?:doesnt|does not|didnt|did not) mean anything by (?:it|that|them|the [a-z]+)|(?:a )?dispute between (?:tenants|neighbors|neighbours|residents)|not something (?:management|we|the (?:office|board|landlord|owner)) (?:gets?|get|can get) involved (?:in|with)|(?:is|s|was) (?:only|just) (?:joking|kidding|teasing|being friendly)|(?:its|it s|thats|that s) (?:harmless|just a joke|all in fun))';

// Remarks on a trait of the person's class: "the remarks from 3A about your family's accent".
const ABOUT =
  '(?:remarks?|comments?|jokes?|notes?|slurs?)(?: [a-z0-9]+){0,4}? (?:about|on) (?:your|her|his|their)(?: familys| family s| kids| wifes| wife s| husbands| husband s)? ';

const CONDUCT: readonly {
  category: 'sex' | 'religion' | 'race' | 'national_origin';
  conduct: string;
  needs: readonly string[];
}[] = [
  {
    category: 'sex',
    needs: [
      'body',
      'outfit',
      'clothes',
      'appearance',
      'figure',
      'looks',
      'advances',
      'grop',
      'touch',
      'catcall',
      'lets himself',
      'letting himself',
    ],
    conduct:
      '(?:comment(?:s|ing|ed)? (?:on|about) (?:her|their|his|your) (?:body|figure|looks|chest|legs|outfits?|clothes|appearance)|(?:letting|lets|let) himself in(?:to)?|sexual advances|grop(?:ing|ed|es)|touch(?:ing|ed|es) her|catcall(?:s|ing|ed)?)',
  },
  {
    category: 'religion',
    needs: [
      'terrorist',
      'jihad',
      'infidel',
      'headscarf',
      'hijab',
      'turban',
      'yarmulke',
      'kippah',
      'religion',
      'faith',
    ],
    conduct: `(?:call(?:s|ing|ed)? (?:them|him|her|the [a-z]+) (?:terrorists?|jihadis?|infidels?)|${ABOUT}(?:headscarf|headscarves|hijabs?|turbans?|yarmulkes?|kippahs?|religion|faith))`,
  },
  {
    category: 'race',
    needs: ['slur', 'n word', 'monkey'],
    conduct:
      '(?:(?:racial|racist) slurs?|the n word|call(?:s|ing|ed)? (?:them|him|her) (?:monkeys?|[a-z]+ slurs?))',
  },
  {
    category: 'national_origin',
    needs: ['go back', 'illegal', 'deport', 'accent', 'came from', 'come from', 'english', 'country'],
    conduct: `(?:${ABOUT}(?:accents?|english|country|where (?:you|they|she|he|we) (?:came|come|are) from)|(?:tell|tells|telling|told|yell(?:s|ing|ed)?(?: at)?|shout(?:s|ing|ed)?(?: at)?) (?:them|him|her) (?:to )?go back (?:to|where)|call(?:s|ing|ed)? (?:them|him|her) (?:illegals?|wetbacks?)|threaten(?:s|ing|ed)? to (?:call ice|have (?:them|him|her) deported))`,
  },
];

export const CONDUCT_IGNORED_RULES: readonly StandaloneRule[] = phraseRules(
  CONDUCT.map(({ category, conduct, needs }) => ({
    id: 'conduct-ignored',
    category,
    kind: 'exclude' as const,
    source: 'cfr1007' as const,
    needs,
    reason:
      'Describes harassment by class and then declines to act on it (24 CFR §100.7(a)(1)(iii): a provider must take prompt action to end harassment it knows of; §100.600(a)(2))',
    re: `\\b${conduct}\\b[^|]{0,100}?(?:\\| [^|]{0,100}?)?\\b${IGNORE}\\b`,
  })),
);
