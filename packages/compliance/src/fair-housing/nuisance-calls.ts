import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Police or emergency calls counted against a tenant who is the victim of domestic violence: "three
 * police responses end the lease, including calls about the tenant's abuser"; "a nonrenewal after two
 * domestic calls, victim or not". HUD Office of General Counsel, Guidance on Application of Fair Housing
 * Act Standards to the Enforcement of Local Nuisance and Crime-Free Housing Ordinances Against Victims
 * of Domestic Violence, Other Crime Victims, and Others Who Require Police or Emergency Services
 * (September 13, 2016): most victims are women, so a policy that evicts for calls made by or about
 * them has a discriminatory effect by sex (42 U.S.C. §3604(a)-(b); 24 CFR §100.500). The frame needs a
 * call, an end to the tenancy and a victim of violence in one sentence. Left alone: a hotline posted in
 * the lobby, a lease that never counts a victim's calls, bifurcating a lease to remove an abuser.
 */
const CALLS = '(?:police|911|nine one one|emergency|law enforcement|sheriff|cops)';
const ENDED =
  '(?:(?<!(?:never|not|wont|will not|cannot|cant|do not|dont) )(?:end|ends|terminate|terminates|terminated|void|voids|evict|evicts|evicted|eviction|nonrenewal|non renewal|not be renewed|lose (?:the|their|her|his) (?:lease|unit|apartment)|notice to (?:vacate|quit)|nuisance (?:notice|violation|fine)|fine|fined|kicked out|(?:you|they|she|he) (?:re|are|is|s) (?:out|gone|done)|youre (?:out|gone|done)|theyre (?:out|gone|done)|shes (?:out|gone|done)|hes (?:out|gone|done)))';
// The victim named by what was done to her: "even if it's your ex beating on you".
const VICTIM =
  '(?:domestic (?:disturbance|violence|dispute|abuse|incident|call)s?|abusers?|victims?|assault|assaulted|being (?:assaulted|attacked|abused|beaten|hit|hurt|stalked|threatened)|stalking|stalker|battered|(?:an?|your|her|his|their) (?:ex|partner|boyfriend|girlfriend|husband|wife|spouse)(?: [a-z]+)? (?:beating|hitting|attacking|hurting|abusing|threatening|choking|stalking|beat|hit|attacked|hurt|abused|threatened|choked))';
// Victims screened harder for their history: a warning (the guidance's disparate effect, not a ban).
const SCRUTINY =
  '(?:(?:harder|closer|second|extra|longer) look|(?:extra|more|additional|heightened) (?:scrutiny|screening|review|checks?)|red flags?|(?:tend to be|are usually|are often|mean|means) (?:trouble|problems|a risk|risky|high risk)|higher risk)';
const DV_HISTORY =
  '(?:history|record|records|histories) of (?:domestic (?:violence|abuse|disturbances?|disputes?|incidents?)|police calls|911 calls|calling the police)(?: calls)?';

export const NUISANCE_CALL_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'victim-calls-counted',
    category: 'sex',
    kind: 'exclude',
    source: 'hudNuisance2016',
    needs: [
      'domestic',
      'abuser',
      'victim',
      'assault',
      'stalk',
      'battered',
      ' ex ',
      'boyfriend',
      'girlfriend',
      'husband',
      'wife',
      'spouse',
      'partner',
      'being ',
    ],
    reason:
      'Counts police or emergency calls against a victim of domestic violence (HUD OGC nuisance-ordinance guidance, 2016; 42 U.S.C. §3604; 24 CFR §100.500)',
    re: `\\b${CALLS}\\b[^|]{0,80}?\\b${ENDED}\\b[^|]{0,120}?\\b${VICTIM}\\b|\\b${CALLS}\\b[^|]{0,60}?\\b${VICTIM}\\b[^|]{0,80}?\\b${ENDED}\\b|\\b${VICTIM}\\b[^|]{0,60}?\\b${CALLS}\\b[^|]{0,80}?\\b${ENDED}\\b`,
  },
  {
    id: 'victim-history-scrutinised',
    category: 'sex',
    kind: 'prefer',
    severity: 'warn',
    source: 'hudNuisance2016',
    needs: ['history', 'record'],
    reason:
      'Screens applicants harder for a history of domestic violence or police calls (HUD OGC nuisance-ordinance guidance, 2016: its effect falls on women; 24 CFR §100.500)',
    re: `\\b${DV_HISTORY}\\b[^|]{0,80}?\\b${SCRUTINY}\\b|\\b${SCRUTINY}\\b[^|]{0,40}?\\b(?:with|who have|who has|that have) (?:a |any )?${DV_HISTORY}\\b`,
  },
]);
