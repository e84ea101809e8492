import { parseCorpus } from './corpus';

/**
 * Review set 9, written on 2026-11-27 after review set 8 and before any change it leads to: the
 * families review-8's misses belong to (short ad-speak, abbreviations, imperative exclusions, modal
 * preference, "X a must/required/mandatory", people-nouns of nationality and faith, military nouns,
 * statements of who a neighbourhood "stays" or "remains", a Spanish adjective after a two-word noun), in
 * wordings unlike review-7/8, beside look-alikes that use the same words about the property. Checked in
 * New York unless a state is named (every state class blocks there; CA and IL for a state class too).
 * Kept out of CORPUS: bench/compliance.ts reports it.
 *
 * Labels: an exclusion or a stated preference blocks (42 U.S.C. §3604(c); 24 CFR §100.75(c)); a
 * description of residents or neighbours by race, colour, religion or national origin blocks (24 CFR
 * §109.20); names of facilities, landmarks, styles and goods describe the property and are acceptable
 * (HUD 1995 memo). Decisions on the hard look-alikes:
 *   "Catholic high school two blocks away": a landmark; the memo accepts names of facilities and
 *     places of worship used as landmarks, so it is ok.
 *   "Fluent English and Spanish speakers on our team can help": says who the agent's staff are and
 *     offers language help; it limits no one who may live there (HUD 1995 memo: a limitation must be on
 *     buyers or renters), so it is ok. "Fluent English a must" (review-8) is the opposite.
 *   "S8 and all lawful sources of income welcome": inclusion, lawful everywhere (hudSoi), so ok; an
 *     abbreviation expanded for "no S8" must not turn this into a finding.
 *
 * First contact (engine of commit d462b66, before any change): caught 17/36 (47.2%), blocked 10/36
 * (27.8%), false alarms 0/35. Misses by family (block → what the engine said):
 *   modal preference ("would love", "ideally", "would be ideal"): Caucasian roommate (warn), female, married pair, under 35, straight tenants (warn)
 *   imperative exclusion ("keep scrolling", "move along", "look elsewhere", "keep looking"): Sikhs,
 *     Filipinos and Vietnamese, Foreigners, Trans folks (warn); men, wheelchair users, kids, vouchers,
 *     over 65, deployable military (ok)
 *   "a must / required / mandatory" of a class attribute: Christian faith, good physical health, US
 *     citizenship, English proficiency, marriage certificate (ok)
 *   member nouns: "LDS members" (warn); nationality people-nouns: "Indian nationals" (ok)
 *   composition: "Street stays mostly Irish" (ok); "a no-go": housing vouchers (ok)
 *   Spanish adjective after a two-word noun: "compañera de piso cristiana", "compañero de cuarto
 *     mexicano" (ok)
 * After the family fixes (grammar-words.ts, patterns.ts, subjects.ts, normalise.ts, requirement-rules.ts,
 * vocabulary/demonyms.ts; no rule names a sentence of this set): 36/36 caught, 36/36 blocked, 0/35 false
 * alarms. No longer unseen: review-10.ts is the blind measure of these changes.
 */
