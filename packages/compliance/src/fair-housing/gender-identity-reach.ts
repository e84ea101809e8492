import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Gender identity refused without naming it, where state law protects it (Cal. Gov. Code §12955;
 * N.Y. Exec. Law §296(5); Wash. RCW 49.60.222; Mass. G.L. c. 151B §4(6)); elsewhere the finding warns
 * (jurisdictions.ts). Three shapes: shared facilities assigned by the sex on a birth certificate or "at
 * birth"; screening out people whose ID does not match how they present; a refusal because someone is
 * transitioning. Left alone: "gender-neutral restrooms", "use the name you go by; the legal name is
 * needed only on the lease", "bring a photo ID".
 * Also: sex required to match a birth certificate (HUD 2021 memo on Executive Order 13988), and "if the
 * ID shows a different gender than they present, deny" (HUD 2021 memo on Bostock; N.Y. Exec. Law
 * §296(5)).
 */
const FACILITY =
  '(?:bathrooms?|restrooms?|locker rooms?|showers?|changing rooms?|washrooms?|dressing rooms?|dorms?|dormitory|sleeping quarters)';
const BIRTH_SEX =
  '(?:(?:sex|gender) (?:on|in|listed on|shown on|printed on|stated on|from) (?:their|your|his|her|the|a) (?:original )?(?:birth certificates?|ids?|drivers licenses?|passports?|legal documents?)|(?:biological|birth|natal) (?:sex|gender)|(?:sex|gender) (?:assigned )?at birth|birth certificate sex)';
const REFUSE =
  '(?:screen(?:ing)? out|screens out|weed out|(?:turn|turns|turned) (?:(?:her|him|them|me|us) )?(?:away|down)|deny|denies|denied|reject|rejects|rejected|refuse|refuses|refused|decline|declines|declined|pass on|passed on|no one|nobody|not (?:renting|rent) to|wont (?:rent|lease) to|flag|flags|disqualify|disqualifies)';
const ID = '(?:ids?|identification|licenses?|drivers licenses?|documents?|paperwork|legal names?)';
const MISMATCH =
  '(?:doesnt|does not|dont|do not|wont|isnt|is not|arent|not) (?:match|matching|line up with|reflect|agree with|correspond to|fit)';
const PRESENTS =
  '(?:how (?:they|he|she|you|the person|the applicant) (?:present|presents|look|looks|dress|dresses|appear|appears|identify|identifies)|(?:their|his|her|your) (?:presentation|appearance|gender presentation|gender expression|gender))';
const BECAUSE = '(?:because|since|cause|cuz|bc|as|due to the fact that|for)';
const TRANSITIONING =
  '(?:(?:is|s|are|was|were|being|shes|hes|theyre|theyve been|started|starting|is starting) )?(?:transitioning|in transition|changing (?:genders?|sex)|trans|transgender|nonbinary|non binary|genderqueer|gender fluid)';

