import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * Worse terms or worse homes for a class, said as an instruction to staff: "if they have kids, quote
 * the higher rent", "for Hispanic applicants we ask two months'
 * deposit instead of one", "I showed the family with three kids the units by the dumpsters, the nice
 * ones are for our professional crowd". 42 U.S.C. §3604(b) and 24 CFR §100.65(b)(1)-(2) (different
 * rent, deposit or terms by class), §100.70(c)(4) (assigning a class to a particular building or
 * section). The class comes from the lexicon's class words (class-words.ts); state classes block only
 * where a state names them (jurisdictions.ts). Each frame is anchored on its first word (if/when,
 * for, a showing verb) and looks ahead for its term before the long class alternation runs. Left alone:
 * "if they have kids, the park is next door", "for families we keep a list of schools", "we showed
 * everyone the nice units first".
 */
const WHO =
  '(?:applicants?|tenants?|renters?|residents?|households?|families|family|buyers?|callers?|people|folks|couples?|prospects?)';
const MORE =
  '(?:higher|extra|additional|double|doubled|bigger|larger|full|premium|second|more|stricter|longer|two months|2 months|three months|3 months)';
const QUOTE =
  '(?:quote|quotes|quoting|charge|charges|charging|ask for|asks for|require|requires|add|adds|tack on|bump|raise|collect|collects|give them|tell (?:them|him|her))';
const TERM =
  '(?:rent|rents|deposits?|fees?|price|prices|rate|rates|months?|guarantors?|co ?signers?|cosigners?|review|screening|background checks?|application fees?)';
// The person the condition is about.
const THEY =
  '(?:(?:they|he|she|the (?:applicant|tenant|caller|buyer|prospect|family|household|renter|couple)s?)(?: [a-z]+){0,2}? (?:have|has|got|re|s|are|is|turn out to be|turns out to be|bring|brings|mention|mentions|come with|comes with)|theyre|shes|hes)(?: on| using| with)?';
const CLASSES = ALL_CLASSES;
// A worse place for the class, and the better one kept for others.
const SHOW =
  '(?:showed|show|shows|showing|shown|offered|offer|offers|gave|give|gives|steered|steer|steers|took|take|takes)';
const BETTER =
  '(?:nice|nicer|good|better|best|newer|renovated|premium|upgraded|updated|quiet|quieter|bigger|sunny|sunnier)';
const PLACES = '(?:ones|units|apartments|homes|places|side|building|buildings|floors)';

const rules = (category: ProtectedClass): StandaloneRule[] => {
  const words = classWordsFor(category);
  const base = { category, kind: 'exclude' as const, source: 'fha3604b' as const };
  return [
    phraseRule({
      ...base,
      id: 'conditional-terms',
      needs: ['if', 'when', 'once'],
      reason:
        'Tells staff to quote a class worse terms (higher rent, an extra deposit) than others (42 U.S.C. §3604(b); 24 CFR §100.65(b))',
      re: `\\b(?:if|when|whenever|once)\\b(?=[^|]{0,120}?\\b${QUOTE}\\b[^|]{0,25}?\\b(?:${MORE}|higher)\\b)[^|]{0,15}?\\b${THEY} (?:a |an |any |some |small |young |little |\\d+ |two |three |four |five |six )?${words}\\b[^|]{0,50}?\\b${QUOTE}\\b[^|]{0,25}?(?:\\b${MORE}\\b(?: [a-z0-9]+){0,2}? ${TERM}\\b|\\b${TERM} (?:is|are|s|will be) (?:a lot |much |way )?(?:higher|more|bigger|double)\\b)`,
    }),
    phraseRule({
      ...base,
      // Said to the person: "if you're bringing children it goes up to $1,550" (§100.65(b)(1)).
      id: 'conditional-term-raised',
      needs: ['goes up', 'go up', 'increase', 'rises', 'jumps', 'doubles', 'higher', 'bumped'],
      reason:
        'Quotes a class a higher rent or deposit than others (42 U.S.C. §3604(b); 24 CFR §100.65(b)(1))',
      re: `\\b(?:if|when|once)\\b (?:youre|you re|you are|you have|you|theyre|they|your family)(?: [a-z]+){0,2}? ${words}\\b[^|]{0,30}?\\b(?:it|that|(?:the |your )?(?:rent|price|deposit|rate|fee))(?: [a-z]+)? (?:goes up|go up|increases|will increase|rises|jumps|doubles|is higher|will be higher|gets bumped)\\b`,
    }),
    phraseRule({
      ...base,
      id: 'group-terms-instead',
      needs: ['instead of', 'rather than', 'on top of'],
      reason:
        'Asks a class for a larger deposit or other term than others (42 U.S.C. §3604(b); 24 CFR §100.65(b))',
      re: `\\b(?:for|from)\\b(?=[^|]{0,90}?\\b(?:instead of|rather than|on top of)\\b) (?:all |any |the )?${words}(?: ${WHO})?\\b[^|]{0,30}?\\b(?:ask|asks|charge|charges|require|requires|need|needs|want|wants|collect|collects|take|takes|demand|demands|quote|quotes)\\b(?: for)?(?: [a-z0-9]+){0,3}? ${TERM}\\b[^|]{0,20}?\\b(?:instead of|rather than|on top of)\\b`,
    }),
    phraseRule({
      ...base,
      id: 'worse-units-shown',
      source: 'cfr10070',
      needs: ['show', 'offer', 'gave', 'give', 'steer', 'took', 'take'],
      reason:
        'Shows a class the worse units and keeps the better ones for others (24 CFR §100.70(c)(4); 42 U.S.C. §3604(a))',
      re: `\\b${SHOW}\\b(?=[^|]{0,140}?\\bthe ${BETTER}(?: [a-z]+){0,2}? ${PLACES} (?:are |go |stay |are reserved |are kept |re )?(?:for|to)\\b)[^|]{0,30}?\\b${words}\\b[^|]{0,100}?\\bthe ${BETTER}(?: [a-z]+){0,2}? ${PLACES}\\b`,
    }),
  ];
};

export const CONDITIONAL_TERM_RULES: readonly StandaloneRule[] = CLASSES.flatMap(rules);
