import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Blanket criminal-record bans (HUD Office of General Counsel, criminal records guidance, April 4,
 * 2016; 24 CFR §100.500, discriminatory effect, filed under race as the guidance does). An arrest is
 * no proof of conduct: excluding everyone with any arrest, charged or not, has no justification the
 * guidance accepts, and is said outright as an exclusion, so it blocks. A
 * blanket ban on convictions ("felons need not apply") may have a disparate impact a provider must
 * justify: it warns. Left alone: "we look at convictions from the last five years that bear on safety",
 * "a conviction for making drugs may be grounds to deny" (42 U.S.C. §3607(b)(4)), "no arrests were made".
 */
const NOBODY =
  '(?:no one|noone|nobody|no applicants?|no tenants?|no residents?|no people|no persons?|not anyone|nobody else|no)';
const ARREST =
  '(?:(?:an?|any|one|a single) )?(?:(?:prior|past|previous) )?arrests?(?: records?| history| histories)?';
const FELONS =
  '(?:felons|convicted felons|ex cons|ex convicts|ex offenders|former offenders|ex felons|people with (?:a )?(?:felony|felonies|criminal records?|criminal histor(?:y|ies)|convictions?)|anyone with (?:a )?(?:felony|criminal record|criminal history|conviction))';

export const CRIMINAL_RECORD_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'arrest-excluded',
    category: 'race',
    kind: 'exclude',
    source: 'hudCriminal2016',
    needs: ['arrest'],
    reason:
      'Excludes everyone with an arrest, charged or not (HUD criminal records guidance, 2016: an arrest is no basis to deny; 24 CFR §100.500)',
    re: `\\b${NOBODY} (?:with|who has|who have|that has|that have|who s had|whos had|who has ever had|who have ever had) (?:ever )?${ARREST}\\b`,
  },
  {
    id: 'felons-barred',
    category: 'race',
    kind: 'exclude',
    severity: 'warn',
    source: 'hudCriminal2016',
    needs: ['felon', 'ex con', 'offender', 'felony', 'felonies', 'criminal', 'conviction'],
    reason:
      'Bars everyone with a criminal conviction, however old or unrelated (HUD criminal records guidance, 2016: blanket bans may have a disparate impact by race, 24 CFR §100.500)',
    re: `\\b${FELONS} (?:need not apply|neednt apply|not accepted|not welcome|not allowed|are not accepted|are not welcome|will be denied|will not be considered|wont be considered|are automatically denied)\\b|\\b(?:no|we dont (?:rent to|accept|take)|we do not (?:rent to|accept|take)|we wont rent to|we will not rent to|never rent to|not renting to) ${FELONS}\\b|\\b(?:any|a) (?:felony|conviction|criminal record) (?:of any kind )?(?:is|means|equals) (?:an )?automatic (?:denial|disqualification|rejection|no)\\b|\\b${NOBODY} (?:with|who has|who have|that has|that have) (?:a |any )?(?:criminal (?:records?|history|histories|background)|felony|felonies|felony convictions?|convictions?)\\b`,
  },
]);
