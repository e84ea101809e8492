import { parseCorpus } from './corpus';

/**
 * Review set 14 (issue #22), written blind: its author read no rule or vocabulary of the checker, only
 * the line format (corpus.ts), the source ids, the class names and review-13's header. Each sentence is
 * labelled from a primary source: HUD's 1995 Achtenberg memorandum (descriptions of the property,
 * amenities, accessibility features and landmarks are lawful; explicit preferences and limitations are
 * not), 24 CFR 100.75(c), former 24 CFR 109.20, 42 U.S.C. 3604(c), 24 CFR 100.202(c) (no inquiry into
 * whether an applicant or household member has a disability), 42 U.S.C. 3602(k) (pregnancy is familial
 * status), HOPA (55+/62+ housing stated as such is lawful), the Keating occupancy standard, HUD's 2016 LEP
 * guidance, HUD 2021 and state statutes: source of income blocks in CA, NY, NJ, WA, IL, MA, CO, OR;
 * marital status in NY, NJ, CA; military status in OH, IL; age in NJ, NY, DC. The same kinds of sentence
 * in TX, GA or AL, which do not protect that class, are labelled warn. "Perfect / ideal / great for X"
 * is labelled warn (who the home suits). Shapes: long listing paragraphs with one bad clause, bullet
 * fragments, application screening questions, roommate ads, HOA rules, open houses, slang, emoji, ALL
 * CAPS, typos; 12 sentences in Spanish. Left out as close calls: neighbours described by race or
 * ethnicity (warn or block?), "able-bodied", roommate ads naming a sex, citizenship requirements.
 * Kept out of CORPUS; bench/compliance.ts reports it.
 *
 * First contact, measured once and untuned (npm run bench:compliance in the shared tree at commit 8f1c6f9;
 * `git status --short packages/compliance` showed no uncommitted Fair Housing engine edit, only this file;
 * HEAD moved to d424736, extension files only, during the run): 55 ok, 50 block, 18 warn; caught 58/68
 * (85.3%), blocked 42/50 (84.0%), false alarms 3/55 (5.5%). Misses, kept as they are:
 *   frame gap, screening questions (24 CFR 100.202(c), 3602(k), 3604(c)), block → ok:
 *     "Application question 7: What is your religion, and which congregation do you attend?"
 *     "Screening questions: Are you pregnant or planning to have children in the next year?"
 *     "Do you or anyone in your household have a disability or take psychiatric medication? (Y/N)"
 *     "Please disclose any medical conditions on the application so we know whether the unit suits you."
 *     "¿Tiene usted alguna discapacidad o enfermedad mental? (pregunta obligatoria)"
 *   frame gap, block → ok: "Two-bedroom, limit of 3 occupants, no more than one of them under 18."
 *                          "Landlord will not accept CHA vouchers." (IL)
 *   frame gap, warn → ok:  "Best for a young, energetic crowd — the rooftop gets lively on weekends." (NV)
 *                          "Owner would rather rent to someone under 40." (GA)
 *   vocabulary gap, warn → ok: "Great for an observant family — the eruv is up and the shul is a 3-minute walk."
 *   severity, block → warn: "No active-duty military or reservists — deployments break leases." (OH)
 *   severity, warn → block: "Looking for one single working person, not a couple." (GA, no marital class)
 *   false alarm, ok → warn: "Rancho Verde is a 55+ community operated under the Housing for Older Persons Act; …"
 *                           "This HOPA-qualified community for residents 62 and older offers golf cart paths, …"
 *   false alarm, ok → block: "• no smoking anywhere on the property • no pets except assistance animals • no HOA fees"
 *
 * Tuned after first contact on 2026-11-26 (issue #22; the sets were read and the rules fitted to their
 * gaps as grammar and vocabulary, corpus/tuned-13-14.ts holds new sentences written then):
 * now caught 68/68 (100%), blocked 50/50 (100%), false alarms 0/55 (0%)
 * (npx tsx over corpus/measure.ts; bench:compliance agrees). No longer held out: a tuned set.
 *   severity differs, warn → block (counted caught): "Looking for one single working person, not a couple."
 *   (GA: kept, the 1995 memo files a preference for "adults, couples or singles" under familial status,
 *   a federal class, so it blocks in every state; the label's marital-status reading is not taken) and
 *   "Great for an observant family …" (religion "suits" blocks per 24 CFR §109.20).
 */
