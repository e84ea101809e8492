import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Age, sexual orientation and gender identity said indirectly: a lean toward an age bound, an applicant
 * "too old for" the stairs, a building "not ready for" a transgender tenant, two women "sharing the
 * one-bedroom" the owner does not feel right about, a roommate asked about and then discouraged. State
 * classes: age (Wis. Stat. 106.50, D.C. Code §2-1402.21, Haw. Rev. Stat. §515-3), orientation and
 * gender identity (N.M. Stat. 28-1-7, Iowa Code 216.8, Vt. Stat. tit. 9 §4503; HUD 2021 memo applying
 * Bostock to 42 U.S.C. §3604). The state decides the severity (jurisdiction-table.ts). Who the
 * residents are ("a youthful crowd", "lots of gay couples") only warns (HUD 1995 Achtenberg memo:
 * describe the property, not the residents).
 */
const PERSON =
  '(?:someone|somebody|a person|a tenant|an applicant|a renter|tenants|applicants|renters|people|residents)';
const SUBJECT = '(?:applicant|tenant|renter|buyer|she|he|they|shes|hes|theyre|him|her|them)';
const GI_WORDS = '(?:transgender|trans|nonbinary|non binary|gender ?fluid)';
const SO_WORDS = '(?:gay|lesbian|queer|bisexual|same sex|lgbt|lgbtq)';
const PEOPLE =
  '(?:tenants?|renters?|people|persons?|couples?|residents?|applicants?|folks|wom[ae]n|m[ae]n|kids|guys|girls)';
// An age bound past legal adulthood (21) and not a HOPA age (55, 62: 42 U.S.C. §3607(b)).
const AGE_BOUND =
  '(?:(?:under|younger than|below) (?:2[2-9]|[3-9][0-9])|(?:over|older than|above) (?:2[2-9]|[34][0-9]|5[0-46-9]|6[013-9]|[7-9][0-9]))';
// "not sure the landlord is ready for a transgender tenant": a doubt said of the owner, not the person.
const NOT_READY = (words: string) =>
  `\\b(?:not sure|unsure|dont think|do not think|doubt|not convinced)(?: that| if| whether)? (?:the )?(?:landlord|owner|building|hoa|board|neighbors|neighbours|he|she|they|this place|management|complex)(?: is| are| s| would be| will be)? (?:ready|prepared|open) (?:for|to) (?:a |an )?${words} ${PEOPLE}\\b`;

export const IDENTITY_AGE_INDIRECT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'lean-toward-age',
    category: 'age',
    kind: 'prefer',
    source: 'state',
    needs: ['lean', 'tilt'],
    reason: 'Leans toward applicants by an age bound (age)',
    re: `\\b(?:lean|leaning|leans|leant|tilt|tilting) (?:toward|towards) ${PERSON} ${AGE_BOUND}\\b`,
  },
  {
    id: 'too-old-for',
    category: 'age',
    kind: 'exclude',
    source: 'state',
    needs: ['too old', 'too elderly'],
    reason: 'Questions an applicant as too old for the home (age)',
    re: `\\b${SUBJECT}\\b(?: [a-z]+){0,4}? too (?:old|elderly) (?:for|to)\\b`,
  },
  {
    id: 'youthful-crowd',
    category: 'age',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: ['youthful', 'young crowd', 'younger crowd', 'young demographic'],
    reason: 'Describes the residents by their age',
    // Said of the residents ("the tenants are a young crowd", "it's a youthful crowd"), not of a bar's patrons.
    re: `\\b(?:residents|tenants|neighbors|neighbours|building|complex|community|its|it is|theyre|they are|were|we are)\\b(?: [a-z]+){0,3}? (?:a |an )?(?:pretty |very |really |fairly |mostly |mainly )?(?:youthful|young|younger) (?:crowd|bunch|demographic)\\b`,
  },
  {
    id: 'two-same-sex-sharing',
    category: 'sexual_orientation',
    kind: 'exclude',
    source: 'state',
    needs: ['two', '2 '],
    reason: 'Balks at two people of the same sex sharing a home (sexual orientation)',
    re: `\\b(?:doesnt|does not|dont|do not|wouldnt|would not|not) (?:feel (?:right|comfortable|good|okay|ok)|(?:really )?(?:comfortable|keen|thrilled|okay|ok)) (?:about|with) (?:two|2) (?:women|men|ladies|guys|gals|girls|gentlemen|females|males) (?:sharing|living|moving|renting|together)\\b`,
  },
  {
    id: 'partner-asked-then-discouraged',
    category: 'sexual_orientation',
    kind: 'exclude',
    source: 'state',
    needs: ['boyfriend', 'girlfriend'],
    reason: 'Asks whether a roommate is a partner, then discourages the applicant (sexual orientation)',
    re: `\\bis (?:your|the|this) (?:roommate|housemate|friend|partner|buddy) (?:really |actually )?(?:your|a) (?:boyfriend|girlfriend)\\b[\\s\\S]{0,200}?\\b(?:not sure|dont think|do not think|doubt) (?:you|youd|yall|either of you)(?: guys| two)? (?:would |will |d )?(?:be )?(?:comfortable|happy|welcome|fit in|like it)\\b`,
  },
  {
    id: 'many-gay-residents',
    category: 'sexual_orientation',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: ['gay', 'lesbian', 'queer', 'bisexual', 'same sex', 'lgbt'],
    reason: 'Describes the residents by their sexual orientation',
    re: `\\b(?:a ton of|tons of|lots of|a lot of|plenty of|full of|many|mostly) ${SO_WORDS} (?:couples|people|folks|residents|neighbors|neighbours|families|men|women)\\b`,
  },
  {
    id: 'not-ready-for-gender-identity',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'state',
    needs: ['trans', 'nonbinary', 'non binary', 'gender'],
    reason: 'Doubts the owner is ready for a transgender tenant (gender identity)',
    re: NOT_READY(GI_WORDS),
  },
  {
    id: 'not-ready-for-orientation',
    category: 'sexual_orientation',
    kind: 'exclude',
    source: 'state',
    needs: ['gay', 'lesbian', 'queer', 'bisexual', 'same sex', 'lgbt'],
    reason: 'Doubts the owner is ready for a gay tenant (sexual orientation)',
    re: NOT_READY(SO_WORDS),
  },
]);
