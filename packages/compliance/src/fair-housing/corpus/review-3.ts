import { parseCorpus } from './corpus';

/**
 * Review set 3, written on 2026-11-26 right after review set 2 as a probe for the next gaps, so NOT blind:
 * its writer had read the vocabularies and patterns. 39 violations (36 explicit) and 29 acceptable, 11 in
 * Spanish, checked in New York (two lines that repeated other sets were dropped). First measure, before
 * the changes it led to: violations caught 31/39 (79.5%), explicit exclusions blocked 28/36 (77.8%),
 * false alarms 0/29. The misses led to general fixes:
 * quotation marks no longer end a clause ('no "Section 8" tenants'); "not available/open to X"; "must
 * not have X"; a people noun joined through "with"/"on" ("tenants with kids", "people on disability");
 * a place of worship followed by its people ("Catholic church members"); a relative clause of language
 * after a preference ("only rent to people who speak English"); Spanish "señorita", "muchacha", "varón";
 * "disability" and "mental health issues" as disability words. After: 39/39, 36/36, 0/29.
 */
export const REVIEW_3 = parseCorpus(`
block national_origin@NY cfr109 | Landlord will only rent to people who speak English.
block familial_status@NY cfr109 | This apartment is not available to families with children.
block handicap@NY cfr109 | We do not rent to people on disability.
block familial_status@NY hud1995 | Applicant must not have children under 12.
block national_origin@NY cfr109 | Prefer Korean-speaking tenants.
block handicap@NY hud1995 | Tenants with mental health issues need not apply.
block sexual_orientation@NY state | Apartment for a gay couple only.
block sex@NY cfr109 | Seeking female roommate, no males.
block source_of_income@NY hudSoi | No "Section 8" or HUD tenants.
block source_of_income@NY hudSoi | We don't take housing choice vouchers.
block source_of_income@NY hudSoi | Tenant must earn income from employment; no SSDI.
block age@NY state | No one over 50.
warn military_status@NY state | Only military families need apply.
block race@NY cfr109 | Asians preferred.
block national_origin@NY cfr109 | Indian family wanted.
block national_origin@NY cfr109 | No Arabs.
block religion@NY cfr109 | Christians only.
block religion@NY cfr109 | Catholic church members preferred.
block religion@NY cfr109 | No Muslims.
warn familial_status@NY hud1995 | Perfect for a young couple starting out.
block familial_status@NY hud1995 | Only one child allowed.
block familial_status@NY hud1995 | No more than 2 kids.
block familial_status@NY hud1995 | Apartment not suitable for children under 10.
block familial_status@NY hud1995 | Adults preferred.
block source_of_income@NY hudSoi | Must be employed, no welfare.
block familial_status@NY hud1995 | Casa solo para familias sin niños.
block national_origin@NY cfr109 | Preferimos inquilinos mexicanos.
block handicap@NY cfr109 | No rentamos a personas con discapacidad.
block sex@NY cfr109 | Solo hombres.
block sexual_orientation@NY state | No se aceptan parejas gay.
block sex@NY cfr109 | Se busca señorita para rentar cuarto.
block familial_status@NY cfr109 | No mujeres embarazadas.
warn familial_status@NY hopa | Ideal para jubilados.
block race@NY cfr109 | Whites only, no exceptions!!
block color@NY cfr109 | Dark-skinned applicants will not be considered.
block gender_identity@NY state | Not renting to transgenders.
block marital_status@NY state | Unmarried couples need not apply.
block military_status@NY state | We do not rent to soldiers.
block handicap@NY hud1995 | No wheelchairs or walkers.
ok religion@NY hud1995 | Two blocks from St. Patrick's Cathedral.
ok handicap@NY hud1995 | Fully accessible unit, ADA compliant.
ok religion@NY hud1995 | Walking distance to the Islamic Center and the library.
ok -@NY hud1995 | Sorry, no pets and no smoking.
ok -@NY hud1995 | Great views of the Hudson.
ok familial_status@NY hud1995 | Children's park across the street.
ok religion@NY hud1995 | Near the Jewish Community Center.
ok -@NY hud1995 | Owner is a licensed real estate agent.
ok -@NY hud1995 | Applicants must meet income requirements: 3x rent.
ok sex@NY hud1995 | Mother-in-law suite with kitchenette.
ok -@NY hud1995 | Equal Housing Opportunity.
ok source_of_income@NY hudSoi | Se aceptan vales de Sección 8.
ok -@NY hud1995 | Casa con jardín y cochera para dos autos.
ok religion@NY hud1995 | Cerca de la iglesia y del mercado.
ok sex@NY hud1995 | Master bath with double vanity.
ok handicap@NY hud1995 | Handicap parking available.
ok race@NY style | Black granite countertops.
ok national_origin@NY style | American Standard fixtures throughout.
ok national_origin@NY style | French country kitchen.
ok sex@NY hud1995 | Bachelor apartment near downtown.
ok -@NY hud1995 | Perfect for a small family or roommates.
ok -@NY hud1995 | Great for anyone who loves the outdoors.
ok sexual_orientation@NY state | Gay Street location, steps from the park.
ok -@NY hud1995 | Lots of closet space for the whole family.
ok age@NY hud1995 | Grandma's cottage charm with modern updates.
ok handicap@NY hud1995 | No steps from the parking lot to the front door.
ok race@NY style | White picket fence and a red front door.
ok familial_status@NY hud1995 | Bunk beds stay with the kids' room.
ok military_status@NY state | Minutes from the Army base and the VA hospital.
`);
