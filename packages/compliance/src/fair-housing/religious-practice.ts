import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * The tenancy tied to religious practice, as grammar.
 * 1. A term made to depend on worship: "your renewal depends on seeing you at service on Sunday",
 *    "the lease is yours as long as you come to Bible study", "come to Mass or the deposit stays
 *    with us". 42 U.S.C. §3604(b) (terms and conditions by religion) and 24 CFR §100.600(a)(1) (a
 *    term conditioned on submitting to religious pressure).
 * 2. Religious objects banned or ordered down: "mezuzahs must be taken down by Friday", "religious
 *    items on doors are no longer permitted", "no crucifixes on balconies". §3604(b) (a rule that
 *    falls on a faith's practice; HUD v. Bloch-type door rules) — blocks.
 * 3. Worship gatherings shut out of a shared room: "no Bible studies in the community room", "prayer
 *    meetings are not permitted in the clubhouse". §3604(b); 24 CFR §100.65(b)(4) — blocks.
 * Left alone: "walk to Sunday service at St. Paul's", "residents may put up holiday lights and
 *    menorahs", "holiday decorations must come down by January 10" (every decoration, on a date),
 *    "renewal depends on your payment history".
 * Religious dress and objects barred or made a violation: "no hijabs or turbans", "take the crucifix off
 * your door", "wearing a turban in the lobby will be treated as a lease violation" (42 U.S.C. §3604(b), (c);
 * 24 CFR §100.400(c)(2): interference with enjoyment of a dwelling because of religion). Left alone:
 * "hooks by the door for hats and scarves".
 */
const TERM =
  '(?:renewal|lease|tenancy|rent|apartment|unit|room|repairs?|deposit|application|approval|stay|discount|spot)';
const DEPENDS =
  '(?:depends on|depend on|depending on|is conditioned on|is contingent on|contingent on|hinges on|requires|is tied to|rides on|as long as you|only if you|provided you|so long as you)';
const ATTEND =
  '(?:seeing you at|see you at|attending|attend|coming to|come to|going to|go to|showing up (?:at|for)|show up (?:at|for)|joining (?:us (?:at|for) )?|join (?:us (?:at|for) )?|being at|praying (?:with|at)|pray (?:with|at))';
const WORSHIP =
  '(?:(?:our|the|my|his|her|sunday|weekly|morning|friday|saturday|evening) )?(?:church|service|services|mass|worship|bible study|prayer meetings?|prayers|temple|synagogue|mosque|shul|fellowship|sabbath|sunday school|devotions?)';
const ITEMS =
  '(?:religious (?:items|symbols|objects|decorations|displays|icons|art|signs|statues|texts|articles|ornaments)|mezuzahs?|mezuzot|crucifix(?:es)?|rosar(?:y|ies)|prayer (?:flags|rugs|mats)|saint statues|statues of saints|buddha statues|nativity (?:scenes|sets)|menorahs?|diwali (?:lamps|lights|decorations)|diyas|eid (?:banners|lanterns|decorations|lights)|ramadan (?:lanterns|lights|decorations)|hanukkah (?:lights|decorations)|sukkahs?|prayer wheels|shrines?|home altars?|icons of saints|hijabs?|headscarf|headscarves|head scarves|turbans?|yarmulkes?|kippahs?|kippot|niqabs?|burqas?)';
const BANNED =
  '(?:violates?|are in violation of|is in violation of|(?:are|is) against (?:the |our )?(?:rules?|bylaws|policy|decor rule)|(?:are|is) (?:no longer|not|never) (?:permitted|allowed)|not allowed|must (?:stay|be kept|remain) (?:inside|indoors|out of sight)|(?:are|is) (?:now )?(?:prohibited|banned|forbidden)|must be (?:taken down|removed|covered)|must come down|have to (?:come down|be (?:taken down|removed))|will be (?:removed|taken down)|may not be (?:displayed|hung|posted|placed|affixed)|cannot be (?:displayed|hung|posted|placed|affixed)|(?:may|must|are|is) not (?:to )?be worn|cannot be worn|can not be worn)';
