import { parseCorpus } from './corpus';

/**
 * Held-out set: written after the engine was built, from the same guidance (24 CFR §109.20, the HUD
 * 1995 memo, HOPA, state statutes, HUD's 2021 memo), in new wording and new combinations. The rules
 * were not tuned on it sentence by sentence; only general vocabulary or grammar fixes may follow its
 * misses, and the first measure is recorded here as it was.
 *
 * First measure (engine of commit 1d94c52, before any change made after reading this set): 141
 * sentences, 83 violations, 75 of them explicit exclusions, 58 acceptable. Violations caught 95.2%
 * (79/83), explicit exclusions blocked 92.0% (69/75), false alarms 1.7% (1/58). Its misses:
 *   block → warn  "Blacks need not inquire."                 (no "need not inquire" in the grammar)
 *   block → ok    "Darker-skinned applicants need not apply." (no comparative "darker/lighter skinned")
 *   block → warn  "Renters must be U.S. citizens."           (the dot of "U.S." read as a sentence end)
 *   block → ok    "No govt assistance programs."             (no abbreviation "govt")
 *   block → ok    "No active duty military."                 (two class adjectives in a row not joined)
 *   block → ok    "Solo personas que hablen inglés."         (no Spanish "que hablen inglés")
 *   ok → warn     "Background and credit check for every adult applicant." ("adult" describing an
 *                  applicant is neutral; only a preference or limit about adults is not)
 * The fixes that followed are general (a pattern, a vocabulary entry, a tokeniser rule), each named
 * in the commit; the figures after them are in bench/compliance.json.
 */
