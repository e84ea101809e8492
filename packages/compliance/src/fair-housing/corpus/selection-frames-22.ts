import { parseCorpus } from './corpus';

/**
 * Issue 22, generalised: sentences written for selection-frames.ts, not copied from any blind set. An
 * owner or agent selecting, refusing, steering or setting terms (42 U.S.C. §3604(a)-(c); 24 CFR
 * §100.65-§100.75) by an attribute that stands for a class said indirectly, residents described by one
 * (warn), and look-alikes that name the same words as features, lawful criteria or of the agent (ok).
 */
export const SELECTION_FRAMES_22 = parseCorpus(`
# Limitations and steering by an attribute of the applicant (block; state classes by the table).
block familial_status fha3602k | Owner will only consider renters with no stroller in the picture.
block familial_status fha3602k | We'd rather hold this one for a tenant who isn't pregnant.
block familial_status fha3602k | Landlord wants someone without toddlers running around.
block familial_status fha3602k | If your family is growing, this may not be your building.
block familial_status fha3602k | Tenants with a baby on the way will not be considered.
block familial_status fha3602k | We pass on applicants with a due date this year.
block familial_status fha3602k | Best for folks without little ones.
block familial_status fha3602k | Households with kids are placed in the back building only.
block familial_status fha3602k | Tenants with children put down an extra deposit.
block national_origin hudNo2016 | The owner only rents to applicants born in the US.
block national_origin hudNo2016 | We prefer a renter who speaks without a heavy accent.
block national_origin hudNo2016 | Anyone who grew up overseas, tell them the unit is rented.
block national_origin hudNo2016 | Owner is looking for a tenant who is a native English speaker.
block national_origin hudNo2016 | Applicants who need an interpreter will not be considered.
block national_origin hudNo2016 | Immigrants pay a larger security deposit here.
block race hud1995 | The owner skips applicants with names like DeShawn.
block color hud1995 | Landlord wants a tenant with a light skin tone.
block color hud1995 | Honestly we prefer dark-skinned folks stay on the east side.
block race hud1995 | Owner would rather rent to families who look like ours.
block gender_identity hud2021 | We won't rent to anyone who is transitioning.
block gender_identity hud2021 | Owner prefers a roommate who was born female.
block gender_identity hud2021 | We'd rather the roommate be a real woman, if you get me.
block gender_identity hud2021 | Residents must identify as the sex on their birth certificate.
block marital_status@CA state | Owner won't rent to unmarried couples.
block marital_status@NY state | We prefer married tenants over a boyfriend and girlfriend.
block marital_status@MA state | Unmarried partners must each qualify separately.
block age@MA state | We only consider tenants aged 25 to 40.
block age@MA state | The owner would rather rent to someone under forty.
block age@IL state | Retirees will not be considered for this unit.
block military_status@CA state | We won't lease to anyone in the reserves.
block military_status@CA state | Owner refuses applicants whose discharge was other than honorable.
block military_status@IL state | Tenants who might get deployed will not be considered.
block handicap fha3602h | The unit is not a place for someone in a wheelchair.
block handicap fha3602h | Owner prefers tenants who manage without assistance.
block handicap fha3602h | Anyone with an oxygen tank won't suit the third-floor walk-up.
block handicap fha3602h | We'd rather not rent to someone with special needs.
block religion fha3607a | Owner would rather rent to believers.
block religion fha3607a | We only rent to someone of our faith.
block religion cfr100400 | The association bans religious symbols on doors, while flags are permitted.
block national_origin hudNo2016 | The owner would only entertain offers from buyers born in the States.
block national_origin hudNo2016 | Landlord isn't keen on renting to folks with a heavy accent.
block familial_status fha3602k | We'd hold off on anyone with a baby coming.
block familial_status fha3602k | Tenants with little kids get the units by the parking lot.
block familial_status fha3602k | Households with a stroller have to pay an extra pet-style deposit.
block gender_identity hud2021 | Owner is picky: no one who was born a man.
block handicap fha3602h | Prefer applicants without any health conditions.
block religion cfr100400 | The HOA fines residents for nativity scenes but allows Halloween decorations.

# Residents described by an attribute (HUD 1995 memo): warn.
warn religion hud1995 | A church-family vibe on a quiet street.
warn marital_status hud1995 | Traditional families fit right in on this block.

# Look-alikes: the same words as features, lawful criteria applied to all, or of the agent.
ok familial_status fha3602k | Large nursery off the primary suite.
ok familial_status fha3602k | Stroller parking in the lobby and an elevator to every floor.
ok familial_status fha3602k | We are expecting high demand, so apply early.
ok - fha3604b | Every applicant pays the same one-month deposit.
ok - fha3604b | Each adult on the lease must qualify with income of 3x rent.
ok - fha3604b | Ground-floor and upper units are both available now.
ok - cfr100 | We only consider applications with a credit check and references.
ok - cfr100 | No smoking anywhere on the property.
ok national_origin hudNo2016 | The owner was born in Ohio and loves the neighborhood.
ok national_origin hudNo2016 | Interpreters are available on request for showings.
ok national_origin hudNo2016 | Accent wall in the dining room.
ok color hud1995 | Dark-stained floors and light oak cabinets.
ok race hud1995 | People like you will love the rooftop terrace.
ok gender_identity hud2021 | The real gem is the garden.
ok gender_identity hud2021 | Freshly renovated, the house is transitioning to solar power.
ok marital_status state | We don't ask about relationship status; every applicant is screened the same way.
ok marital_status state | Married or single, one application per adult.
ok age state | Between 25 and 40 minutes from the coast.
ok age state | Built in the 1960s, it sits at 65 Oak Street.
ok military_status state | Minutes from the Guard base; veterans and active duty welcome.
ok military_status state | Deployed or relocating? Ask about lease flexibility.
ok handicap fha3602h | Wheelchair-accessible entrance and a roll-in shower.
ok handicap fha3602h | Walkers paradise near shops and cafes.
ok handicap fha3602h | Oxygen-rich air from the big trees out back.
ok religion fha3607a | Steps from three churches, a mosque and a synagogue.
ok religion fha3607a | The HOA allows holiday decorations, including religious displays, on doors.
ok - cfr10070 | This may not be your last move, but it could be.
ok - cfr100 | We're not keen on renting to smokers, and no vaping inside.
ok handicap fha3602h | Tenants with health insurance questions can call the leasing office.
ok familial_status fha3602k | Tenants with young kids love the playground next door.
ok - cfr100400 | The HOA fines residents for lawn signs but allows holiday decorations.
ok - fha3604b | Residents get the top-floor units with views at the same rent as every floor.
ok handicap fha3602h | Owner says no to nobody: every application is reviewed in order.
`);
