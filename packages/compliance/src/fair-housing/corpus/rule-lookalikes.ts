import { parseCorpus } from './corpus';

/**
 * Lawful sentences from the rule families' own tests ("leaves … alone"), each asserted there to be no
 * violation, which the second reader's first weights warned on (session 20): statements of equal
 * treatment and inclusion, accommodations granted, instructions about things. A bag of words reads
 * their negation poorly, so they are training data for the reader (reader/), labelled as their tests
 * label them. The class is the one each resembles. Not a measure: no rule or reader figure is read
 * from this file. Left out: "Not too many kids in this building, so it is quiet at night", which a
 * rule test passes but which describes the residents by familial status.
 */
export const RULE_LOOKALIKES = parseCorpus(`
ok national_origin fha3604b | Applicants born outside the US pay the same deposit as everyone else.
ok handicap fha3604b | Because you have a service dog, you don't need to pay a pet deposit.
ok handicap fha3604b | Because you're disabled, you only need to pay the standard deposit.
ok familial_status hud1995 | Children under 12 may not swim without an adult present.
ok familial_status hud1995 | Children under 12 must be accompanied by an adult at the pool.
ok familial_status hud1995 | Children under 12 must be supervised at the pool.
ok familial_status hud1995 | Children under 14 must be accompanied by an adult in the pool area.
ok source_of_income hud1995 | Do you take Section 8? No problem, we do.
ok handicap fha3604b | Emotional support animals are exempt from pet fees; tenants pay for actual damage.
ok handicap fheo202001 | Pet rent is $50/month except for service animals.
ok handicap fheo202001 | There is an extra deposit for pets, but not for service animals.
ok handicap hudDojRa2004 | We make exceptions for tenants with disabilities.
ok handicap hudDojRa2004 | The owner grants reasonable exceptions to the pet policy for residents with disabilities.
ok handicap fha3604b | Emotional support animals require no deposit and no notarized letter.
ok familial_status fha3604b | Families with kids never pay a higher deposit here.
ok familial_status fha3604b | Families with kids pay the same rent, no extra fees.
ok familial_status fha3604b | Families with kids toured the unit. If it is rented by then, we will tell them it's rented.
ok familial_status hud1995 | For families with kids we keep a list of nearby schools rather than a brochure.
ok handicap fha3604b | He is deaf, so we will text him the lease instead of calling.
ok familial_status fha3604b | Households with a newborn sign without an extra guarantor.
ok familial_status fha3604b | Households with kids never pay a larger deposit here.
ok handicap hud1995 | If a caller mentions a wheelchair, tell them about the ramp at the side entrance.
ok familial_status hud1995 | If a family with kids calls, tell them the unit is available and show it.
ok national_origin fha3604b | If she's from Honduras, the owner will rent to her like anyone else.
ok gender_identity fha3604b | If the applicant turns out to be nice, tell him it just got leased.
ok familial_status hud1995 | If they have kids, mention the playground.
ok familial_status hud1995 | If they have kids, tell them the yard is bigger.
ok familial_status fha3604b | Kids under 10 must leave the spa unless a parent is with them.
ok familial_status fha3604b | No extra deposit for families with children.
ok religion hud1995 | No one will be asked to leave for wearing a hijab.
ok familial_status hud1995 | Put the new couple in Building C.
ok familial_status fha3604b | Renters with toddlers pay no additional deposit.
ok handicap hud1995 | Service animals must be leashed in common areas.
ok handicap fha3604b | She's in a wheelchair; don't say it's rented, the ground floor is open.
ok handicap hud1995 | Since you have an emotional support animal, we need a letter from your doctor.
ok sex hud1995 | Tell the men who deliver the couch that the unit is on the 3rd floor.
ok sex hud1995 | Tell the two guys who toured the unit's gone, the owner sold it to his cousin.
ok familial_status fha3604b | The landlord does not charge more to families with kids.
ok marital_status fha3604b | Units are rented only to applicants with complete applications.
ok military_status fha3604b | Veterans put down the standard deposit like everyone else.
ok source_of_income fha3604b | Voucher holders pay the same deposit as everyone else.
ok source_of_income fha3604b | Voucher renters also sign the separate lease addendum the housing authority sends.
ok color hud1995 | We are looking for another tenant for the garden unit.
ok religion fha3604b | We keep a quiet-hours rule, so we only rent to people who observe it.
ok sex fha3604b | We only rent the studio for 12 months.
ok gender_identity hud1995 | We only show the units to applicants who have submitted an application.
ok familial_status hud1995 | We push families with kids to apply early for the summer openings.
ok familial_status hud1995 | Your kids would be happier at the playground down the road than anywhere else.
`);
