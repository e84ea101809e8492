import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Two disability refusals that name no impairment.
 * Recovery: 42 U.S.C. §3602(h) and 24 CFR §100.201(a)(2) make drug addiction a handicap while the
 * person is not a current illegal user; someone in treatment or recovery, or on a prescribed medication
 * for it (methadone, buprenorphine, naltrexone), is protected. "Nobody on methadone", "no one fresh out
 * of rehab" refuse them. Left alone: "no illegal drug use on the premises" (current illegal use is
 * excluded by §3602(h)), "near the recovery center", "residents in recovery are welcome".
 * Relay calls: refusing TTY, TDD or relay calls shuts deaf and hard-of-hearing applicants out of the
 * inquiry itself; communication is an accommodation the landlord must make (42 U.S.C. §3604(f)(3)(B);
 * 24 CFR §100.204; HUD/DOJ Joint Statement, 2004). Left alone: "we accept TTY and relay calls", "TTY: 711".
 */
const TREATMENT =
  '(?:methadone|suboxone|subutex|buprenorphine|vivitrol|naltrexone|sublocade|medication assisted (?:treatment|recovery)|mat program|maintenance medication|opioid treatment|addiction treatment|drug treatment|substance (?:abuse|use) treatment|rehab|rehabilitation|recovery|a recovery program|a treatment program|treatment|sober living|a halfway house|halfway houses?|narcotics anonymous|alcoholics anonymous|a twelve step program|a 12 step program)';
const IN_TREATMENT = `(?:on|taking|using|prescribed|in|from|attending|out of|fresh out of|just out of|getting out of|coming out of|going to|enrolled in|completing|completed) (?:a |an |the )?${TREATMENT}`;
const REFUSE =
  '(?:no|nobody|no one|no (?:tenants?|applicants?|renters?|residents?|roommates?)|(?:wont|will not|dont|do not|doesnt|does not|cant|cannot|never|not going to|refuse to|refuses to|not) (?:rent|lease|accept|take|approve|consider|house|allow|renting|leasing|accepting|taking)(?: to)?|deny|denies|reject|rejects|turn away|turns away|screen out|screens out|turn down|turns down)';
const WELCOME = '(?! (?:are |is )?(?:welcome|welcomed|encouraged|supported|accepted|fine|ok|okay|eligible))';
const REFUSED_AFTER =
  '(?:need not apply|neednt apply|(?:are |is )?not (?:accepted|allowed|permitted|welcome|considered|eligible)|will be (?:denied|rejected|declined|turned away)|are (?:denied|rejected|declined|turned away)|disqualif[a-z]+|(?:is |are )?a dealbreaker|automatic denial)';

const RELAY = '(?:tty|tdd|relay|video relay|vrs|ip relay|text telephone|teletypewriter|711)';
const NOT =
  '(?:dont|do not|doesnt|does not|wont|will not|cant|cannot|can not|never|not able to|unable to|refuse to|no longer)';
const HANDLE =
  '(?:take|accept|answer|return|handle|use|do|respond to|support|pick up|work with|deal with|process|call back)';

export const RECOVERY_RELAY_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'recovery-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'fha3602h',
    needs: [
      'methadone',
      'suboxone',
      'subutex',
      'buprenorphine',
      'vivitrol',
      'naltrexone',
      'sublocade',
      'medication assisted',
      'rehab',
      'recovery',
      'treatment',
      'sober living',
      'halfway house',
      'anonymous',
      'step program',
      'mat program',
    ],
    reason:
      'Refuses people in treatment or recovery from addiction, a handicap unless the use is current and illegal (42 U.S.C. §3602(h); 24 CFR §100.201)',
    re: `\\b${REFUSE}\\b[^|,]{0,40}?\\b${IN_TREATMENT}\\b${WELCOME}|\\b${IN_TREATMENT}\\b[^|]{0,30}?\\b${REFUSED_AFTER}`,
  },
  {
    id: 'relay-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['tty', 'tdd', 'relay', 'vrs', 'text telephone', 'teletypewriter', '711', 'hearing '],
    reason:
      'Refuses TTY or relay calls, shutting deaf applicants out of the inquiry (42 U.S.C. §3604(f)(3)(B); 24 CFR §100.204)',
    re: `\\b${NOT} ${HANDLE}(?: any)? (?:[a-z]+ ){0,2}?${RELAY}\\b|\\bno (?:more )?${RELAY}\\b(?: service)? calls\\b|\\b${RELAY}(?: services?)?(?: calls?)?\\b[^|]{0,20}?\\b(?:are not|arent|will not|wont|cannot|can not|are never|will never|are no longer|is not|isnt) (?:be )?(?:accepted|taken|answered|returned|allowed|picked up)\\b|\\b(?:have|get|ask|find) (?:a |an |your |some )?hearing (?:friend|person|relative|family member|neighbor|interpreter)(?: to)? (?:call|phone|ring)\\b`,
  },
]);
