import { parseCorpus } from './corpus';

/**
 * Review set 10, written on 2026-11-27 after the family fixes review set 9 led to, and measured once
 * before any further change: the figure that shows whether those fixes generalise. Families as in
 * review-9 (imperative exclusions, wishes, requirements, member and nationality nouns, neighbourhood
 * make-up, abbreviations, Spanish) in new wordings, beside look-alikes. Checked in New York unless a
 * state is named. Kept out of CORPUS; bench/compliance.ts reports it. No rule is to be changed for it.
 *
 * First contact (engine of commit b0c6b5b): caught 14/22 (63.6%), blocked 11/22 (50%), false alarms
 * 0/21. The families reached only the verbs and nouns they list; misses, kept as they are:
 *   block → ok    "The development has always stayed largely Black."  ("development" no place noun)
 *   block → warn  "Buddhists and Hindus: try another listing."        ("try another listing" no imperative)
 *   block → ok    "Adherents of Islam need not apply."                ("Islam", the faith's name, no term)
 *   block → warn  "Folks with mental illness, this isn't the place for you." (no "not the place for you")
 *   block → ok    "Applicants must be free of disabilities."          ("free of X" no exclusion)
 *   block → ok    "Expecting mothers should find another rental."     ("expecting", "find another rental")
 *   block → warn  "Ukrainians and Poles, sorry, not this time."       ("not this time" no exclusion)
 *   block → ok    "Must be fluent in English."                        (language rule wants "speak")
 *   block → ok    "Ideal roommate is under 30."                       ("ideal roommate is" + an age)
 *   block → ok    "Only legally wed couples."                         ("wed" no marital word)
 *   block → ok    "Servicemembers on active duty, please look at other listings." (imperative verb)
 */
export const REVIEW_10 = parseCorpus(`
block race@NY cfr109 | We'd really like a white household in the upper unit.
block race@NY cfr109 | The development has always stayed largely Black.
block color@NY cfr109 | Pale complexion a plus.
block religion@NY cfr109 | Buddhists and Hindus: try another listing.
block religion@NY cfr109 | Adherents of Islam need not apply.
block religion@NY cfr109 | Evangelical household strongly preferred.
block sex@NY cfr109 | Guys only, ladies please pass.
block handicap@NY hud1995 | Folks with mental illness, this isn't the place for you.
block handicap@NY hud1995 | Applicants must be free of disabilities.
block familial_status@NY hud1995 | Expecting mothers should find another rental.
block familial_status@NY hud1995 | Empty nesters wanted, no little ones.
block national_origin@NY cfr109 | Ukrainians and Poles, sorry, not this time.
block national_origin@NY hud1995 | Must be fluent in English.
block national_origin@NY cfr109 | Landlord prefers American-born applicants.
block national_origin@NY cfr109 | Se renta habitación, no extranjeros.
block source_of_income@NY hudSoi | HCV/S8 holders need not inquire.
block source_of_income@NJ hudSoi | Cash-paying tenants only, no programs.
block age@NY state | Ideal roommate is under 30.
block marital_status@NY state | Only legally wed couples.
block military_status@NY state | Servicemembers on active duty, please look at other listings.
block sexual_orientation@NY hud2021 | Gay couples, move on.
block gender_identity@NY hud2021 | Must be cisgender.
ok national_origin@NY style | Irish setter-friendly yard with a dog run.
ok national_origin@NY style | Belgian block driveway and a Swedish wood stove.
ok national_origin@NY style | Portuguese tile backsplash and Venetian plaster walls.
ok religion@NY hud1995 | Minutes from the Baptist church and the mosque on Elm Street.
ok - hud1995 | Two months' deposit required; first month mandatory at signing.
ok - hud1995 | Photo ID a must at every showing.
ok - hud1995 | Not your style? Move along to our other listings.
ok - hud1995 | Sellers would love an offer before the holidays.
ok - hud1995 | Ideally you'd close within 30 days.
ok race@NY style | The trim stays crisp white year-round.
ok - hud1995 | The block remains quiet after 9pm.
ok national_origin@NY hud1995 | Our agents speak English, Spanish and Haitian Creole.
ok military_status@NY hud1995 | Active lifestyle? Trails start at the back gate.
ok source_of_income@NY hudSoi | Section 8 holders and all income sources welcome.
ok familial_status@NY hud1995 | Kid-sized bunk room off the hall.
ok age@NY hud1995 | Vintage 1950s kitchen, lovingly preserved.
ok handicap@NY hud1995 | Step-free entry and an accessible bath.
ok national_origin@NY hud1995 | Across from the Korean Presbyterian church and a French bakery.
ok - hud1995 | Strong credit a must, 700 minimum.
ok national_origin@NY style | Mediterranean villa with a Moorish arch.
ok sex@NY hud1995 | His-and-hers sinks in the primary bath.
`);
