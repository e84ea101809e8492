import { classWords } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { SURNAME_BUYERS } from './vocabulary/origin-surnames';

/**
 * Coercion over a buyer's or tenant's class: an HOA board, a neighbour or a manager telling a seller or
 * a member to back out of a deal with a class of buyer, with a threat ("rethink accepting that
 * Somali family's offer, or the board will make the year very hard for you"; "if you rent to Muslims,
 * the neighbours will make sure you regret it"). 42 U.S.C. §3617 and 24 CFR §100.400(c)(1)-(2):
 * threatening or interfering with a person because they sold or rented to a protected class blocks,
 * whatever the class word is; "accept the Nguyen offer and expect the board to drag its feet" names the
 * buyer by a surname (vocabulary/origin-surnames.ts) and threatens delay. Left alone: a threat about something else ("accept the offer or the
 * buyer walks"), a reminder that everyone is treated alike, the class word without a deal and a threat.
 */
// The deal the member is told to drop, or is warned about.
const DEAL =
  '(?:(?:rethink|reconsider|think twice about|back out of|pull out of|walk away from|turn down|reject|decline|withdraw from|cancel|not accept|not go through with)(?: (?:accepting|selling to|renting to|leasing to|closing with|signing with|taking|the|that|this|their|any))?|(?:if|should|once|when) (?:you|he|she|they|the (?:seller|owner|member|landlord)s?) (?:sells?|rents?|leases?|accepts?|closes|close|signs?|go through|goes through|go ahead|goes ahead)|(?:accept|take|go with|sell to|close with|sign with)(?: the| that| this)?)';
// The threat that follows: the board, the neighbours or the writer making life hard.
const THREAT =
  '(?:(?:hold|holds|holding) up (?:the )?(?:sale|closing|approval|deal|transfer)|(?:block|blocks|blocking|kill|kills|stall|stalls) (?:the )?(?:sale|closing|approval|deal|transfer)|bury (?:you|him|her|them) in (?:fines|fees|paperwork|violations|lawsuits|liens)|(?:fine|fines|sue|sues) (?:him|her|them)|make (?:[a-z]+ ){0,5}?(?:hard|difficult|miserable|unpleasant|rough|hell|tough|uncomfortable)|(?:fine|fines|sue|report|punish|target|ostracize|shun) you|regret it|regret this|be sorry|pay for (?:it|this)|come after you|face (?:consequences|fines|trouble)|there will be (?:consequences|trouble|problems)|make trouble|make your life|drag (?:its|their|our|his|her) feet|slow ?walk|sit on (?:the |every |any )?(?:approvals?|applications?|paperwork)|(?:approvals?|reviews?|paperwork) (?:can |will |may |could |might )?(?:take|takes) (?:a very long time|forever|months)|expect (?:problems|trouble|delays|pushback)|expect the (?:board|hoa|association) to (?:stall|delay|deny|reject|block|hold up|take its time))';

// The threat first, the buyer's class in the condition after it: "they'd hold up the sale if the buyer
// with four kids closes".
const CLOSES =
  '(?:closes|close|buys|buy|moves in|move in|signs|sign|goes through|purchases|rents|gets the (?:house|unit|place))';
const THREAT_NEEDS = ['hold up', 'holding up', 'block', 'kill', 'stall', 'bury', 'fine', 'sue'];
/** The deal words gate the rule: a listing without them never reads its long class alternation. */
const DEAL_NEEDS = [
  'rethink',
  'reconsider',
  'think twice',
  'back out',
  'pull out',
  'walk away',
  'turn down',
  'reject',
  'decline',
  'withdraw',
  'cancel',
  'not accept',
  'not go through',
  'you sell',
  'you rent',
  'you lease',
  'you accept',
  'you close',
  'you sign',
  'you go',
  'accept',
  'take',
  'go with',
  'sell to',
  'close with',
  'sign with',
];

const CLASSES: readonly ProtectedClass[] = [
  'race',
  'color',
  'religion',
  'national_origin',
  'familial_status',
  'handicap',
  'sex',
  'sexual_orientation',
  'gender_identity',
];

export const COERCION_RULES: readonly StandaloneRule[] = CLASSES.map((category) =>
  phraseRule({
    id: 'coercion-over-buyer',
    category,
    kind: 'exclude',
    source: 'cfr100400',
    needs: [...DEAL_NEEDS, ...THREAT_NEEDS],
    reason: `Threatens a seller, owner or member for dealing with a buyer or tenant by ${category.replace('_', ' ')} (interference and coercion, 42 U.S.C. §3617; 24 CFR §100.400)`,
    // A surname stands for national origin ("accept the Nguyen offer and expect the board to drag its feet").
    re: `\\b${DEAL}\\b[^|]{0,60}?\\b(?:${classWords(category, false)}${category === 'national_origin' ? `|${SURNAME_BUYERS}` : ''})\\b[^|]{0,140}?\\b${THREAT}\\b|\\b${THREAT}\\b[^|]{0,20}?\\b(?:if|should|once|when) (?:the |that |this |a |an )?(?:[a-z]+ ){0,3}?${classWords(category, false)}\\b[^|]{0,30}?\\b${CLOSES}\\b`,
  }),
);
