import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * "A good cultural fit for the neighborhood, if you know what I mean": fit named by culture, or any fit
 * said with a wink ("if you know what I mean", "wink wink", "you get the idea"), asks for tenants like
 * the neighbors without naming the class. HUD's 1995 memo and 24 CFR §100.75(c) reach a preference
 * said in code; the class is not named, so the finding warns for an agent to read (race, the class such
 * code most often stands for in HUD charges). Left alone: "a good fit for a home office", "cultural
 * events downtown", "the right fit for your budget".
 */
const FIT = '(?:fit|match|fits|matches)';
const CULTURAL =
  '(?:cultural|culture|culturally|background|neighborhood|neighbourhood|community|demographic)';
const WINK =
  '(?:if you know what i mean|if you catch my drift|wink wink|know what i mean|you know the type|you get the idea|if you get my drift|nudge nudge)';
const PERSON =
  '(?:tenants?|renters?|applicants?|buyers?|residents?|neighbors?|people|folks|families|family|someone|somebody|person)';

export const CODED_FIT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'cultural-fit',
    category: 'race',
    kind: 'prefer',
    severity: 'warn',
    source: 'hud1995',
    needs: [
      'cultural',
      'culture',
      'culturally',
      'background fit',
      'demographic',
      'know what i mean',
      'catch my drift',
      'wink',
      'get the idea',
      'the type',
      'my drift',
      'nudge',
    ],
    reason:
      'Asks for tenants who "fit" the neighborhood by culture or with a wink, a preference by class said in code (42 U.S.C. §3604(c); HUD 1995 memo)',
    re: `\\b(?:${CULTURAL} ${FIT}\\b[^|]{0,60}?(?:\\b${PERSON}\\b|\\b(?:neighborhood|neighbourhood|building|block|street|community|area)\\b)|${PERSON}\\b[^|]{0,40}?\\b(?:culturally|a (?:good |great |right |better )?cultural) ${FIT}\\b|${PERSON}\\b[^|]{0,60}?\\b${FIT}s?\\b[^|]{0,60}?\\b${WINK})\\b`,
  },
]);