// Worship held together, and the shared rooms any resident group may book ("no Bible studies in the
// community room" while other clubs reserve it). "No religious services are held on site" describes
// the building: a ban needs the room or a verb of banning.
const GATHERINGS =
  '(?:prayer (?:meetings?|groups?|circles?|services?|nights?)|bible (?:studies|study|study groups?|classes|groups?)|torah (?:study|classes)|quran (?:study|classes|circles?)|koran (?:study|classes)|scripture (?:study|readings?)|worship (?:services?|nights?|meetings?|gatherings?)|religious (?:gatherings?|meetings?|services?|events?|groups?|clubs?|classes|study groups?)|church (?:services?|meetings?|groups?)|shabbat (?:services?|dinners?)|faith (?:groups?|meetings?))(?: (?:groups?|circles?|classes|sessions?|meetings?|nights?))?';
// A refusal of the room's use, said of the gatherings listed alone before it ("prayer groups and book
// clubs may not …" is a rule for every group).
const MAY_NOT =
  '(?:may not|cannot|cant|can no longer|are not allowed to|arent allowed to|are no longer allowed to|are not permitted to|must not|are prohibited from|are banned from|may no longer|are not to)';
const SHARED_ROOM =
  '(?:the |our |any )?(?:(?:community|common|party|club|meeting|activity|multipurpose|multi purpose|recreation|rec|social|game|media) (?:room|rooms|hall|area|space|center|centre)|clubhouse|lounge|lobby|courtyard|common areas?|amenity (?:spaces?|rooms?))';
// Every decoration on a date is no rule about a faith ("holiday decorations, menorahs included, must come down");
// one faith's lights allowed "but" another's banned is a different term by religion (42 U.S.C. §3604(b)):
// "Christmas lights are fine in December, but menorahs may not be displayed" (fh32).
const EVERY_DECORATION =
  '(?<!\\b(?:holiday|seasonal|christmas|all|any) (?:decorations?|lights|displays)\\b(?:(?!\\b(?:but|while|however|whereas|yet|though|except)\\b)[^|]){0,60})';

const GARB =
  '(?:hijabs?|headscarf|headscarves|head scarves|turbans?|yarmulkes?|kippahs?|kippot|burqas?|burkas?|niqabs?|mezuzahs?|mezuzot|crucifix(?:es)?|rosary|rosaries|prayer rugs?|prayer mats?|menorahs?|religious symbols?|religious items?|religious decorations?|saris|kirpans?)';
const WORN_GARB =
  '(?:hijabs?|headscarf|headscarves|turbans?|yarmulkes?|kippahs?|burqas?|burkas?|niqabs?|saris|kirpans?|crucifix(?:es)?|religious dress|religious clothing)';

// The words a religious gathering is named by, which both gathering rules need before they run.
const WORSHIP_NEEDS = [
  'prayer',
  'bible',
  'worship',
  'religious',
  'torah',
  'quran',
  'koran',
  'scripture',
  'church',
  'shabbat',
  'faith',
];

