import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Blanket criminal-record screens said as a policy's outcome (beside
 * criminal-records.ts's "no one with an arrest"): "any arrest on your record, at any point and whatever
 * the outcome, results in automatic denial", "an arrest history means an automatic no" (HUD Office of
 * General Counsel, criminal records guidance, 2016: an arrest is no basis for denial; 24 CFR §100.500;
 * filed under race as the guidance does; blocks); "applicants with a felony conviction of any kind, no
 * matter how old, will not be considered" (a blanket conviction bar, which may have a disparate impact
 * the provider must justify: warns). Left alone: "arrests that did not lead to a conviction are never
 * considered", "convictions from the last five years for violent crimes are weighed individually",
 * "a drug-manufacturing conviction may be grounds for denial" (42 U.S.C. §3607(b)(4)).
 * Said as a bar on any felony or any arrest, however old or whatever the outcome: "any felony, however
 * old, is an automatic denial" (a blanket conviction bar: warns); "anyone with an arrest on record,
 * charged or not, is removed from the waitlist", an arrest counted "regardless of conviction" (the 2016
 * guidance: an arrest is no basis to deny; blocks). Left alone: "convictions within the past 3 years for
 * arson are reviewed", "arrests are not considered".
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

// The reason two readings of one blanket conviction bar give (a sentence and a criteria line).
const BLANKET_BAN =
  'Bars everyone with a criminal conviction, however old or unrelated (HUD criminal records guidance, 2016; 24 CFR §100.500)';

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
  {
    id: 'any-felony-automatic-denial',
    category: 'race',
    kind: 'exclude',
    severity: 'warn',
    source: 'hudCriminal2016',
    needs: ['felon', 'conviction', 'criminal'],
    reason: BLANKET_BAN,
    re: '\\bany (?:felony |criminal |prior )?(?:convictions?|felony|felonies|criminal (?:record|history|background))\\b(?![^|]{0,40}?\\b(?:within|in the (?:last|past)|during the|for (?:violent|arson|sex|sexual|drug manufactur|manufactur)))[^|]{0,40}?\\b(?:is|means|results in|equals|will result in|leads to|gets you) (?:an? )?(?:automatic|immediate|instant) (?:denial|rejection|disqualification|no)\\b',
  },
  {
    // A screening criterion written as "field: value: outcome": "Felony convictions: any, at any time:
    // decline", "Criminal history — all, no lookback — reject" (the same blanket bar as above, said as a
    // criteria line, so its clauses are read together; warns as the 2016 guidance's disparate-impact bar).
    id: 'criterion-any-conviction',
    category: 'race',
    kind: 'exclude',
    severity: 'warn',
    source: 'hudCriminal2016',
    needs: ['felon', 'conviction', 'criminal'],
    reason: BLANKET_BAN,
    re: '\\b(?:felony|felonies|(?:felony |criminal |prior )?convictions?|(?:criminal|felony|prior criminal) (?:records?|histor(?:y|ies)|backgrounds?))\\b(?: \\|)? (?:any|all|ever|lifetime|no lookback|unlimited|any kind|of any kind)\\b(?![^|]{0,30}?\\b(?:within|last|past|review|reviewed|individual|individually|case by case|assess))[^#]{0,40}?(?:\\| |, |= |: )?(?:decline|declined|deny|denied|denial|reject|rejected|rejection|ineligible|disqualif(?:y|ied|ies|ication)|not accepted|automatic (?:denial|no|decline))\\b',
  },
  {
    // A conviction for anything at all, however long the lookback: "a conviction in the last 15 years for
    // anything beyond a traffic ticket means the application is denied". The guidance asks a policy to
    // weigh the nature and severity of the offense; one that names none is the blanket bar (warns).
    id: 'conviction-for-anything',
    category: 'race',
    kind: 'exclude',
    severity: 'warn',
    source: 'hudCriminal2016',
    needs: ['conviction', 'convicted', 'criminal record'],
    reason: BLANKET_BAN,
    re: '\\b(?:convictions?|convicted|criminal records?)\\b[^|]{0,40}?\\b(?:for|of) (?:anything|any (?:offense|offence|crime|reason|charge|violation)|any kind of (?:offense|offence|crime))(?: (?:at all|whatsoever|(?:beyond|other than|except|besides|but|more serious than) (?:a |an )?(?:minor )?(?:traffic|parking|speeding|moving) (?:tickets?|violations?|offenses?|offences?|infractions?|citations?)))?\\b[^|]{0,40}?\\b(?:means|mean|results? in|equals|is grounds for|will result in|leads? to|gets?)\\b[^|]{0,25}?\\b(?:denied|denial|rejected|rejection|disqualif\\w*|declined|automatic no)\\b',
  },
  {
    id: 'arrest-regardless-of-conviction',
    category: 'race',
    kind: 'exclude',
    source: 'hudCriminal2016',
    needs: ['arrest'],
    reason:
      'Denies for an arrest whether or not it led to a conviction (HUD criminal records guidance, 2016: an arrest is no basis to deny; 24 CFR §100.500)',
    re: '\\barrests?\\b[^|]{0,50}?\\b(?:with or without (?:a )?conviction|whether or not (?:(?:you were|it led to|there was|it ended in) )?(?:a )?convict(?:ed|ion)|regardless of (?:the )?(?:outcome|conviction|disposition))\\b[^|]{0,30}?\\b(?:disqualif|den(?:y|ies|ied|ial)|reject|ineligible|automatic no)',
  },
  {
    id: 'arrest-charged-or-not',
    category: 'race',
    kind: 'exclude',
    source: 'hudCriminal2016',
    needs: ['arrest'],
    reason:
      'Turns people away for an arrest whether or not it led to a charge (HUD criminal records guidance, 2016; 24 CFR §100.500)',
    re: '\\barrests?\\b[^|]{0,40}?\\b(?:charged or not|convicted or not|with or without (?:a )?charges?|whether (?:or not )?(?:charged|convicted)(?: or not)?|even (?:if|without) (?:never |not )?(?:charged|convicted|a charge|a conviction|charges))\\b[^|]{0,50}?\\b(?:removed|denied|rejected|disqualified|ineligible|barred|dropped|may not (?:re)?apply|cannot (?:re)?apply|turned away|declined)\\b',
  },
]);