export const REVIEW_14 = parseCorpus(`
# Acceptable: the property, its features and its places, described as such
ok -@CA style | Sun-filled 3BR Craftsman with a chef's kitchen, white shaker cabinets, black matte fixtures and a primary suite that opens onto the garden; walk to the farmers market, Lincoln Elementary and two parks.
ok race@NY style | Brownstone parlor floor: original plaster moldings, Black walnut built-ins, a bay window and a roof deck with skyline views.
ok national_origin@TX style | Spanish Colonial Revival hacienda — clay tile roof, wrought iron balconies, Saltillo floors throughout and a courtyard fountain.
ok religion@IL hud1995 | Two blocks from St. Hedwig's Church and the Blue Line; street parking and a heated garage available.
ok religion@NY hud1995 | Directions: turn left at Temple Beth Shalom, ours is the red brick one with the green awning.
ok handicap@WA hud1995 | Step-free entry, 36-inch doorways, roll-in shower with grab bars and lever handles on every door.
ok handicap@CO fha3602h | Elevator building; the ground-floor unit has a wheelchair-height kitchen counter and an accessible parking space right out front.
ok familial_status@CA hopa | Rancho Verde is a 55+ community operated under the Housing for Older Persons Act; at least one resident of each home must be 55 or older, and we verify ages at application.
ok familial_status@FL hopa | This HOPA-qualified community for residents 62 and older offers golf cart paths, a clubhouse and weekly bingo.
ok familial_status@NJ keating1998 | Occupancy is limited to what the township code allows: two persons per bedroom plus one.
ok -@OR cfr100 | • no smoking anywhere on the property • no pets except assistance animals • no HOA fees
ok source_of_income@NY hudSoi | Applicants need a combined household income of 40x the monthly rent; vouchers, SSI and other lawful income all count toward that.
ok source_of_income@CA hudSoi | We run a credit check on every adult applicant ($35 fee); Section 8 and all rental assistance welcome.
ok -@NY fha3604c | Equal Housing Opportunity. Pet-friendly building, laundry in the basement, super on site.
ok - hud1995 | Family room off the kitchen with a gas fireplace and sliding doors to the deck.
ok - hud1995 | HUGE MASTER BEDROOM W/ WALK-IN CLOSET!!! 🔥 new roof 2024, quartz counters, 2 car garage
ok age@NJ style | Mature oaks shade the backyard, and the detached studio makes a great home office.
ok -@IL hud1995 | Open house Sunday 1–4 pm 🏡 Everyone welcome! Light refreshments, bring your questions.
ok - cfr100 | no 420, no vaping, no subletting, no airbnb — 12 month lease minimum.
ok handicap@CA fha3602h | Service animals and emotional support animals are not pets and are accepted with no pet deposit.
ok familial_status@TX hud1995 | Walking distance to the elementary school, the library and a splash pad.
ok religion@TX hud1995 | Christmas lights on every house in December make this one of the prettiest streets in town.
ok national_origin@IL style | The best dim sum in Chinatown is three blocks away, and the Red Line is around the corner.
ok sex@NY style | His-and-hers vanities in the primary bath, plus a linen closet and heated floors.
ok familial_status@MN keating1998 | Max 4 occupants per the city rental housing code; every adult on the lease completes the same background check.
ok source_of_income@MA hudSoi | Income requirement: 3x rent. If you use a housing voucher, only your share of the rent counts toward the 3x.
ok -@WA fha3604c | Roommate wanted for a 2BR on Capitol Hill: $950 + split utilities, must be tidy, no smokers, bonus if you like board game nights.
ok marital_status@NY hud1995 | The primary suite fits a king bed with room for two nightstands and a reading chair.
ok military_status@OH style | Ten minutes to the Wright-Patterson AFB gate; quick access to I-675 for commuters.
ok military_status@CA style | Every lease includes a military clause for servicemembers who receive PCS orders.
ok age@DC style | Historic 1890s rowhouse with original heart pine floors, updated wiring and a new HVAC system.
ok color@GA style | Exterior painted a warm white with charcoal shutters and a bright red front door.
ok national_origin@NJ hudLep2016 | Hablamos español y portugués — call or text and we'll answer in your language.
ok - hud1995 | Gated community with 24-hour security, a fitness center, a jogging trail and two tennis courts.
ok handicap@IL hud1995 | 3rd floor walk-up, no elevator; the stairs are steep, so plan your move accordingly.
ok - cfr100 | HOA rules: quiet hours 10pm–7am, trash bins out of sight by Monday night, no trailers parked in driveways.
ok familial_status@CO hud1995 | Fenced backyard with a playset, and the cul-de-sac keeps traffic light.
ok sexual_orientation@CA hud2021 | We rent to everyone regardless of sexual orientation or gender identity 🏳️‍🌈
ok - fha3604c | Rental application: list your current employer, monthly income, two prior landlords and any evictions in the last 7 years.
ok source_of_income@OR hudSoi | Screening criteria are the same for every applicant: verifiable income, no evictions in 5 yrs, credit 600+ (or a double deposit).
ok race@NC style | Plantation shutters throughout, a screened porch and a new architectural shingle roof.
ok religion@CA style | A 1920s chapel converted into a two-bedroom loft with 30-ft ceilings and the original stained glass.
ok national_origin@FL style | French doors open onto an Italian-tile lanai overlooking the canal.
ok - hud1995 | Quiet, private lot at the end of a dead-end road — a rare find at this price.
ok handicap@NY fha3602h | Reasonable accommodation requests can be sent to our office at any point during the application.
ok familial_status@WA keating1998 | Studio, 380 sq ft; the city occupancy code allows no more than 2 occupants.
ok age@NY style | Newly built in 2023 — nothing old here except the hundred-year-old maple out front.
ok gender_identity@IL hud2021 | All-gender restroom in the lobby, a bike room and package lockers.
ok -@TX style | Casa de tres recámaras con cocina remodelada, gabinetes blancos y patio techado.
ok religion@FL hud1995 | A dos cuadras de la iglesia San Judas y de la parada del autobús.
ok familial_status@AZ hopa | Comunidad para personas de 55 años o más, operada conforme a la ley HOPA; se verifica la edad de un residente por vivienda.
ok source_of_income@NJ hudSoi | Aceptamos vales de vivienda (Sección 8); ingreso mínimo de 2.5 veces la renta para todos los solicitantes.
ok - hud1995 | Prohibido fumar dentro del edificio; no se permiten mascotas excepto animales de servicio.
ok - nar10 | 🚫 No smoking 🚫 No pets 🚫 No HOA — just a solid brick ranch on half an acre.
ok military_status@NY style | VA loan assumable at 2.75% — ask your lender for details.

# Block: an exclusion, preference, limitation or forbidden inquiry
block familial_status@CA fha3602k | Spacious 2BR/2BA condo in a quiet complex with pool, gym and covered parking; no children under 12 because of the pool; HOA dues include water and trash.
block source_of_income@NY hudSoi | • 1BR in Astoria • $2,400 • no vouchers • heat included
block source_of_income@NJ hudSoi | no sec8 no exceptions, pls dont ask
block religion@NY cfr100 | Application question 7: What is your religion, and which congregation do you attend?
block familial_status@IL fha3602k | Screening questions: Are you pregnant or planning to have children in the next year?
block handicap@CO fha3602h | Do you or anyone in your household have a disability or take psychiatric medication? (Y/N)
block handicap@WA fha3602h | Tenants must be able to climb 3 flights on their own; no wheelchairs, walkers or scooters in the building.
block race@GA cfr109 | Lovely established street, whites only since the 60s and the neighbors like it that way.
block race@TX fha3604c | Seller prefers a white buyer; multiple offers due Friday at 5.
block color@MS cfr109 | Light-skinned tenants preferred.
block national_origin@CA hudLep2016 | All applicants must speak fluent English — no interpreters at the showing or the lease signing.
block national_origin@FL cfr109 | No Haitians, we had problems before.
block national_origin@NJ cfr100 | Looking for American-born tenants only, no foreigners.
block religion@TX cfr109 | Christian landlord seeking Christian tenants; Bible study in the clubhouse on Wednesdays.
block religion@OH cfr100 | no muslims pls 🙏
block sex@FL cfr100 | Whole 2BR apartment, owner lives off-site — men only.
block sexual_orientation@CA hud2021 | No gay or lesbian couples; this is a traditional family building.
block gender_identity@NY hud2021 | No transgender applicants please, landlord's rule.
block sexual_orientation@WA hud2021 | Straight couples only.
block familial_status@NV fha3602k | ADULTS ONLY BUILDING. NO KIDS. NO EXCEPTIONS.
block familial_status@OR cfr109 | sngl or couple, no kids, no pets, 1yr lease
block familial_status@CO fha3602k | The loft has an open stairwell and isn't safe, so we won't rent to families with toddlers.
block familial_status@PA cfr109 | Cute 1br, perfect for 1 quite person, NO CHILDERN, no dogs, utilitys incl.
block familial_status@TX keating1998 | Two-bedroom, limit of 3 occupants, no more than one of them under 18.
block familial_status@MI cfr109 | Quiet building for mature adults only.
block handicap@IL cfr109 | No mentally ill applicants — we had a bad experience.
block handicap@NY fha3602h | People in recovery from addiction need not apply; sober-living residents will be turned away.
block handicap@TX fha3602h | Please disclose any medical conditions on the application so we know whether the unit suits you.
block handicap@CA fha3602h | No emotional support animals, no service dogs, no exceptions.
block source_of_income@CA hudSoi | Tenant must be employed full-time; SSI, SSDI and assistance programs do not count as income.
block source_of_income@WA hudSoi | Beautiful updated 2BR with in-unit W/D, new LVP floors and a private patio near Green Lake and the 45 bus; we are not set up for Section 8 or any housing program so please don't ask; $2,200/mo, first month plus deposit.
block source_of_income@IL hudSoi | Landlord will not accept CHA vouchers.
block source_of_income@MA hudSoi | no RAFT, no MRVP, no section 8 — cash/check only
block source_of_income@CO hudSoi | Housing Choice Voucher holders need not apply.
block source_of_income@OR hudSoi | NO VOUCHERS!!!!! (sorry, owner's rule)
block marital_status@NY state | Married couples only, must show a marriage certificate.
block marital_status@NJ state | sngl prof only, no couples
block marital_status@CA state | Unmarried couples will not be considered.
block military_status@OH state | No active-duty military or reservists — deployments break leases.
block military_status@IL state | Not renting to military personnel at this time.
block age@NJ state | Applicants must be at least 30 years old.
block age@NY state | We prefer younger tenants, nobody over 65.
block age@DC state | Landlord wants a renter in their 20s or 30s, no retirees.
block race@IL cfr109 | Corner lot, 3 bed 1.5 bath, new furnace, detached 2-car garage, block party every July — owner will not sell to a Black family, so please pre-screen before showings — motivated seller.
block familial_status@TX fha3602k | No se aceptan niños. Solo adultos.
block source_of_income@CA hudSoi | No aceptamos Sección 8 ni programas de ayuda.
block marital_status@NY state | Solo parejas casadas, por favor.
block national_origin@FL cfr100 | Se renta departamento, no se aceptan centroamericanos.
block religion@TX cfr100 | Buscamos inquilinos católicos para esta casa.
block handicap@NM fha3602h | ¿Tiene usted alguna discapacidad o enfermedad mental? (pregunta obligatoria)

# Warn: who the home suits, residents described, and state classes where the state does not protect them
warn familial_status@NY hud1995 | Perfect for a couple or a single professional — cozy, quiet and easy to keep clean.
warn familial_status@CA nar10 | Ideal for empty nesters ready to downsize.
warn age@FL nar10 | Great starter place for young professionals!
warn religion@NY hud1995 | Great for an observant family — the eruv is up and the shul is a 3-minute walk.
warn familial_status@IL cfr100 | Our building is all retirees, so it's very peaceful.
warn sex@CO nar10 | Ideal bachelor pad: 65-inch TV mount, bar top and a garage for the toys.
warn familial_status@GA nar10 | Perfect for a retired couple who want one-level living.
warn marital_status@TX state | Perfect for newlyweds!! 💍
warn source_of_income@TX hudSoi | NO SECTION 8 / NO HOUSING AUTHORITY — serious inquiries only
warn source_of_income@AL hudSoi | no sec 8, no programs, sorry
warn marital_status@TX state | Will only lease to a married couple.
warn marital_status@GA state | Looking for one single working person, not a couple.
warn military_status@TX state | We don't rent to military members, too many early move-outs.
warn age@TX state | Tenants must be 35 or older.
warn familial_status@FL nar10 | Ideal para una pareja jubilada.
warn age@NV nar10 | Best for a young, energetic crowd — the rooftop gets lively on weekends.
warn sex@NY nar10 | Great for a working woman — secure entry and a doorman.
warn age@GA state | Owner would rather rent to someone under 40.
`);