export const RELIGIOUS_PRACTICE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'term-on-worship',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'depend',
      'condition',
      'contingent',
      'hinge',
      'require',
      'tied',
      'rides',
      'as long as',
      'only if',
      'provided',
      'so long as',
      'or else',
      'or your',
      'or the',
    ],
    reason:
      'Makes a term of the tenancy depend on attending worship (42 U.S.C. §3604(b); 24 CFR §100.600(a)(1))',
    re: `\\b${TERM}\\b[^|]{0,30}?\\b${DEPENDS}\\b[^|]{0,20}?\\b${ATTEND} ${WORSHIP}\\b|\\b(?:attend|come to|go to|show up (?:at|for)|be at|keep coming to|keep attending|keep going to|keep showing up (?:at|for)|start coming to|start attending) ${WORSHIP}\\b[^|]{0,30}?\\bor (?:else )?(?:your|the) ${TERM}\\b`,
  },
  {
    id: 'religious-items-banned',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'religious',
      'hijab',
      'headscar',
      'head scar',
      'turban',
      'yarmulke',
      'kippah',
      'kippot',
      'niqab',
      'burqa',
      'mezuz',
      'crucifix',
      'rosar',
      'prayer',
      'saint',
      'buddha',
      'nativity',
      'shrine',
      'altar',
      'icons',
      'menorah',
      'diwali',
      'diya',
      'eid',
      'ramadan',
      'hanukkah',
      'sukkah',
    ],
    reason:
      'Bans or orders down religious objects at a home (a term that falls on religious practice, 42 U.S.C. §3604(b))',
    re: `\\b${EVERY_DECORATION}${ITEMS}\\b[^|]{0,80}?\\b${BANNED}\\b|\\bno ${ITEMS} (?:on|in|at|inside|outside)\\b`,
  },
  {
    id: 'worship-gatherings-banned',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: WORSHIP_NEEDS,
    reason:
      'Shuts religious gatherings out of a room other residents may use (a privilege of the dwelling limited by religion, 42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `\\bno ${GATHERINGS}(?: (?:or|and|,) ${GATHERINGS})?(?: (?:are|is) (?:allowed|permitted))? (?:in|at|on) ${SHARED_ROOM}|\\b${GATHERINGS}(?: (?:or|and|,) ${GATHERINGS})? (?:are|is) (?:not (?:allowed|permitted)|prohibited|banned|forbidden)(?: (?:in|at|on) ${SHARED_ROOM})?\\b|\\b${GATHERINGS}(?:(?: ,| and| or| , and| , or) ${GATHERINGS})*(?: (?:from|of) [a-z]+(?: [a-z]+)?)? ${MAY_NOT} (?:book|reserve|use|meet in|meet at|rent|hold|gather in)\\b`,
  },
  // The room's use granted, then refused to worship: "the clubhouse can be booked for parties, but not for
  // Bible studies", "the lounge is available for any event except prayer meetings" (42 U.S.C. §3604(b);
  // 24 CFR §100.65(b)(4)). Left alone: "… booked for anything, not just parties, Bible studies included".
  {
    id: 'worship-gatherings-excepted',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: WORSHIP_NEEDS,
    reason:
      'Grants a room other residents may use to every event but religious ones (a privilege limited by religion, 42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `\\b${SHARED_ROOM}\\b[^|]{0,40}?\\b(?:booked|reserved|rented|used|available|open)\\b[^|]{0,80}?\\b(?:but not|not|except|excluding|other than|apart from|never)(?! just| only| merely)(?: for)? (?:any |a |an |the )?(?:other )?${GATHERINGS}`,
  },
  {
    id: 'religious-garb-barred',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: [
      'hijab',
      'scar',
      'turban',
      'yarmulke',
      'kipp',
      'burqa',
      'burka',
      'niqab',
      'mezuz',
      'crucifix',
      'rosar',
      'prayer',
      'menorah',
      'religious',
      'sari',
      'kirpan',
    ],
    reason: 'Bars religious dress or objects (42 U.S.C. §3604(b), (c); 24 CFR §100.400(c)(2))',
    re: `\\b(?:no|remove|take down|take off|get rid of|must remove|not allowed|not permitted|prohibited|banned|forbidden)\\b(?: (?:the|your|any|all|their|his|her|that|those|these|of))*(?: [a-z]+)?? ${GARB}\\b(?! (?:hooks?|holders?|racks?|storage|shelf|shelves)\\b)|\\b${GARB} (?:are |is )?(?:not allowed|not permitted|prohibited|banned|forbidden|must (?:be removed|come down|go))\\b`,
  },
  {
    // "wearing a turban in the lobby will be treated as a lease violation" (24 CFR §100.400(c)(2)).
    id: 'religious-garb-violation',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: ['wear'],
    reason: 'Treats religious dress as a violation (42 U.S.C. §3604(b); 24 CFR §100.400(c)(2))',
    re: `\\bwearing (?:a |an |your |their )?${WORN_GARB}\\b[^|]{0,60}?\\b(?:violation|not allowed|not permitted|prohibited|banned|fined|fine|evict\\w*|warning)\\b`,
  },
]);
