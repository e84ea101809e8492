import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Better terms offered to one class ("members of Grace Fellowship get the first month
 * free; everyone else pays full move-in costs"): a class, or a congregation's members,
 * then a concession only they get ("the first month free", "$200 off", "no deposit", "a waived
 * application fee"). 42 U.S.C. §3604(b) and 24 CFR §100.65(b)(4) (different terms, conditions or
 * privileges by class); a commercial landlord's perk for a church's members is a preference by religion
 * outside §3607(a). Classes where a perk for the class is a preference against the rest: race, colour,
 * religion, national origin, sex, marital status, sexual orientation, gender identity (a discount for
 * seniors, veterans or disabled tenants is left to the lead: states treat them differently).
 * Left alone: "members of the gym get a discount", "early applicants get the first month free",
 * "every new resident gets $200 off", "Christian Street residents get free parking" (a street).
 */
const CLASSES: readonly ProtectedClass[] = [
  'race',
  'color',
  'religion',
  'national_origin',
  'sex',
  'marital_status',
  'sexual_orientation',
  'gender_identity',
];
const WHO =
  '(?:applicants?|tenants?|renters?|residents?|households?|families|buyers?|people|folks|couples?|members?|guests?|clients?|students?)';
const GET =
  '(?:get|gets|receive|receives|enjoy|enjoys|are offered|is offered|qualify for|qualifies for|pay|pays)';
// What the perk is off: the rent, the deposit, the move-in, the lease (a discount at the salon next
// door is no term of the tenancy).
const OF_RENT =
  '(?:(?: (?:on|off|of|for|toward|towards|at))? (?:the |their |your |a |his |her )?(?:rent|monthly rent|(?:each|every|per) months?(?: rent)?|first months?|move in|deposit|security deposit|lease|application|unit|apartment|home|renewal))';
const PERK = `(?:(?:the |their |a |an |one )?(?:first|1st|second|last) (?:month|months|week|weeks)(?: s)?(?: rent)? (?:free|off|waived|half off)|(?:\\d+|one|two|three|half|fifty|ten|twenty|a hundred) (?:percent |dollars |)?(?:off|discount|back|less)${OF_RENT}|(?:a |an )?(?:special |reduced |discounted |lower |better )?(?:discount|rate|price|deal)${OF_RENT}|(?:a |an )?(?:reduced |discounted |lower |cheaper )(?:rent|rate)|(?:a |an )?move in special|(?:no|a reduced|a waived|a lower|half the|a smaller|reduced|lower) (?:deposit|application fee|security deposit|pet fee|admin fee|move in fees?)|free (?:rent|month|application|first month))`;
// A congregation named by its members: "members of Grace Fellowship", "parishioners of St. Anne's".
const CONGREGATION =
  '(?:church|churches|congregation|parish|synagogue|temple|mosque|masjid|fellowship|chapel|cathedral|ministries|ministry|kingdom hall|shul|gurdwara|ward)';
const MEMBERS = `(?:(?:members|parishioners|congregants) (?:of|at|from) [^|]{0,40}?(?:\\b(?:st|ste|mt) \\| [^|]{0,30}?)?\\b${CONGREGATION}\\b(?: [a-z]+)?|parishioners|congregants|church members|(?:fellow )?believers)`;

// The class opens its clause ("all", "our", "any" before it at most): "Christian Street residents" is a street.
const LEAD = '(?<![a-z] )(?<=(?:^|\\| |, |; |: |only |all |our |every |any )(?:the )?)';

const rule = (category: ProtectedClass): StandaloneRule => {
  const words = classWordsFor(category);
  const who = category === 'religion' ? `(?:${MEMBERS}|${words}(?: ${WHO})?)` : `${words}(?: ${WHO})?`;
  return phraseRule({
    id: 'class-perk',
    category,
    kind: 'prefer',
    source: 'fha3604b',
    needs: ['get', 'receive', 'enjoy', 'offered', 'qualif', 'pay'],
    reason: 'Offers one class better terms than others (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `${LEAD}${who}\\b(?: only)? ${GET}\\b(?: only)? ${PERK}\\b`,
  });
};

export const CLASS_BENEFIT_RULES: readonly StandaloneRule[] = CLASSES.map(rule);
