import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Threats and intimidation aimed at a class: a note that singles the tenant out as one of "you people" by
 * where they worship ("we know what you people do at that mosque"), or a "move out or else" joined to the
 * class. 24 CFR §100.400(c)(2) (threatening or intimidating a person in the enjoyment of a dwelling because
 * of a protected class) and 42 U.S.C. §3617; a manager who passes such a note on, or leaves it unanswered,
 * is liable under §100.7(a)(1)(iii). Worship places come from the same words class-benefits.ts uses.
 * The third rule is a manager who answers "go back to China" notes with "we can't police what residents write"
 * (§100.7(a)(1)(iii): a provider must take prompt action to end third-party harassment it knows of).
 * Left alone: "the mosque is two blocks away", "you people in 4B left the gate open", "people like you
 * and me love the church's bake sale", a "move out" notice that names no class.
 */
const WORSHIP =
  '(?:church|churches|congregation|parish|synagogue|temple|mosque|masjid|chapel|kingdom hall|shul|gurdwara|mezquita|iglesia|sinagoga|templo)';
// "you people", "your kind", "people like you": a tenant addressed as a member of a group.
const YOU_GROUP =
  '(?:you people|your kind|your lot|people like you|ustedes los|gente como ustedes|gente como tu)';
// A threat to make the tenant leave: "move out or we'll make you", "leave or you'll be sorry".
const THREAT =
  '(?:move out|get out|leave|go away|pack up|vayanse|larguense|salgan) (?:now |soon |while you can )?or (?:else|well make you|we will make you|youll regret it|you will regret it|youll be sorry|you will be sorry|well burn|well hurt|something will happen)|(?:o (?:los|te|les) (?:sacamos|obligamos)|o se van a arrepentir)';

// "go back to China", "go back where you came from", "regresa a tu pais": a message aimed at national origin.
const GO_BACK =
  '(?:go back (?:to (?:where you came from|your (?:own )?country|(?!(?:the|a|an|my|our|his|her|their|your|bed|work|sleep|school|class|home)\\b)[a-z]+)|home|where you came from)|(?:regresa|regresen|vuelve|vuelvan|largate) a (?:tu|su) (?:pais|tierra))';
// The manager declining to act on it.
const WONT_ACT =
  '(?:(?:cant|cannot|can not|dont|do not|wont|will not|are not going to|arent going to|refuses? to|refused to) (?:police|control|monitor|get involved|intervene|do anything|step in|take sides|stop)|(?:its|it s|it is|thats|that s) (?:just )?(?:between|a matter between|up to) (?:neighbou?rs|the neighbou?rs|tenants|residents|you two|the two of you)|take it as a compliment|what (?:did|do) you expect|boys will be boys|(?:told|tells|tell) (?:me|us|her|him) to (?:ignore it|ignore him|ignore them|get over it|lighten up|toughen up)|handle (?:it|this|that) (?:with (?:them|the neighbou?rs?|each other) )?(?:yourself|yourselves|directly|between you)|(?:is|its|it s) not (?:our|managements|my|the offices) (?:problem|business|concern|job|responsibility)|no (?:podemos|vamos a) (?:hacer nada|intervenir|controlar))';

// Harassment the tenant has reported and the office shrugs off (§100.7(a)(1)(iii)): each subject is a
// slot of several nouns, so "racist notes", "the n-word on my car", "called us terrorists ... the headscarf"
// or staff "commenting on my body" all meet the same WONT_ACT answer, in the same sentence or the next.
const IGNORED: readonly { category: 'race' | 'religion' | 'sex'; about: string; needs: string[] }[] = [
  {
    category: 'race',
    about:
      '(?:n word|racial slurs?|racist (?:notes?|graffiti|messages?|slurs?|letters?|threats?)|nooses?|kkk)',
    needs: ['n word', 'racial slur', 'racist', 'noose', 'kkk'],
  },
  {
    category: 'religion',
    // Religious dress only as the object of an act ("yanking at my hijab"): "residents may wear a hijab;
    // we do not police dress" is a welcome, not harassment.
    about:
      '(?:(?:calling|called|call) (?:us|me|her|him|them) (?:a )?terrorists?|terrorist notes?|swastikas?|(?:pulled|pulling|pulls|yanked|yanking|yanks|tore|tearing|grabbed|grabbing|spat on|mocking|mocked) (?:at )?(?:my|her|his|our) (?:hijab|headscarf|turban|yarmulke|kippah))',
    needs: ['terrorist', 'swastika', 'hijab', 'headscarf', 'turban', 'yarmulke', 'kippah'],
  },
  {
    category: 'sex',
    about:
      '(?:comment(?:s|ing|ed)? (?:on|about) my (?:body|chest|breasts|butt|figure|legs|looks)|let (?:himself|herself) in[^|]{0,30}?while i (?:was|am) (?:in the shower|showering|in the bath|undressed|changing|asleep)|grop(?:ed|ing|es) me|(?:touched|touching|touches) me)',
    needs: ['comment', 'let himself', 'let herself', 'grop', 'touch'],
  },
];

export const CLASS_THREAT_RULES: readonly StandaloneRule[] = phraseRules([
  ...IGNORED.map((h) => ({
    id: 'harassment-ignored',
    category: h.category,
    kind: 'exclude' as const,
    source: h.category === 'sex' ? ('cfr100600' as const) : ('cfr1007' as const),
    needs: h.needs,
    reason: 'Management declines to act on reported harassment (24 CFR §100.7(a)(1)(iii); §100.600(a)(2))',
    re: `\\b${h.about}\\b[^|]{0,140}?(?:\\|[^|]{0,120}?)?\\b${WONT_ACT}`,
  })),
  {
    id: 'class-threat-note',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: ['you people', 'your kind', 'your lot', 'people like you', 'ustedes', 'gente como'],
    reason: 'Intimidates a tenant as one of a faith\'s "people" (24 CFR §100.400(c)(2); 42 U.S.C. §3617)',
    // "what you people do at that mosque": the group, then its place of worship, close by.
    re: `\\b${YOU_GROUP}\\b[^|]{0,40}?\\b(?:at|in|from|to|en|de) (?:that|your|the|this|esa|esta|su|la) ${WORSHIP}\\b`,
  },
  {
    id: 'class-threat-note',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: [
      'mosque',
      'church',
      'synagogue',
      'temple',
      'shul',
      'gurdwara',
      'masjid',
      'mezquita',
      'iglesia',
      'sinagoga',
      'templo',
      'kingdom hall',
      'parish',
      'chapel',
      'congregation',
    ],
    reason: 'Threatens a tenant into leaving, named by their place of worship (24 CFR §100.400(c)(2))',
    // The place of worship and a "move out or else" in the same note (this sentence or the next).
    re: `\\b${WORSHIP}\\b[^|]{0,80}?(?:\\|[^|]{0,80}?)?\\b(?:${THREAT})|\\b(?:${THREAT})\\b[^|]{0,80}?(?:\\|[^|]{0,80}?)?\\b${WORSHIP}\\b`,
  },
  {
    id: 'origin-notes-ignored',
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr1007',
    needs: ['go back', 'regresa', 'vuelve', 'vuelvan', 'largate'],
    reason:
      'Leaves "go back to your country" harassment unanswered (24 CFR §100.7(a)(1)(iii); §100.600(a)(2))',
    re: `\\b${GO_BACK}\\b[^|]{0,120}?(?:\\|[^|]{0,100}?)?\\b${WONT_ACT}\\b`,
  },
]);