export const HELD_OUT = parseCorpus(`
block race cfr109 | Seller would like to see this home go to a white family.
block race cfr109 | Asian-only building, management prefers it that way.
block race cfr109 | Whites preferred for the back cottage.
block race cfr109 | This unit is reserved for Caucasian renters.
block race cfr109 | Blacks need not inquire.
block race cfr109 | Latinx applicants will not be considered.
block race cfr109 | Mostly white neighborhood, very quiet and safe.
block race cfr109 | Hispanic renters are not welcome here.
block color cfr109 | Darker-skinned applicants need not apply.
block color cfr109 | Looking for a fair-skinned roommate.
block religion cfr109 | Catholic tenants only, rectory next door.
block religion cfr109 | Landlord is looking for a devout Christian renter.
block religion cfr109 | No Hindus or Sikhs.
block religion cfr109 | Jewish buyers preferred by the estate.
block religion cfr109 | Lovely Christian neighborhood, church bells on Sunday.
block religion cfr109 | Muslim family wanted for the upstairs flat.
block religion cfr109 | Applicants must regularly attend mass.
block religion cfr109 | Perfect for a Baptist couple.
block religion cfr109 | Ideal for a practicing Catholic household.
block religion cfr109 | We prefer churchgoing tenants.
block religion cfr109 | Not a good fit for atheists.
block national_origin cfr109 | No foreign nationals.
block national_origin cfr109 | Renters must be U.S. citizens.
block national_origin cfr109 | Only English-speaking applicants considered.
block national_origin cfr109 | Applicants have to speak English.
block national_origin cfr109 | Ideal for an Italian family, close to the Italian bakery.
block national_origin cfr109 | No Somali tenants.
block national_origin cfr109 | Great Korean neighborhood near H Mart.
block national_origin cfr109 | Mexicans will not be rented to.
block sex hud1995 | Prefer female renters for the in-law unit.
block sex hud1995 | Only women may apply for this room.
block sex hud1995 | Men are not permitted to rent this studio.
block sex hud1995 | Male roommate wanted, no girls.
block sex hud1995 | This apartment is for gentlemen only.
block handicap hud1995 | No mental patients.
block handicap hud1995 | Applicants must be physically able to climb three flights of stairs.
block handicap hud1995 | Not designed for wheelchair users; owner won't make changes.
block handicap hud1995 | Emotional support animals are not allowed.
block handicap hud1995 | Deaf or blind tenants will not be considered.
block handicap hud1995 | Tenant must be in good health.
block familial_status hud1995 | Absolutely no children.
block familial_status hud1995 | No kids under 16.
block familial_status hud1995 | Two kids max.
block familial_status hud1995 | Not suitable for families with small children.
block familial_status hud1995 | Adults-only duplex on a quiet street.
block familial_status hud1995 | Perfect for a couple with no kids.
block familial_status hud1995 | We are not renting to families right now.
block familial_status hud1995 | Toddlers not allowed due to the pool.
block familial_status hud1995 | No babies, thin walls.
block familial_status hud1995 | Couple without kids preferred.
block familial_status hud1995 | Adult tenants only, no exceptions.
block familial_status hud1995 | NO CHILDREN!!
block familial_status hud1995 | No expectant mothers.
block familial_status hud1995 | Kid free apartment complex.
warn familial_status hud1995 | Perfect for a young professional couple.
warn familial_status hud1995 | Great place for newlyweds or empty nesters.
warn familial_status hud1995 | Wonderful family-friendly neighborhood.
warn familial_status hud1995 | Best suited for singles.
warn familial_status hopa | Age-restricted 55+ living with activities.
warn familial_status hopa | Senior community with a clubhouse and shuttle.
block source_of_income@NY hudSoi | Section 8 vouchers are not accepted.
block source_of_income@CA hudSoi | Sorry, no housing vouchers.
block source_of_income@NJ hudSoi | Landlord does not take Section 8.
block source_of_income@WA hudSoi | No govt assistance programs.
block source_of_income@OR hudSoi | Must have employment income, no SSI.
block source_of_income@MA hudSoi | We don't accept rental assistance or vouchers.
warn source_of_income@TX hudSoi | Section 8 not accepted.
block marital_status@NY state | Looking for a married couple only.
block marital_status@CA state | Unmarried couples need not apply.
block marital_status@NJ state | Husband and wife preferred.
block age@NY state | No tenants over 70.
block age@NJ state | Seeking younger tenants.
block military_status@CA state | No active duty military.
block sexual_orientation hud2021 | No same-sex couples.
block sexual_orientation@TX hud2021 | Straight tenants only.
block gender_identity@FL hud2021 | Transgender applicants will not be considered.
block familial_status hud1995 | Solo para adultos, sin niños.
block religion hud1995 | Se busca inquilino cristiano.
block national_origin hud1995 | Solo personas que hablen inglés.
block source_of_income@CA hudSoi | No aceptamos Sección 8.
block familial_status hud1995 | No se permiten niños.
block sex hud1995 | Solo para mujeres.
warn familial_status hud1995 | Perfecto para parejas jóvenes.
ok - hud1995 | Freshly painted white trim and a black wrought-iron gate.
ok - hud1995 | Granite counters in black pearl with a white subway tile backsplash.
ok - hud1995 | Charming Victorian with a wraparound porch.
ok - hud1995 | French country kitchen and an Italian tile foyer.
ok - hud1995 | Dutch Colonial on a quiet street.
ok - hud1995 | Tudor revival with leaded glass windows.
ok - hud1995 | Mission-style bungalow with a Spanish tile roof.
ok - hud1995 | Steps from St. Patrick's Cathedral and the 5th Ave shops.
ok - hud1995 | Near the synagogue, the mosque and three churches.
ok - hud1995 | Happy Holidays from the listing team!
ok - hud1995 | The clubhouse hosts a Christmas party every year.
ok - hud1995 | Primary bedroom with a walk-in closet and a soaking tub.
ok - hud1995 | Family room with built-ins and a wet bar.
ok - hud1995 | Big yard with a swing set that stays.
ok - hud1995 | Zoned for award-winning elementary and high schools.
ok - hud1995 | Accessible unit with roll-in shower and lowered counters.
ok - hud1995 | Ramp at the side entrance; elevator to all floors.
ok - hud1995 | Non-smoking building; cats allowed with deposit.
ok - hud1995 | Quiet, tree-lined neighborhood near the greenway.
ok - hud1995 | Walk to the library, the farmers market and the bus stop.
ok - hud1995 | Bachelor unit with a kitchenette, utilities included.
ok - hud1995 | In-law apartment with its own entrance.
ok - hud1995 | Jack-and-Jill bath between the two secondary bedrooms.
ok - hud1995 | Great room with vaulted ceilings opens to the kitchen.
ok - hud1995 | Senior center and public library across the street.
ok - hud1995 | Mature oak trees shade the backyard.
ok - hud1995 | Older neighborhood with established landscaping.
ok - hud1995 | Income of three times the rent required; all sources of income considered.
ok - hud1995 | Housing Choice Vouchers welcome.
ok - hud1995 | Background and credit check for every adult applicant.
ok - hud1995 | Two bedrooms, one bath, max occupancy per local code.
ok - hud1995 | Close to the VA medical center and the base gate.
ok - hud1995 | VA and FHA financing welcome.
ok - hud1995 | Seller will consider all offers, including FHA and VA.
ok - hud1995 | This home was owned by the same family for 60 years.
ok - hud1995 | A couple of steps down to the sunken living room.
ok - hud1995 | Perfect for outdoor dining with a pergola and string lights.
ok - hud1995 | Ideal for a workshop or a home gym.
ok - hud1995 | Great for hosting holidays with a formal dining room.
ok - hud1995 | Suitable for a home business per city zoning.
ok - hud1995 | Chinese elm and Japanese maple in the front garden.
ok - hud1995 | Korean BBQ and Vietnamese pho within walking distance.
ok - hud1995 | German-engineered windows and a Swedish wood stove.
ok - hud1995 | Indian Hills subdivision, no HOA.
ok - hud1995 | Gay Street location in the heart of the old town.
ok - hud1995 | Straight driveway to a detached garage.
ok - hud1995 | Wheelchair lift to the second floor.
ok - hud1995 | Grab bars in both bathrooms and a walk-in tub.
ok - hud1995 | Sober house rules: no alcohol or drugs on the premises.
ok - hud1995 | No parties, no subletting.
ok - hud1995 | Cocina con gabinetes blancos y piso de mármol.
ok - hud1995 | Cerca de la iglesia, el parque y la escuela.
ok - hud1995 | Recámara principal con baño completo.
ok - hud1995 | Se aceptan vales de vivienda y todas las fuentes de ingresos.
ok - hud1995 | Casa de dos pisos con patio para niños y mascotas.
ok - hud1995 | Kids' room with a built-in bunk bed.
ok - hud1995 | Minutes to the children's museum and the zoo.
ok - hud1995 | Pet-friendly and smoke-free.
`);
