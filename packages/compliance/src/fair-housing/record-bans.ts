import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Blanket criminal-record screens said as a policy's outcome (review-25's misses, beside
 * criminal-records.ts's "no one with an arrest"): "any arrest on your record, at any point and whatever
 * the outcome, results in automatic denial", "an arrest history means an automatic no" (HUD Office of
 * General Counsel, criminal records guidance, 2016: an arrest is no basis for denial; 24 CFR §100.500;
 * filed under race as the guidance does; blocks); "applicants with a felony conviction of any kind, no
 * matter how old, will not be considered" (a blanket conviction bar, which may have a disparate impact
 * the provider must justify: warns). Left alone: "arrests that did not lead to a conviction are never
 * considered", "convictions from the last five years for violent crimes are weighed individually",
 * "a drug-manufacturing conviction may be grounds for denial" (42 U.S.C. §3607(b)(4)).
 */
const ARREST =
  '(?:(?:any|an|one|a single|every) )?(?:prior |past |previous )?arrests?(?: records?| history| histories)?';
// People named by an arrest in the verb: "applicants who were ever arrested".
const EVER_ARRESTED =
  '(?:applicants?|anyone|anybody|people|persons?|tenants?|renters?|those|someone) (?:who|that) (?:have |has |had |were |was )?(?:ever )?(?:been )?arrested';
const DENIED =
  '(?:results? in|will result in|leads? to|will lead to|means|equals|is grounds for|are grounds for|triggers?|=) (?:an? )?(?:automatic|immediate|instant|outright)? ?(?:denial|rejection|disqualification|decline|no)';
const CONVICTED =
  '(?:applicants?|tenants?|renters?|anyone|people|persons?|those|residents?) (?:with|who have|who has|that have|that has) (?:a |any )?(?:(?:felony|criminal|prior) (?:convictions?|records?|histor(?:y|ies)|backgrounds?)|felony|felonies|convictions?)(?: (?:on|in) (?:their|your|his|her) (?:records?|past|background))?';
const NOT_CONSIDERED =
  '(?:will not be considered|wont be considered|are not considered|is not considered|will be denied|are denied|are automatically denied|will be rejected|are rejected|are (?:not eligible|ineligible)|will not be accepted|wont be accepted|are not accepted|need not apply|should not apply|cannot rent here|may not apply)';

export const RECORD_BAN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'arrest-means-denial',
    category: 'race',
    kind: 'exclude',
    source: 'hudCriminal2016',
    needs: ['arrest'],
    reason:
      'Denies everyone with an arrest, whatever its outcome (HUD criminal records guidance, 2016: an arrest is no basis to deny; 24 CFR §100.500)',
    re: `\\b${ARREST}\\b(?! warrants?\\b)(?![^|]{0,40}?\\b(?:did not|didnt|that did not|not leading|never led) )[^|]{0,90}?\\b${DENIED}\\b|\\b${ARREST} (?:automatic|immediate|instant) (?:denial|rejection|disqualification|decline|no)\\b|\\b${EVER_ARRESTED}\\b[^|]{0,40}?\\b(?:will be|are|is|get|gets) (?:automatically |immediately )?(?:denied|rejected|disqualified|declined|turned down)\\b`,
  },
  {
    id: 'conviction-bar',
    category: 'race',
    kind: 'exclude',
    severity: 'warn',
    source: 'hudCriminal2016',
    needs: ['felon', 'criminal', 'prior', 'conviction'],
    reason:
      'Bars everyone with a criminal conviction, however old or unrelated (HUD criminal records guidance, 2016: blanket bans may have a disparate impact by race, 24 CFR §100.500)',
    re: `\\b${CONVICTED}\\b(?![^|]{0,60}?\\b(?:within|in the (?:last|past)|during the (?:last|past)|for (?:violent|arson|sex|sexual|drug manufactur|manufactur)))[^|]{0,50}?\\b${NOT_CONSIDERED}\\b`,
  },
]);
