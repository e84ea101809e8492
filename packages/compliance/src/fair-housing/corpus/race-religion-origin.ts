import { parseCorpus } from './corpus';

/** Race, color, religion and national origin: violations and near-misses (24 CFR §109.20, HUD 1995). */
export const RACE_RELIGION_ORIGIN = parseCorpus(`
block race cfr109 | Whites only need apply for this charming 2BR bungalow.
block race cfr109 | Cozy duplex in a quiet white neighborhood close to the lake.
block race cfr109 | Looking for Caucasian tenants for the upstairs unit.
block race cfr109 | No Hispanics please, owner is very particular.
block race cfr109 | Great starter home in a Black community near downtown.
block race cfr109 | Asian tenants preferred for this garden-level apartment.
block race cfr109 | We will not rent to minorities.
block race cfr109 | Hispanic families not welcome in this building.
block race cfr109 | Beautiful ranch in an all white community with great schools.
block race cfr109 | Prefer Latino renters who will fit in with the neighbors.
block race cfr109 | Owner seeks white professionals for this loft.
block race cfr109 | Perfect for a nice white family looking to settle down.
block race cfr109 | Racially restricted subdivision, call for details.
block race cfr109 | Home sits in a predominantly Caucasian area of town.
block race cfr109 | Only Asians will be considered for the lease.
block race cfr109 | Latinos need not apply.
block race cfr109 | Black tenants are not accepted at this property.
block race cfr109 | Ideal for an Asian family wanting a quiet street.
warn race cfr109 | Lovely home in an integrated neighborhood with tree-lined streets.
warn race cfr109 | Exclusive community with private golf course.
warn race cfr109 | Board approval required for all buyers.
warn race cfr109 | Historic district with a traditional neighborhood feel.
warn race cfr109 | Racially mixed area near the university.
warn race cfr109 | Minorities welcome to apply.
block color cfr109 | Light-skinned applicants preferred.
block color cfr109 | No people of color, per the owner.
block color cfr109 | Fair skinned tenants only for this upper unit.
block color cfr109 | Dark skinned people are not allowed on the premises.
block color cfr109 | Owner prefers lighter complexion; light complexioned renters encouraged.
block religion cfr109 | Christian home with room for a like-minded tenant.
block religion cfr109 | Christians only, this is a faith-based household.
block religion cfr109 | Catholic family preferred for the carriage house.
block religion cfr109 | No Muslims, owner will not budge.
block religion cfr109 | Quiet Jewish neighborhood close to the shops.
block religion cfr109 | Ideal for a Christian family who values community.
block religion cfr109 | Perfect for Mormon newlyweds near the temple.
block religion cfr109 | Seeking a God-fearing tenant for the basement apartment.
block religion cfr109 | Must attend church on Sundays.
block religion cfr109 | Church members only may apply.
block religion cfr109 | Atheists need not apply.
block religion cfr109 | Looking for a responsible Christian roommate.
block religion cfr109 | Great home in a Christian community with family values.
block religion cfr109 | Hindu tenants preferred, vegetarian kitchen.
block religion cfr109 | Will not rent to Jews.
block religion cfr109 | Must be Christian.
block religion cfr109 | Believers only, please.
block religion cfr109 | Buddhists preferred for the meditation cottage.
block religion cfr109 | Catholic neighborhood within walking distance of the parish.
block religion cfr109 | Home is suited for a Muslim family.
block religion cfr109 | Sikh families not welcome.
block religion cfr109 | No chrstians or jews allowed.
block religion cfr109 | CHRISTAINS ONLY!!!
block religion cfr109 | Owner wants Protestant tenants.
block religion cfr109 | Evangelical buyers preferred by the seller.
block religion cfr109 | Christian values home, perfect for a born-again Christian couple.
warn religion hud1995 | Christians welcome to apply.
block national_origin cfr109 | No Irish, no exceptions.
block national_origin cfr109 | English speaking tenants only.
block national_origin cfr109 | Must speak English fluently to rent here.
block national_origin cfr109 | Americans only for this apartment.
block national_origin cfr109 | No immigrants or foreigners.
block national_origin cfr109 | US citizens only.
block national_origin cfr109 | Mexican neighborhood with lots of street vendors.
block national_origin cfr109 | Italian neighborhood, close to church and bakery.
block national_origin cfr109 | Perfect for a Korean family near the school.
block national_origin cfr109 | We do not rent to foreigners.
block national_origin cfr109 | Chinese tenants preferred by owner.
block national_origin cfr109 | Ideal for Polish families relocating to the area.
block national_origin cfr109 | Indian families need not apply.
block national_origin cfr109 | No Arabs allowed.
block national_origin cfr109 | Seeking American-born tenants only.
block national_origin cfr109 | Native English speakers only.
block national_origin cfr109 | Home is in a Vietnamese community near the market.
block national_origin cfr109 | Great for Russian speakers, lots of Russian neighbors.
block national_origin cfr109 | Puerto Ricans not welcome.
block national_origin cfr109 | Immigrants are not accepted.
warn national_origin hud1995 | Must show a green card with the application.
warn national_origin hud1995 | Proof of citizenship required for all applicants.
ok race style | Bright white kitchen with black granite counters.
ok race style | Black stainless appliances and white oak floors throughout.
ok race style | Colonial with white shutters and a black front door.
ok race style | Fresh white paint, new brown shingles.
ok race hud1995 | Desirable neighborhood, rare find.
ok race hud1995 | Quiet neighborhood with mature trees.
ok race style | Classic black-and-white tile in the hall bath.
ok race style | White picket fence and a brick walkway.
ok race hud1995 | Walk to the Black Hills trailhead.
ok race hud1995 | Located in White Plains near the train.
ok color style | Colored glass windows in the stairwell.
ok color style | Sun-drenched rooms with light colored walls.
ok religion hud1995 | Walking distance to St. Mary's Church and the library.
ok religion hud1995 | Complex with chapel on site.
ok religion hud1995 | Kosher kitchen with two sinks and two dishwashers.
ok religion hud1995 | Merry Christmas from our team, happy house hunting!
ok religion hud1995 | Happy Easter! Open house Sunday 1-3.
ok religion hud1995 | Near the Jewish Community Center and a Catholic school.
ok religion hud1995 | Minutes from the Islamic Center and the Methodist hospital.
ok religion hud1995 | Blocks from a Buddhist temple and a Korean church.
ok religion hud1995 | Santa Claus visits the clubhouse every December.
ok religion hud1995 | The Christian Brothers academy is a short drive away.
ok religion hud1995 | Cathedral ceilings in the great room.
ok religion hud1995 | Across from the First Baptist Church.
ok national_origin style | Spanish-style home with French doors and a tile roof.
ok national_origin style | English garden, Dutch door, and a Tudor facade.
ok national_origin style | Mediterranean villa with Italian marble floors.
ok national_origin style | Cape Cod with a Victorian porch and Craftsman trim.
ok national_origin style | Santa Fe style adobe with Mexican tile accents.
ok national_origin style | Brownstone with original Polish pottery in the kitchen.
ok national_origin style | Chinese elm shades the back patio.
ok national_origin style | Close to Indian and Thai restaurants and an Asian market.
ok national_origin style | Spanish Colonial revival with a courtyard fountain.
ok national_origin style | French drain and new gutters installed in 2022.
ok national_origin hud1995 | Se habla español; our bilingual agent can show the home.
ok national_origin style | Greek Revival farmhouse on three acres.
ok national_origin style | Swedish sauna and a German-made heat pump.
ok national_origin style | Irish pub and Italian deli at the corner.
ok national_origin hud1995 | ADA compliant entrance under the Americans with Disabilities Act.
ok national_origin style | Brazilian cherry hardwood in the living room.
ok national_origin hud1995 | Walk to Chinatown, the ballpark and the waterfront.
`);
