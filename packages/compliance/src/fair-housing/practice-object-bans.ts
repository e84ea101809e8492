import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Bans on the objects and acts of one faith's observance: a sukkah, a mezuzah, a prayer rug, a Diwali
 * lamp, a prayer gathering. A rule aimed at an object only one faith uses limits that faith's use of the
 * dwelling (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4), different terms and privileges by religion; Bloch v.
 * Frischholz, 587 F.3d 771 (7th Cir. 2009, en banc), a hallway rule used to remove mezuzot). A rule that
 * names no faith's object (no decorations on balconies, no grills) is left alone, as are "sukkahs are
 * welcome on the patio", "the mosque is two blocks away", "a prayer room on the ground floor".
 */
const OBJECTS =
  '(?:sukkahs?|sukkot|sukkos|succahs?|sukkah booths?|mezuzahs?|mezuzot|mezuzos|prayer rugs?|prayer mats?|prayer flags?|menorahs?|hanukkiahs?|diyas?|diwali (?:lamps|lights|lanterns|candles)|rangolis?|nativity (?:scenes?|sets?)|crucifix(?:es)?|rosaries|altar(?:es|s)? (?:de muertos|for the dead)|ofrendas?|shrines?|puja (?:shelves|altars?)|prayer (?:meetings?|gatherings?|groups?|circles?|services?)|group prayers?|(?:religious|faith) (?:symbols?|items?|objects?|displays?|gatherings?|services?|meetings?)|bible stud(?:y|ies)|quran (?:study|classes|readings?)|torah (?:study|classes)|mezuzas?|sucas?)';
// "may not be put up", "are prohibited", "must be removed", "no longer allowed".
const BANNED_AFTER =
  '(?:(?:may|can|must|will|shall) not|cannot|cant|are not|arent|is not|isnt|no longer|wont be) (?:be )?(?:put up|set up|built|erected|displayed|installed|hung|affixed|attached|placed|kept|held|allowed|permitted|tolerated)|(?:are|is|will be|have been|has been) (?:now )?(?:banned|prohibited|forbidden|not allowed|not permitted)|must (?:be )?(?:removed|taken down|come down)|(?:no se permiten?|estan prohibid[oa]s?|quedan prohibid[oa]s?)';
const BANNED_BEFORE =
  '(?:\\bno|ban on|banning|bans|prohibits?|prohibiting|forbids?|remove (?:your|all|the|any)|take down (?:your|all|the|any)|prohibido|prohibidos|prohibidas|se prohiben)';

// A rule for every faith's objects alike is no different term: "holiday decorations, menorahs included, must
// come down", "Christmas lights and menorahs alike". The words between object and ban must not say so.
const NOT_ALIKE = '(?:(?!includ|alike|as well|along with|same as|like (?:all|any|every))[^|])';
// "No religious services are held on site", "no Bible study groups are hosted" describe; they ban nothing.
const NOT_DESCRIBED =
  '(?!(?: [a-z]+)? (?:are|is|were|was|will be|get|gets) (?:held|offered|provided|hosted|scheduled|conducted|organi[sz]ed|run)\\b|(?: [a-z]+)? takes? place\\b)';

export const PRACTICE_OBJECT_BAN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'practice-object-ban',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'sukk',
      'succah',
      'mezuz',
      'prayer',
      'menorah',
      'hanukkiah',
      'diya',
      'diwali',
      'rangoli',
      'nativity',
      'crucifix',
      'rosar',
      'altar',
      'ofrenda',
      'shrine',
      'puja',
      'religious',
      'faith',
      'bible stud',
      'quran',
      'torah',
      'suca',
    ],
    reason:
      "Bans an object or act of one faith's observance in the home (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))",
    // "sukkahs may not be put up on balconies"; "no mezuzahs on door frames"; "se prohiben los altares de muertos".
    re: `\\b${OBJECTS}\\b${NOT_ALIKE}{0,25}?\\b(?:${BANNED_AFTER})\\b|${BANNED_BEFORE}\\b (?:(?:the|any|all|los|las|el|la|more|further) )?(?:[a-z]+ ){0,2}?${OBJECTS}\\b${NOT_DESCRIBED}`,
  },
]);
