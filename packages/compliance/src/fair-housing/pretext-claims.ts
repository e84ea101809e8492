import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ORDER_OPENS } from './told-unavailable';
import type { ProtectedClass } from './types';

/**
 * A pretext of unavailability ordered after a person is marked by a class: "saw her ID, she's Black. Tell
 * her there's a deposit pending", "the man in the turban is coming at 4. Just say we've got multiple
 * applications". 24 CFR §100.80(b)(1), (4) and 42 U.S.C. §3604(d): a false claim that others are ahead (a
 * deposit down, offers in hand, a closed list) denies the home as surely as "it's rented". told-unavailable.ts
 * reads the plain claims (rented, taken, pending); this reads the pretexts of competition and closed lists.
 * Left alone: the same order with no class before it ("tell her there's a deposit pending until it clears"),
 * and a true statement not ordered ("we've had multiple applications").
 */
const ORDER = `${ORDER_OPENS}(?:(?:tell|inform) (?:them|him|her|em)(?: that)?|let (?:them|him|her|em) know(?: that)?|say(?: that)?)`;
// Someone else is ahead: a deposit down or pending, several applications or offers in, a list closed.
const PRETEXT =
  '(?:(?:theres|there s|there is|we have|weve got|we ve got|we got|we already have|weve already got)(?: already)? (?:an? |another |other )?(?:deposit (?:pending|down|in|on it|on the unit)|(?:multiple|several|many|other|a lot of|lots of|a stack of|too many|a few) (?:applications|applicants|offers)|(?:application|offer) pending)|(?:someone|somebody|another (?:applicant|family|person)) (?:already )?(?:put|placed|left|made) (?:a |their )?deposit|(?:the |our )?(?:list|wait ?list|waiting list|application list|applications?)(?: is| s| are)? (?:closed|full)|(?:were|we re|we are) (?:not|no longer) (?:taking|accepting) (?:any )?(?:more |new )?applications)';
// A person seen by religious dress ("hijab lady", "the woman in a turban"): 24 CFR §100.80(b) profiling.
const DRESS = '(?:hijab|headscarf|head scarf|turban|yarmulke|kippah|niqab|burqa|burka)';
const PERSON = '(?:lady|woman|girl|guy|man|family|couple|applicant|caller|prospect|visitor)';
const RELIGIOUS_DRESS = `${DRESS}(?: wearing)? ${PERSON}|${PERSON} (?:in|with|wearing) (?:a |the |her |his )?${DRESS}`;

// A class said of the person with a copula ("she's Black", "they are Somali"): a bare adjective names
// the person here, where alone it could describe a wall.
const IS = '(?:shes|hes|theyre|she is|he is|they are|she s|he s|they re)';
const SAID_OF: Partial<Record<ProtectedClass, string>> = {
  race: `${IS} (?:black|white|hispanic|latino|latina|latinx|asian|african american|native american)`,
  color: `${IS} (?:dark|darker|light|fair) skinned`,
  religion: `${IS} (?:muslim|jewish|sikh|hindu|catholic|christian|mormon|buddhist)|${RELIGIOUS_DRESS}`,
  national_origin: `${IS} (?:mexican|arab|indian|chinese|african|somali|haitian|nigerian|foreign|an immigrant|immigrants)`,
};
const CLASSES = Object.keys(SAID_OF) as ProtectedClass[];

const rule = (category: ProtectedClass): StandaloneRule => {
  const words = `${classWordsFor(category)}|${SAID_OF[category]}`;
  return phraseRule({
    id: 'pretext-unavailable',
    category,
    kind: 'exclude',
    source: 'cfr10080',
    needs: ['tell', 'inform', 'let', 'say'],
    reason:
      'Orders a false pretext (a deposit pending, other applications, a closed list) for a person of a protected class (42 U.S.C. §3604(d); 24 CFR §100.80(b))',
    re: `${ORDER}(?=[^|]{0,10}?${PRETEXT})(?<=\\b(?:${words})\\b[^|]{0,60}?(?:\\| [^|]{0,5}?)?${ORDER})[^|]{0,10}?${PRETEXT}\\b`,
  });
};

export const PRETEXT_CLAIM_RULES: readonly StandaloneRule[] = CLASSES.map(rule);
