import { parseCorpus } from './corpus';

/**
 * Review set 7, written on 2026-11-27 before any change it led to (by someone who had read the rules,
 * so not blind to the grammar's shape, but not written against it): 64 violations in every class and
 * 60 acceptable look-alikes, in the slang, euphemism and coded steering that review set 6 showed the
 * rules missed. Checked in New York (every state class blocks there), with two in Texas (a state
 * class warns there). Kept out of CORPUS so it stays a measure of text the rules were not fitted to:
 * bench/compliance.ts reports it beside the held-out set.
 *
 * First measure (engine of commit 2f93fbd, before any change): caught 64/71 (90.1%), blocked 56/63
 * (88.9%), false alarms 0/60. Misses: "Neighborhood is mostly Caucasian" (warn: no "is mostly X"
 * grammar), "prefers renting to Asians" (warn: no "prefer renting to"), "no ethnic types", "Fair-
 * complexioned", "a born-again believer", "a single gentleman", "Mentally ill applicants will be
 * declined" (warn), "someone in good physical shape", "a single person or a couple", "of European
 * descent". General fixes (grammar-words.ts, patterns.ts, subjects.ts, coded-rules.ts, vocabulary/),
 * none of them a sentence of this set; after: 71/71, 63/63, 0/60 (no longer unseen, see review-8.ts).
 *
 * Labels: an exclusion or a stated preference blocks (42 U.S.C. §3604(c)); "ideal/perfect for X"
 * blocks for race, colour, religion and national origin (24 CFR §109.20 lists descriptions of
 * residents by them) and warns for the other classes (HUD 1995 memo); housing words for a facility,
 * a room or the neighbourhood are acceptable (HUD 1995 memo: "descriptions of the property").
 */
