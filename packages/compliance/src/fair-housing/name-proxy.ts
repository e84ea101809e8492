import type { StandaloneRule } from './standalone-rules';

/**
 * Race by a name's sound: "if anybody named like Jamal or Keisha calls, tell them it's taken". Names
 * stand in for race, and refusing or misstating availability to callers picked by them is refusing to
 * rent by race (42 U.S.C. §3604(a)) and saying a dwelling is not available when it is (§3604(d);
 * 24 CFR §100.80(b)). The rule needs a name frame ("named like", "with names like", "names that sound
 * like") and, in the same sentence, a refusal or a steer: "tell them it's taken", "don't call back",
 * "send them to the other building". Names themselves are not listed: any names in the frame count.
 * Left alone: "anyone named on the lease must sign", "names like Oak and Elm for the streets".
 */
const REASON =
  'Refuses or steers callers picked by how their names sound, a stand-in for race (42 U.S.C. §3604(a), (d))';

// The name frame: up to four names joined by "or", "and" or commas.
const NAMED =
  '(?:named (?:like|something like)|names? (?:like|such as)|names? that sounds? like|with names? like|(?:called|calling themselves) (?:like|something like))(?: [a-z]+(?: ,| or| and| ,? or)?){1,4}';
// What is done to them: told it is taken, not called back, ignored, sent elsewhere.
const REFUSE =
  '(?:(?:tell|telling|say|saying) (?:them|him|her|em)(?: that)? (?:it s|its|it is|the unit is|the place is|we re|were|we are|its been|it has been|it was) (?:taken|rented|gone|full|leased|unavailable|no longer available|not available|spoken for)|(?:don ?t|do not|dont|never) (?:call (?:them |him |her )?back|rent to|show|answer|respond|bother)|ignore (?:them|it|him|her)|screen (?:them )?out|turn (?:them|him|her) (?:away|down)|(?:send|steer|point) (?:them|him|her) (?:to|toward|towards) (?:the )?(?:other|another|east|west|south|north)|hang up)';

export const NAME_PROXY_RULES: readonly StandaloneRule[] = [
  {
    id: 'name-proxy-refusal',
    category: 'race',
    kind: 'exclude',
    source: 'fha3604c',
    reason: REASON,
    needs: [
      'named',
      'name like',
      'names like',
      'name such',
      'names such',
      'name that',
      'names that',
      'called like',
      'called something',
    ],
    // The refusal may follow in the next clause ("… like Lakisha: send them to the other building").
    re: new RegExp(
      `\\b${NAMED}\\b[^|]{0,60}?(?:\\| [^|]{0,40}?)?\\b${REFUSE}\\b|\\b${REFUSE}\\b[^|]{0,40}?\\b${NAMED}\\b`,
      'g',
    ),
  },
];