export const GENDER_IDENTITY_REACH_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'facilities-by-birth-sex',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'state',
    needs: ['birth', 'biological', 'natal', 'sex on', 'gender on', 'passport', 'licen', ' id', 'document'],
    reason:
      'Assigns shared facilities by the sex on a birth certificate or assigned at birth, a term that excludes transgender residents (state statutes, e.g. Cal. Gov. Code §12955, N.Y. Exec. Law §296(5))',
    re: `\\b${FACILITY}\\b[^|]{0,60}?\\b${BIRTH_SEX}\\b|\\b${BIRTH_SEX}\\b[^|]{0,40}?\\b(?:for|in|to use|using|at) (?:the |all |shared |common )?${FACILITY}\\b`,
  },
  {
    id: 'id-presentation-screen',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'state',
    needs: ['match', 'line up', 'reflect', 'agree with', 'correspond'],
    reason:
      'Screens out applicants whose ID does not match how they present, which excludes transgender people (state statutes, e.g. N.Y. Exec. Law §296(5))',
    re: `\\b${REFUSE}\\b[^|]{0,40}?\\b${ID} ${MISMATCH}\\b[^|]{0,25}?\\b${PRESENTS}`,
  },
  {
    id: 'refused-for-transitioning',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'state',
    needs: [
      'transition',
      'changing gender',
      'changing sex',
      'trans',
      'binary',
      'genderqueer',
      'gender fluid',
    ],
    reason:
      'Refuses someone because they are transitioning or transgender (state statutes, e.g. Wash. RCW 49.60.222, Cal. Gov. Code §12955)',
    re: `\\b${REFUSE}\\b[^|]{0,40}?\\b${BECAUSE}\\b[^|]{0,20}?\\b${TRANSITIONING}\\b|\\b(?:no one|nobody|not (?:renting|rent) to anyone|wont (?:rent|lease) to anyone) (?:who is|whos|who s|thats|who are) (?:currently )?transitioning\\b`,
  },
  {
    id: 'sex-matches-birth-certificate',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    needs: ['birth', 'biological', 'assigned'],
    reason:
      'Requires a person\u2019s sex to match the sex assigned at birth (state gender-identity laws, e.g. Wash. RCW 49.60.222; HUD memo of Feb. 11, 2021)',
    re: '\\b(?:sex|gender)\\b[^|]{0,20}?\\b(?:must|has to|needs to|should|is required to)? ?match(?:es)? (?:their |your |his |her |the |what is on (?:their |your )?)?(?:original )?(?:birth certificates?|assigned sex|sex (?:assigned )?at birth|biological sex|birth sex)\\b|\\b(?:sex|gender) (?:on|from|listed on|shown on) (?:their |your |his |her |the )?(?:original )?birth certificates?\\b[^|]{0,20}?\\b(?:must|has to|needs to|will|shall|is required to) (?:be )?(?:used|listed|shown|go|appear|match)\\b|\\b(?:must|has to|have to|will|only) (?:use|list|show|go by) (?:the )?(?:(?:legal )?name and )?(?:sex|gender) (?:on|from|assigned at|at) (?:your |their |the )?(?:birth certificates?|birth)\\b',
  },
  {
    id: 'gender-marker-mismatch-denied',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    needs: ['gender', 'sex'],
    reason:
      'Denies applicants whose ID lists a different gender than they present (HUD 2021 memo; state laws)',
    re: '\\b(?:id|ids|identification|license|licence|documents?|papers|passport)(?: [a-z]+){0,3}? (?:shows?|lists?|says|has|have|gives?) (?:a )?(?:different|another|other|wrong) (?:gender|sex)\\b[^|]{0,60}?\\b(?:deny|denied|reject|rejected|decline|declined|refuse|refused|turn (?:them|him|her) away)\\b',
  },
  {
    // "Maintenance is going to keep calling you sir until your ID says otherwise": misgendering kept up
    // on purpose is harassment (24 CFR §100.600(a)(2); HUD memo of Feb. 11, 2021; state GI laws).
    id: 'misgendering-kept-up',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['calling', 'call you', 'call her', 'call him', 'call them', 'address'],
    reason:
      'Keeps misgendering a resident on purpose, harassment (24 CFR §100.600(a)(2); HUD memo of Feb. 11, 2021)',
    re: '\\b(?:keep|keeps|keeping|going to keep|gonna keep|will keep|continue to|will continue to|still) (?:calling|call|addressing|address) (?:you|her|him|them) (?:sir|maam|ma am|mister|miss|mr|mrs|ms|he|she|him|her|it|a man|a woman|a guy|a lady)\\b[^|]{0,40}?\\b(?:until|till|unless|whether)\\b',
  },
  {
    // "What sex were you assigned at birth? The owner wants to know" (24 CFR §100.202(c)'s logic; state GI laws).
    id: 'birth-sex-asked',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    needs: ['assigned at birth', 'at birth', 'biological'],
    reason:
      'Asks an applicant the sex they were assigned at birth (state gender-identity laws; HUD memo of Feb. 11, 2021)',
    re: '\\b(?:what|which) (?:sex|gender) (?:were you|was he|was she|were they|is your|is his|is her) (?:assigned )?at birth\\b|\\b(?:what|which) (?:is|was) (?:your|his|her|their) (?:biological|birth|assigned) sex\\b',
  },
]);
