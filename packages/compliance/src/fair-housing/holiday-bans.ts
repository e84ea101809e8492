import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A shared space refused for one faith's holidays while others' are allowed: "Christmas and Easter parties
 * are fine, but we don't book the room for Diwali, Eid or Hanukkah gatherings". 42 U.S.C. §3604(b) and
 * 24 CFR §100.65(b)(4) (limiting the use of privileges, services or facilities because of religion).
 * A refusal verb, the space, then a faith's holiday gathering; or the gathering, then a refusal. Left
 * alone: a space closed on a holiday for everyone ("the clubhouse is closed on Christmas Day", "we
 * don't host showings on Christmas Day"), a
 * holiday greeting, a booking rule with no holiday.
 */
const HOLIDAY =
  '(?:diwali|deepavali|eid(?: al fitr| al adha| ul fitr| ul adha)?|ramadan|iftars?|hanukkah|chanukah|passover|seders?|rosh hashanah|yom kippur|sukkot|purim|holi|vesak|navratri|lunar new year|chinese new year|kwanzaa|easter|christmas|lent)';
const GATHERING =
  '(?:gatherings?|parties|party|celebrations?|events?|services?|dinners?|prayers?|observances?|seders?|iftars?|meals?)';
const REFUSED =
  '(?:but not|(?:dont|do not|wont|will not|cannot|cant|never|no longer) (?:book|rent|reserve|allow|permit|host|approve|accept)|(?:are|is) (?:not (?:allowed|permitted|approved)|prohibited|banned|off limits))';

export const HOLIDAY_BAN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'holiday-use-refused',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'diwali',
      'deepavali',
      'eid',
      'ramadan',
      'iftar',
      'hanukkah',
      'chanukah',
      'passover',
      'seder',
      'rosh hashanah',
      'yom kippur',
      'sukkot',
      'purim',
      'holi',
      'vesak',
      'navratri',
      'new year',
      'kwanzaa',
      'easter',
      'christmas',
      'lent',
    ],
    reason:
      'Refuses a shared space for one faith’s holidays, limiting a facility because of religion (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `\\b${REFUSED} (?:(?:the|our|a|any) )?(?:[a-z]+ ){0,3}?for (?:[a-z]+ ){0,2}?${HOLIDAY}\\b(?:(?: ,| or| and| nor) (?:[a-z]+ )?${HOLIDAY})* ${GATHERING}\\b|\\b${HOLIDAY}(?:(?: ,| or| and| nor) ${HOLIDAY})* ${GATHERING} (?:are|is) (?:not (?:allowed|permitted|approved)|prohibited|banned|off limits)\\b`,
  },
]);
