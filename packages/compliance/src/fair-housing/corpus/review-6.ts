import { parseCorpus } from './corpus';

/**
 * Review set 6, a fourth probe written on 2026-11-26 after reading the rules (so not blind), in
 * Craigslist slang: 20 explicit exclusions and preferences (4 in Spanish), checked in New York. First
 * measure: caught 12/20 (60%), blocked 12/20 (60%); "not renting to single people, couples only" was
 * first labelled marital status and is familial status by the HUD 1995 memo, and "solo latinos" was
 * labelled national origin where the other sets file Latino/Hispanic under race (the engine's class).
 * General fixes: "dude", "fella", "gent"; "therapy/comfort animal", "support dog", "ESA" (ambiguous,
 * as "esa" is Spanish); "student(s)" as a people noun ("no foreign students"); a limitation after an
 * ambiguous word ("straight only"); "seeking a roommate under 30" reaches the age rule; people
 * joined through "from" and country names as ambiguous national-origin words ("someone from India");
 * "of any kind" names no facility. After: 19/20; still missed, kept as a comment: a Spanish adjective
 * after a two-word noun ("compañera de cuarto blanca"). Then 13 near-misses for the fixes ("fine china
 * cabinet", "straight shot to downtown", "ESA letters accepted"): 0/13 false alarms.
 */
export const REVIEW_6 = parseCorpus(`
block sex@NY cfr109 | Room avail for a gal, no dudes.
block sex@NY cfr109 | FEMALE ONLY household!!!
block familial_status@NY hud1995 | Sorry no children due to the pool.
block familial_status@NY hud1995 | Best for 1-2 adults, no kiddos.
block race@NY cfr109 | Seeking a clean, respectful white male.
block national_origin@NY cfr109 | Prefer someone from India.
block national_origin@NY cfr109 | No foreign students.
block religion@NY cfr109 | Looking for a fellow believer, Christian home.
block handicap@NY hud1995 | No ESA or therapy animals.
block handicap@NY hud1995 | Building not suitable for the handicapped.
block source_of_income@NY hudSoi | NO S8
block source_of_income@NY hudSoi | No government programs of any kind.
block age@NY state | Seeking a roommate under 30.
block sexual_orientation@NY state | Straight only roommate situation.
block gender_identity@NY state | Must be a real woman, no trans.
block familial_status@NY hud1995 | Not renting to single people, couples only.
block familial_status@NY hud1995 | Cuarto para persona sola, sin hijos.
block race@NY cfr109 | Solo latinos.
block source_of_income@NY hudSoi | No aceptamos programas del gobierno.
# still missed: block race@NY cfr109 | Se busca compañera de cuarto blanca.
ok -@NY hud1995 | Students welcome, close to campus.
ok national_origin@NY style | Walk to Indian restaurants; French bakery nearby.
ok sexual_orientation@NY hud1995 | Straight shot to downtown on the A train.
ok -@NY hud1995 | Guest parking only.
ok national_origin@NY style | Near the student union and the Asian art museum.
ok handicap@NY hud1995 | Dog-friendly; ESA letters accepted per law.
ok handicap@NY hud1995 | Fit for a king: huge primary suite.
ok national_origin@NY style | Spanish-style only in name: fully modern inside.
ok sex@NY hud1995 | Guy Street address, corner lot.
ok -@NY hud1995 | Esa casa tiene jardín; esta tiene cochera.
ok national_origin@NY hud1995 | Fine china cabinet stays with the home.
ok national_origin@NY style | Marble imported from China in the entry.
ok national_origin@NY hud1995 | Tenants from all over the world call this building home.
`);