export const REVIEW_7 = parseCorpus(`
block race@NY cfr109 | Neighborhood is mostly Caucasian and very safe.
block race@NY cfr109 | Owner prefers renting to Asians, they keep things tidy.
block race@NY cfr109 | No black folks, owner's call.
block race@NY cfr109 | Hispanic buyers need not inquire.
block race@NY cfr109 | Looking for a non-minority tenant.
block race@NY cfr109 | Great for a Latino family, bodega on the corner.
block race@NY hud1995 | Quiet area, no ethnic types.
block color@NY cfr109 | Fair-complexioned renters preferred.
block color@NY cfr109 | Owner wants someone lighter-skinned.
block religion@NY hud1995 | Walking distance to St. Mary's, great for Catholic families.
block religion@NY hud1995 | Ideal for an observant Jewish household, steps to shul.
block religion@NY cfr109 | No Muslims, sorry.
block religion@NY cfr109 | Home is perfect for a good Christian couple.
block religion@NY cfr109 | Hindu family preferred, vegetarian kitchen.
block religion@NY cfr109 | Atheists need not apply.
block religion@NY cfr109 | Seeking a born-again believer for the spare room.
block religion@NY cfr109 | Church-going family wanted.
block sex@NY cfr109 | Ladies only, cozy studio.
block sex@NY cfr109 | Prefer a male renter for the basement unit.
block sex@NY cfr109 | Girls only house, no boys allowed.
warn sex@NY hud1995 | Perfect for a single gentleman.
block sex@NY cfr109 | No men please.
block sex@NY cfr109 | Female roommate wanted for a 2BR.
block handicap@NY hud1995 | Not suitable for wheelchairs.
block handicap@NY hud1995 | Tenant must be able to climb three flights daily.
block handicap@NY hud1995 | Mentally ill applicants will be declined.
block handicap@NY hud1995 | No emotional support animals, no exceptions.
warn handicap@NY hud1995 | Ideal for someone in good physical shape, lots of stairs.
block handicap@NY fha3602h | No recovering addicts.
block handicap@NY hud1995 | Sorry, no wheelchair users, third floor and no elevator.
block handicap@NY hud1995 | Applicants with disabilities will not be considered.
block familial_status@NY hud1995 | Quiet tenants, no kids.
block familial_status@NY hud1995 | Adults preferred, building is quiet.
block familial_status@NY hud1995 | No children under 12 due to the balcony.
warn familial_status@NY hud1995 | Ideal for empty nesters.
warn familial_status@NY hud1995 | Perfect for young professionals.
warn familial_status@NY hud1995 | Mature community, very peaceful.
block familial_status@NY hud1995 | No teenagers, owner lives downstairs.
block familial_status@NY keating1998 | Max one child.
warn familial_status@NY hud1995 | Best for a single person or a couple.
block familial_status@NY hud1995 | Professional couple preferred, no children.
block familial_status@NY hud1995 | No se aceptan niños.
block national_origin@NY hud1995 | English speakers preferred.
block national_origin@NY cfr109 | No foreigners or recent arrivals.
block national_origin@NY cfr109 | Must be American-born.
block national_origin@NY cfr109 | Great for an Italian family, near the Italian church.
block national_origin@NY cfr109 | Prefer tenants of European descent.
block national_origin@NY cfr109 | Owner will not rent to Russians.
block national_origin@NY hud1995 | Preferimos inquilinos que hablen inglés.
block source_of_income@NY hudSoi | No Section 8.
block source_of_income@NY hudSoi | Vouchers not accepted.
block source_of_income@NY hudSoi | We don't take housing assistance.
block source_of_income@NY hudSoi | Landlord does not participate in any voucher programs.
block source_of_income@NY hudSoi | Cash-paying tenants only, no subsidies.
warn source_of_income@TX hudSoi | No welfare.
block age@NY state | Seeking tenants under 40.
block age@NY state | No retirees please.
block age@NY state | Young renters only.
block age@NY state | No one over 65.
block sexual_orientation@NY hud2021 | No gay couples.
block sexual_orientation@NY hud2021 | Straight couples preferred.
block sexual_orientation@NY hud2021 | LGBTQ tenants need not apply.
block gender_identity@NY hud2021 | No transgender applicants.
block gender_identity@NY hud2021 | Biological females only.
block marital_status@NY state | Married couples only.
block marital_status@NY state | No unmarried couples.
block marital_status@NY state | Must be married.
block marital_status@NY state | Divorcees need not apply.
block military_status@NY state | No military.
block military_status@NY state | Will not rent to active-duty service members.
warn military_status@TX state | Veterans need not apply.
# Acceptable. HUD 1995 memo: facilities and the neighbourhood may be described ("kids' play area in the
# park" names a facility, not who may live here), as may accessibility features, rooms ("master
# bedroom", "family room", "nursery") and places of worship as landmarks; occupancy limits per bedroom
# are lawful (Keating 1998); accepting vouchers is lawful everywhere.
ok familial_status@NY hud1995 | Kids' play area in the park nearby.
ok handicap@NY hud1995 | Accessible ramp at the side entrance.
ok -@NY hud1995 | Walk-in closet and a linen closet in the hall.
ok religion@NY hud1995 | Near St. Mary's Church and the farmers market.
ok -@NY hud1995 | Great for entertaining, with an open kitchen.
ok sex@NY hud1995 | Master bedroom faces the garden.
ok familial_status@NY hud1995 | Sunny family room with a gas fireplace.
ok -@NY hud1995 | No pets, no smoking, no subletting.
ok familial_status@NY keating1998 | Occupancy limited to four persons per local code.
ok source_of_income@NY hudSoi | Income must be 3x rent; all lawful sources counted.
ok source_of_income@NY hudSoi | Section 8 and all vouchers welcome.
ok religion@NY hud1995 | Christmas lights up the whole block in December.
ok national_origin@NY style | Chinese takeout and an Irish pub around the corner.
ok color@NY style | Black appliances and white shaker cabinets.
ok religion@NY hud1995 | Walking distance to the synagogue and the library.
ok military_status@NY hud1995 | Ten minutes to the Air Force base.
ok familial_status@NY hud1995 | Mature trees line the drive.
ok familial_status@NY hud1995 | Children's museum two blocks away.
ok handicap@NY hud1995 | Grab bars and a roll-in shower in the hall bath.
ok handicap@NY hud1995 | Elevator building, no stairs to climb.
ok sexual_orientation@NY hud1995 | Straight-through floor plan with light front to back.
ok familial_status@NY hud1995 | Nursery off the primary suite.
ok age@NY hud1995 | Young fruit trees planted in 2022.
ok national_origin@NY style | Spanish tile roof and an Italian-style kitchen.
ok -@NY hud1995 | Native plants in a low-water garden.
ok familial_status@NY hud1995 | Single-family home on a quiet cul-de-sac.
ok -@NY hud1995 | Great for a home office, with built-in shelves.
ok religion@NY hud1995 | Walkable to the Jewish Community Center and the park.
ok military_status@NY hud1995 | Close to the VA hospital and Veterans Memorial Park.
ok handicap@NY hud1995 | Handicap-accessible bathroom on the main floor.
ok -@NY hud1995 | Quiet hours 10pm to 7am in the building.
ok -@NY hud1995 | Credit check and references required for all applicants.
ok -@NY hud1995 | Equal Housing Opportunity; all are welcome.
ok familial_status@NY hud1995 | Playground and splash pad in the complex.
ok familial_status@NY hud1995 | Top-rated elementary school down the street.
ok national_origin@NY hud1995 | Located in historic Chinatown near the subway.
ok sex@NY hud1995 | Mother-in-law suite above the garage.
ok sex@NY hud1995 | Man cave in the finished basement.
ok sex@NY hud1995 | His and hers vanities in the primary bath.
ok familial_status@NY hud1995 | Lap pool plus a shallow kiddie pool.
ok handicap@NY hud1995 | Single-level living with no steps at the entry.
ok handicap@NY hud1995 | Visual doorbell and strobe smoke alarms installed.
ok religion@NY hud1995 | The old church was converted into six lofts.
ok familial_status@NY hud1995 | Three bedrooms, room for everyone.
ok -@NY hud1995 | Owner occupied duplex; the owner lives upstairs.
ok national_origin@NY style | French country kitchen with a farmhouse sink.
ok race@NY style | Black walnut floors throughout.
ok -@NY hud1995 | Bike storage, package room and a gym.
ok familial_status@NY hud1995 | Quiet street with little through traffic.
ok religion@NY hud1995 | Bells from the cathedral on Sunday mornings.
ok -@NY hud1995 | No broker fee for this apartment.
ok source_of_income@NY hudSoi | Rent includes heat and hot water; vouchers accepted.
ok familial_status@NY hud1995 | Two blocks to the high school and the ball fields.
ok age@NY hud1995 | Older home with original moldings, lovingly kept.
ok -@NY hud1995 | Perfect for anyone who loves to cook.
ok -@NY hud1995 | Ideal for a gardener: raised beds and a greenhouse.
ok -@NY hud1995 | Great for commuters, five minutes to the station.
ok handicap@NY hud1995 | Service animals and support animals always allowed.
ok familial_status@NY hud1995 | Welcoming families, singles, couples and roommates alike.
ok national_origin@NY hud1995 | Our staff speaks English, Spanish and Korean.
`);
