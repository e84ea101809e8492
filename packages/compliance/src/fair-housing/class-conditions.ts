import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Terms put on a class as a condition of the tenancy, each a grammar with its own slots:
 * (A lease not renewed for a class is a frame in use-limits.ts, joined to any class mention.)
 * - the gender on an ID that must match how the person presents: HUD's 2016 Equal Access rule and the
 *   2021 memo (hud2021) read sex to include gender identity; state codes name it (e.g. Mass. G.L. c. 151B
 *   §4(6)-(7));
 * - the home offered "provided that your income comes from a job and not from benefits": source of
 *   income, a state class (e.g. Or. Rev. Stat. §659A.421; N.Y. Exec. Law §296(5));
 * - a home "best suited to a single professional without a spouse": marital status said of who the home
 *   suits (HUD 1995 memo: "ideal for" a class is a preference; marital status is a state class, e.g.
 *   Mass. G.L. c. 151B §4(6));
 * - a woman who cannot pay "can work something out with me privately": quid pro quo harassment (24 CFR
 *   §100.600(a)(1); 81 FR 63054, 2016).
 * Left alone: "bring an ID; the name on
 * it need not match your chosen name", "income may come from a job, benefits or a voucher", "suited to a
 * single professional or a couple", "tenants who can't make rent can work out a payment plan with the
 * office".
 */
const DOCUMENT =
  '(?:id|ids|identification|license|licence|drivers license|passport|birth certificate|documents?|paperwork|state id|photo id)';
const GENDER_ON = `(?:gender|sex|gender marker|sex marker)(?: listed| shown| printed| marked)? on (?:an? |the |their |your |his |her )?(?:applicants? |tenants? |buyers? |renters? |persons? )?${DOCUMENT}`;
const PRESENT =
  '(?:how (?:they|you|he|she|the applicant|the tenant) (?:present|presents|look|looks|appear|appears|dress|dresses|identify|identifies)|(?:their|your|his|her|the applicants|the tenants) (?:appearance|presentation|gender expression|look|clothing)|what (?:they|you|he|she) (?:look|looks) like)';
const NOT_MATCH =
  '(?:doesnt|does not|dont|do not|fails to|wont|will not|cant|cannot|isnt|is not) (?:match|agree with|correspond to|line up with|fit)|(?:must|has to|needs to|should|have to|is required to) (?:match|agree with|correspond to|line up with)';
const DENIED =
  '(?:denied|rejected|declined|refused|disqualified|not (?:be )?(?:approved|accepted|processed|considered)|turned down|void|cancel(?:l)?ed)';

const MEANS_TEST = '(?:provided|as long as|so long as|only if|if|on condition|assuming|given)';
const JOB =
  '(?:a |an |your |their |his |her )?(?:job|employment|work|wages|paycheck|paychecks|salary|employer|w ?2 (?:job|work)|working)';
const NOT_BENEFITS =
  '(?:and )?(?:not|never|rather than|instead of) (?:from |out of )?(?:benefits|welfare|assistance|government (?:money|checks|aid|programs?)|disability|social security|ssi|ssdi|section 8|a voucher|vouchers|child support|alimony|public assistance|food stamps|unemployment)';

const SUITED =
  '(?:suited|suits|ideal|perfect|best|great|made|designed|right|tailored|geared) (?:for|to|toward|towards)';
const SPOUSELESS =
  '(?:without|with no|minus|sans|who has no|who doesnt have|who does not have) (?:a |any )?(?:spouse|husband|wife|significant other|other half|hubby|wifey)';

const WOMAN =
  '(?:woman|women|ladies|lady|female|females|girls?|gals?|single moms?|single mothers?|mothers?|moms?|divorcees?|widows?)';
const ARRANGE =
  '(?:work (?:something|it|things|a deal|out a deal|something else) out|come to (?:an|some) (?:arrangement|understanding|agreement)|make (?:an|some|other|special|a private) (?:arrangements?|deal)|arrange something|sort something out|figure something out|cut a deal)';
const PRIVATELY =
  '(?:privately|in private|one on one|after hours|at my place|at my house|in my apartment|behind closed doors|just the two of us|between us|discreetly)';

export const CLASS_CONDITION_RULES: readonly StandaloneRule[] = [
  ...phraseRules([
    {
      id: 'id-gender-must-match-presentation',
      category: 'gender_identity',
      kind: 'exclude',
      source: 'hud2021',
      reason:
        'Requires the gender on an ID to match how a person presents (gender identity: HUD 2021 memo; state codes, e.g. Mass. G.L. c. 151B §4)',
      needs: ['gender', 'sex'],
      re: `\\b${GENDER_ON}\\b(?: [a-z]+){0,2}? (?:(?:must|has to|needs to|should|is required to) (?:match|agree with|correspond to|line up with) ${PRESENT}|(?:${NOT_MATCH}) ${PRESENT}\\b[^|]{0,60}?\\b${DENIED})\\b|\\b(?:must|has to|need to|needs to|are required to|is required to|should) (?:present|dress|appear|look) (?:as|like) (?:the )?(?:gender|sex) (?:on|listed on|shown on) (?:their|your|his|her|the) ${DOCUMENT}\\b`,
    },
    {
      id: 'income-from-job-not-benefits',
      category: 'source_of_income',
      kind: 'exclude',
      source: 'hudSoi',
      reason:
        'Offers the home only if the income comes from a job and not from benefits (source of income, a state class, e.g. Or. Rev. Stat. §659A.421)',
      needs: ['income', 'earnings', 'money', 'funds', 'rent'],
      re: `\\b${MEANS_TEST} (?:that )?(?:all |the |your |their |his |her )?(?:of )?(?:your |their )?(?:income|earnings|money|funds|rent money|rent) (?:comes|come|is|are|came) (?:only |solely |entirely |all )?(?:from|out of) ${JOB}\\b(?: ,)? ${NOT_BENEFITS}\\b`,
    },
    {
      id: 'suited-without-spouse',
      category: 'marital_status',
      kind: 'suits',
      source: 'hud1995',
      reason:
        'Says the home suits a person without a spouse (marital status; HUD 1995 memo: "ideal for" a class; a state class, e.g. Mass. G.L. c. 151B §4(6))',
      needs: ['spouse', 'husband', 'wife', 'significant other', 'other half', 'hubby'],
      re: `\\b${SUITED} (?:an? |one |the )?(?:[a-z]+ ){0,2}?(?:person|professional|tenant|renter|buyer|occupant|individual|resident|man|woman|guy|gal|student|worker|grad|nurse|lady|gentleman|adult)s? ${SPOUSELESS}\\b`,
    },
    {
      id: 'woman-private-arrangement',
      category: 'sex',
      kind: 'exclude',
      source: 'cfr100600',
      reason:
        'Offers a woman who cannot pay a private arrangement with the landlord (quid pro quo harassment, 24 CFR §100.600(a)(1))',
      needs: ['work', 'arrange', 'sort something', 'figure something', 'deal', 'come to'],
      re: `\\b${WOMAN}\\b[^|]{0,80}?(?:\\|[^|]{0,60}?)?\\b${ARRANGE}(?: with (?:me|the landlord|the owner|him|the manager))? ${PRIVATELY}\\b`,
    },
  ]),
];
