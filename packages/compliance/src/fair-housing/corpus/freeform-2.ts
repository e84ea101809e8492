import { parseCorpus } from './corpus';

/**
 * Free-form set 2 (issue #22), written on 2026-11-26 after every grid family and free-form set 1 were
 * fixed, in free wording, and measured once before any change for it (engine of commit 0267d44):
 * caught 30/40 (75.0%), blocked 27/35 (77.1%), false alarms 1/30 (3.3%). The engine before this
 * session's grid work (commit 7a7804a) scores exactly the same on it, sentence by sentence: the grids'
 * fixes did not reach this text. Misses, kept as they are: a medication list asked on a form; a
 * disapproval ("has a thing about darker complexions", warn); birthplace and first-language
 * requirements ("must have been born in the United States", "English must be your first language");
 * source of income refused as "paid by the tenant personally, no third-party payments" and "don't waste
 * an application fee"; "no older than 35"; "gender must match their birth certificate"; "lots of young
 * families on this street", "man cave … for the guy of the house", "adult-oriented complex" (warn);
 * false alarm "Couples, singles, families, retirees: come see it Saturday" (warn, HOPA word in an
 * inclusive list). Written by the same person who wrote the rules, so it is a weaker blind test than a
 * set by someone who never read them. Kept out of CORPUS; checked in New York unless a state is named.
 */
export const FREEFORM_2 = parseCorpus(`
block familial_status@NY hud1995 | Please note the owner prefers no children under five because of the pond out back.
block familial_status@NY keating1998 | Two-bedroom: max two adults, and the owner will allow at most one child.
block familial_status@NY fha3602k | If a baby is on the way, this one-bedroom probably won't be approved.
block handicap@NY hud1995 | Applicants must be able to climb stairs without assistance and live independently.
block handicap@NY cfr100202 | Please list every medication you currently take on page two of the application.
block handicap@NY hud1995 | Residents using oxygen tanks are not permitted in the building.
block handicap@NY hud1995 | The owner would rather not deal with emotional support animals or the people who need them.
block religion@NY cfr109 | A quiet Catholic household would suit the owner best; she attends Mass daily next door.
block religion@NY cfr109 | Owner is Orthodox and only signs leases with observant Jewish families.
block religion@NY cfr109 | No Muslims, owner's rule, not mine.
block race@NY cfr109 | The owner wants to keep the building "the way it's always been," meaning no Black tenants.
block race@NY cfr109 | Asian applicants will be placed at the bottom of the waitlist.
block color@NY cfr109 | Owner has a thing about darker complexions, so keep that in mind before applying.
block national_origin@NY cfr109 | All tenants must have been born in the United States.
block national_origin@NY hudLep2016 | English must be your first language to rent here.
block national_origin@NY cfr109 | We do not lease to people from Africa or the Middle East.
block national_origin@NY cfr109 | Chinese nationals need not bother.
block sex@NY hud1995 | Only females will be shown the upstairs room.
block sex@NY hud1995 | Men are not allowed to rent this unit; female tenants only.
block source_of_income@CA hudSoi | Income must come from employment; no government checks.
block source_of_income@NY hudSoi | Rent must be paid by the tenant personally, no third-party housing payments.
block source_of_income@NJ hudSoi | We are not a Section 8 landlord.
block source_of_income@WA hudSoi | Voucher tenants, please don't waste an application fee on this one.
block marital_status@NY state | Married couples only; no cohabiting partners.
block marital_status@NJ state | The landlord requires proof of marriage from any couple.
block age@NY state | The owner is looking for someone no older than 35.
block age@NJ state | Retirees need not inquire; this is a young professionals building.
block military_status@IL state | Deployable service members are a no-go for this landlord.
block sexual_orientation@NY hud2021 | We're a Christian family and we won't rent to a gay couple.
block gender_identity@NY hud2021 | Tenant's gender must match their birth certificate.
block gender_identity@NY hud2021 | No cross-dressers or transsexuals.
block familial_status@NY hud1995 | Sorry, this rental is for a couple without kids only.
block familial_status@NY hud1995 | Kids? Look elsewhere.
block handicap@NY hud1995 | Wheelchair? We're not the building for you.
block religion@NY cfr109 | Seeking a like-minded Christian roommate, no atheists.
warn familial_status@NY hud1995 | Perfect for newlyweds starting out.
warn age@NY state | Great for retirees who want one-level living.
warn familial_status@NY hud1995 | Lots of young families on this street.
warn sex@NY hud1995 | Man cave in the garage for the guy of the house.
warn familial_status@NY hud1995 | An adult-oriented complex with a quiet atmosphere.
ok -@NY hud1995 | Primary bedroom with his-and-hers closets and a soaking tub.
ok -@NY hud1995 | Steps to St. Joseph's, the synagogue on Oak and the Buddhist temple.
ok -@NY hud1995 | Oxygen-rich garden air and a greenhouse.
ok -@NY hud1995 | No smoking, no vaping, no short-term rentals.
ok -@NY hud1995 | Income must be at least three times the monthly rent from any lawful source.
ok -@NY hud1995 | Seller prefers a quick close and will leave the washer and dryer.
ok -@NY hud1995 | Chinese elm, Japanese maples and an English rose garden.
ok -@NY hud1995 | The landlord requires proof of renters insurance before move-in.
ok -@NY hud1995 | Great for anyone who loves to cook: six-burner range and a walk-in pantry.
ok -@NY hud1995 | Kid-sized desks built into the third bedroom.
ok -@NY hud1995 | Ramp at the side entrance and wide doorways throughout.
ok -@NY hud1995 | Ask about our military and teacher discounts on the application fee.
ok -@NY hud1995 | Emotional support animals and service animals are always welcome; no pet rent for them.
ok -@NY hud1995 | Section 8 vouchers accepted; we work with all housing authorities.
ok -@NY hud1995 | Equal Housing Opportunity: we rent without regard to race, religion, sex, disability or family status.
ok -@NY hud1995 | The owner is flexible on move-in dates.
ok -@NY hud1995 | Black granite counters, white oak floors and a brown stone facade.
ok -@NY hud1995 | Couples, singles, families, retirees: come see it Saturday.
ok -@NY hud1995 | Married to the view? The sunset from the roof deck is unreal.
ok -@NY hud1995 | No HOA, no exceptions, no hassle.
ok -@NY hud1995 | The dog park is for residents' dogs only.
ok -@NY hud1995 | Quiet hours are 10 pm to 7 am for all residents.
ok -@NY hud1995 | Not a fit for a large sectional; measure the living room first.
ok -@NY hud1995 | Deployment-ready storage: two closets and a garage loft.
ok -@NY hud1995 | Spanish-speaking agent available; se habla español.
ok -@NY hud1995 | Family room, bonus room and a nursery off the primary suite.
ok -@NY hud1995 | The building is on Gay Street, a block from Christopher Park.
ok -@NY hud1995 | Senior discount at the pharmacy across the street.
ok -@NY hud1995 | Kosher-style kitchen with two sinks; Christmas lights go up on the block every December.
ok -@NY hud1995 | Must be 18 or older to sign the lease.
`);
