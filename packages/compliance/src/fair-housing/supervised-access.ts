/**
 * Children let into a facility with a parent, said as the facility's own rule: "younger kids with a
 * parent", "children under 12 with an adult". A supervision rule for a facility (pool, gym, game room)
 * is left alone by minors-and-floors.ts and labelled ok by review-27 ("the fitness room is open to
 * residents 14 and up, younger kids with a parent"); these phrases are masked before class words are
 * read (acceptable.ts), so "younger kids" there is no description of residents (HUD 1995 memo: the
 * rules of a facility are not who lives there). Bans without a parent present still read:
 * kids-barred-common-areas in familial-terms.ts reads the halls and lobby by their own words.
 */
const WHO = ['younger kids', 'younger children', 'younger residents', 'little ones'];
const WITH = ['with a parent', 'with an adult', 'with a guardian', 'with a parent or guardian'];

export const SUPERVISED_ACCESS: readonly string[] = WHO.flatMap((w) => WITH.map((x) => `${w} ${x}`));