export const REVIEW_9 = parseCorpus(`
block race@NY cfr109 | Hoping to find white renters for this unit.
block race@NY cfr109 | Block remains predominantly Asian and the owner likes it that way.
block race@NY hud1995 | Black applicants, keep scrolling.
block race@NY cfr109 | Would love a Caucasian roommate.
block color@NY cfr109 | Ideally a light-skinned tenant.
block religion@NY cfr109 | Mormons and LDS members preferred.
block religion@NY cfr109 | Sikhs, move along.
block religion@NY cfr109 | Ideally a practicing Muslim roommate.
block religion@NY cfr109 | Christian faith a must.
block religion@NY cfr109 | Buscamos compañera de piso cristiana.
block sex@NY cfr109 | Ideally female, quiet household.
block sex@NY hud1995 | Men, look elsewhere please.
block handicap@NY hud1995 | Wheelchair users should keep looking.
block handicap@NY hud1995 | Good physical health mandatory for all occupants.
block familial_status@NY hud1995 | DINKs preferred.
block familial_status@NY hud1995 | If you have kids, keep scrolling.
block familial_status@NY hud1995 | No kids is a must.
block national_origin@NY cfr109 | Owner won't consider Nigerian immigrants.
block national_origin@NY hud1995 | US citizenship required.
block national_origin@NY hud1995 | English proficiency mandatory.
block national_origin@NY cfr109 | Indian nationals need not apply.
block national_origin@NY cfr109 | Filipinos and Vietnamese, please move along.
block national_origin@NY cfr109 | Street stays mostly Irish, always has.
block national_origin@NY cfr109 | Busco compañero de cuarto mexicano.
block national_origin@NY cfr109 | Foreigners, keep scrolling.
block source_of_income@NY hudSoi | No S8/SOI.
block source_of_income@CA hudSoi | Vouchers? Keep scrolling.
block source_of_income@NY hudSoi | Housing vouchers are a no-go.
block age@NY state | Ideally under 35.
block age@NY state | Applicants over 65, look elsewhere.
block marital_status@NY state | Marriage certificate required.
block marital_status@CA state | Would love a married pair for the upstairs flat.
block military_status@NY state | No active duty or servicemembers.
block military_status@CA state | Deployable military folks should look elsewhere.
block sexual_orientation@NY hud2021 | Straight tenants would be ideal.
block gender_identity@NY hud2021 | Trans folks, please look elsewhere.
ok national_origin@NY style | English garden out back with climbing roses.
ok national_origin@NY style | Classic Dutch colonial with a gambrel roof.
ok national_origin@NY style | Chinese elm shades the front porch.
ok national_origin@NY style | Spanish-style roof tiles replaced in 2022.
ok religion@NY hud1995 | Catholic high school two blocks away.
ok national_origin@NY hud1995 | Fluent English and Spanish speakers on our team can help.
ok national_origin@NY style | French doors open to a Japanese maple garden.
ok national_origin@NY style | American Standard toilets and German appliances.
ok national_origin@NY hud1995 | Canadian geese on the pond most mornings.
ok national_origin@NY style | Swiss chalet with Scandinavian-modern finishes.
ok national_origin@NY style | Cocina con azulejo mexicano y patio español.
ok national_origin@NY hud1995 | Indian restaurant, Greek bakery and an Irish pub on the corner.
ok - hud1995 | Background check and proof of income required.
ok - hud1995 | Renters insurance a must.
ok - hud1995 | Utilities included; security deposit mandatory.
ok - hud1995 | Keep scrolling for photos of the backyard.
ok - hud1995 | If you love gardening, look no further.
ok - hud1995 | Owner is hoping for a quick close.
ok - hud1995 | Would love to hear from you, call to schedule a showing.
ok - hud1995 | Please look elsewhere on our site for two-bedroom units.
ok race@NY style | The exterior stays mostly white brick with black trim.
ok - hud1995 | The neighborhood remains mostly residential, with little traffic.
ok military_status@NY hud1995 | Ten minutes to the Naval Station and the VA clinic.
ok source_of_income@NY hudSoi | S8 and all lawful sources of income welcome.
ok religion@NY hud1995 | Steps from the Sikh gurdwara and the Mormon temple visitor center.
ok familial_status@NY hud1995 | Two bedrooms; occupancy per local code.
ok national_origin@NY style | Turkish rugs and Persian carpets can stay.
ok handicap@NY hud1995 | Grab bars and a roll-in shower throughout.
ok sex@NY hud1995 | Separate men's and women's locker rooms at the gym.
ok religion@NY hud1995 | Christmas lights on the block are a local tradition.
ok - hud1995 | Parking permit required for street parking.
ok age@NY hud1995 | Original 1920s details, lovingly kept.
ok - hud1995 | Listing agent is hoping for offers by Friday.
ok national_origin@NY hud1995 | Spanish spoken by the listing agent.
ok - hud1995 | Ideally located between the park and the train.
`);
