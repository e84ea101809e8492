import { parseCorpus } from './corpus';

/**
 * Review set 19 (issue #22), written blind: its author read only the line format and parseCorpus
 * (corpus.ts), the header comment of review-16 (for style), the key names of SOURCES (printed by a one-line
 * script), the exported type names of jurisdictions.ts and the class names they take (STATE_PROTECTED_CATEGORIES
 * and FAIR_HOUSING_CATEGORIES in @pp/contract). It read no rule, vocabulary, pattern, reader, test, engine or
 * other corpus sentence, no review-17/18 or held-out set, and never ran the checker on these sentences.
 * Labels come from primary sources: 42 U.S.C. 3604(a)-(f) and (c); 24 CFR 100.75 (statements, oral and
 * written: replies, voicemails, texts), 100.65 (different terms: double deposits, amenity bans for children,
 * decorations allowed for one religion), 100.70 (steering: "you'd feel more at home in the Eastside building",
 * wheelchair users moved to another property), 100.202(c) (no questions about a disability, its nature or
 * medication), 100.203-100.204 (modifications at the tenant's cost and accommodations are lawful), HUD
 * FHEO-2020-01 (assistance animals are not pets, no deposit or pet rent; an online certificate alone is not
 * enough, which is ok to say), 100.600 (quid pro quo and hostile-environment harassment), HOPA 3607(b) and
 * 100.304-100.307 (55+ stated in its own terms is ok), the 1995 Achtenberg memo (rooms, facilities,
 * landmarks, secular holidays are ok: family room, in-law suite, bachelor apartment, kosher kitchen, near
 * St. Mark's, Christmas lights on the block; who should live there is warn: "great find for a single working
 * woman", "mostly empty nesters"; stated preference, limitation or exclusion is block), Keating (two people
 * in a 3-bedroom is unreasonable), HUD 2016 national-origin/LEP guidance (English-only, "no accent"; an
 * English lease with free translation is ok), HUD 2021 (sexual orientation and gender identity; these
 * sentences are placed in states that also protect them by statute: CA, NY, WA, CO, IL, MN, OR), and state
 * codes for source of income (CA Gov. Code 12955, NY Exec. Law 296(5), NJ 10:5-12(g), MA 151B s.4(10), WA
 * RCW 59.18.255, IL 775 ILCS 5/1-103), marital status (NY, NJ, MA, DC), age (NY, NJ, IL), military status
 * (OH R.C. 4112.02(H), IL incl. unfavorable discharge). Nine state pairs, the same sentence block where the
 * class is protected and warn where it is not: source of income CA/TX, WA/GA, NJ/FL, NY/AL (Spanish);
 * marital status NY/TX; age NJ/GA and NY/FL; military status OH/AL and IL/GA (discharge).
 * Shapes: agent listing remarks, landlord replies, screening-criteria pages, tenant-selection policies,
 * property-management emails, HOA rules, sublets of whole units (not shared, so no roommate exemption),
 * social posts with hashtags and emoji, voicemail / dictation / assistant transcripts, lower-case SMS,
 * Spanish (formal usted, Mexican casual, Caribbean slang), and Vietnamese, Chinese, Haitian Creole, Tagalog,
 * Korean, Arabic, Hindi-English and Portuguese mixed with English. Exclusions are mostly paraphrased ("set
 * up for grown-ups", "not a place for strollers", "good fit if you were born here", "works a real job",
 * "don't need special arrangements", "someone whose household isn't growing"); look-alikes that stay ok
 * name features and places with class words (Blackstone griddle, White Plains, Castro, masjid, MLK Way,
 * his-and-hers closets, adult-size pool, single-level living, grab bars) or state lawful criteria (3x rent
 * on all lawful income, voucher share only, credit and background checks for all, no smoking, quiet hours,
 * 18+ signs the lease, SCRA clause, military discount, near the base, HOPA).
 *
 * 145 sentences: 63 block, 22 warn, 60 ok (41%). By class: familial_status 13, handicap 12, national_origin
 * 12, religion 12, source_of_income 12, age 11, military_status 11, marital_status 10, sexual_orientation
 * 10, race 9, sex 9, gender_identity 9, color 7, no class 8. Not in CORPUS, tests or bench.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * First measure, once and untuned (the lead, 2026-11-26 19:22 UTC, measure() via a one-off `npx tsx`
 * script on the committed tree at ea95abf, after this session's first round of rule work and before any
 * fixer heard of this set): 145 sentences; violations caught 36/85 = 42.4%; exclusions blocked 28/63 =
 * 44.4%; false alarms 2/60 = 3.3%. Its miss families were then named to two fixers (selection frames with
 * indirect applicant attributes; Spanish and Portuguese paraphrase; harassment; inquiries; inclusive
 * statements), so later figures are tuned by family, not generalisation measures.
 */
export const REVIEW_19 = parseCorpus(`
# Listing remarks written by agents
block familial_status hud1995 | Sun-filled 2BR condo off a serene courtyard; honestly the building is set up for grown-ups, so it won't suit anyone shopping for a nursery.
ok familial_status hud1995 | Sun-filled 2BR with a family room off the kitchen, a fenced yard and a playground two blocks away.
ok marital_status hud1995 | Bachelor apartment with a Murphy bed, a master bedroom-sized closet and a den that works as an office.
warn sex hud1995 | Cozy one-bedroom in a doorman building, a great find for a single working woman who wants peace of mind.
ok religion hud1995 | Walking distance to St. Mark's, the Saturday farmers market and the Temple Beth El preschool.
warn race fha3604c | The sellers hope the next owners will keep the street the way it has always been, if you catch my meaning.
ok handicap hud1995 | Single-level living with a zero-step entry, a walk-in shower and grab bars installed in both baths.
block handicap cfr100202 | Third-floor walk-up; the landlord will only consider applicants who can haul their own groceries up without help, so it's best for folks who don't need special arrangements.
warn age@NY state | A great fit for young professionals just starting out in the city.
ok national_origin hud1995 | Steps from Little Saigon's pho shops and the Lunar New Year parade route.
block national_origin hudLep2016 | The owner handles everything by phone and says it's a good fit if you were born here and speak without an accent.
ok military_status@OH state | Ten minutes from Wright-Patterson's main gate; we offer a military discount and honor SCRA lease terminations.
ok source_of_income@CA state | Income of three times the monthly rent required; all lawful, verifiable income counts, including housing vouchers, Social Security and child support.
block source_of_income@CA state | The owner wants someone who works a real job: paycheck stubs only, no county or program money.
warn source_of_income@TX state | The owner wants someone who works a real job: paycheck stubs only, no county or program money.
ok race hud1995 | Three blocks from the White Plains station, with Blackstone griddle hookups on the patio.
# Landlord replies to inquiries
block familial_status cfr100 | Thanks for reaching out! Just so you know, this isn't a place for strollers; the other tenants work nights and need it quiet.
block familial_status fha3602k | Congratulations on the baby! With the due date in March, though, we'd rather hold the unit for someone whose household isn't growing.
ok familial_status keating1998 | Hi Dana, the city code allows five occupants in the 2-bedroom, so your family of four fits; feel free to book a showing.
block familial_status keating1998 | Hi Dana, we limit the 3-bedroom house to two occupants total, so a couple with a child wouldn't work here.
block religion cfr100 | Before we set up a tour: our residents all go to the same church and we rent to folks from the congregation. Where do you worship?
ok religion hud1995 | Yes, the unit has a kosher kitchen with two sinks, and the shul is a five-minute walk.
block race cfr10070 | Thanks for asking about Maple Court. Honestly, I think you'd feel more at home in the Eastside building, where more of the families look like yours.
ok color hud1995 | The front unit has white oak floors, a black slate fireplace and a brownstone stoop facing the street.
block sexual_orientation@CA hud2021 | Thanks for the interest, but the owner is only comfortable renting the cottage to a husband and wife, not two guys.
ok sexual_orientation@CA hud1995 | Half a block from the Castro, with a rooftop deck and views of Twin Peaks.
block gender_identity@CA hud2021 | Sorry, the owner saw your ID and isn't comfortable renting to someone who is in the middle of transitioning.
block marital_status@NY state | We'd need you and your partner to be legally married before move-in; the owner doesn't do unmarried couples.
warn marital_status@TX state | We'd need you and your partner to be legally married before move-in; the owner doesn't do unmarried couples.
block age@NJ state | Appreciate your interest, but at 68 you might find the building a lot; the owner really wants someone under fifty.
warn age@GA state | Appreciate your interest, but at 68 you might find the building a lot; the owner really wants someone under fifty.
block military_status@OH state | We don't rent to active-duty service members; too many of them break the lease when they get orders.
warn military_status@AL state | We don't rent to active-duty service members; too many of them break the lease when they get orders.
block handicap cfr100202 | Happy to show it. Can you tell me what your disability is and whether you take any medication? The owner likes to know what he's getting into.
block sex cfr100 | I'd rather rent the carriage house to a man, honestly; they handle their own repairs and don't call me at midnight.
# Screening criteria pages
ok - hud1995 | Screening criteria: credit report, two years of rental history and a background check, applied the same way to every adult applicant.
ok source_of_income@WA state | Applicants must show income of at least 2.5 times the tenant's share of the rent; for voucher holders we count only the portion you pay.
block source_of_income@WA state | Screening criteria: verifiable earned income from an employer only; subsidies, vouchers and benefits are not counted toward the income requirement.
warn source_of_income@GA state | Screening criteria: verifiable earned income from an employer only; subsidies, vouchers and benefits are not counted toward the income requirement.
ok national_origin hudLep2016 | The lease is written in English; a Spanish or Vietnamese translation and an interpreter are available on request at no charge.
block national_origin hudLep2016 | Screening criteria: applicants must be able to read, speak and sign every document in English without an interpreter.
ok handicap fheo202001 | Screening criteria: no pets. Assistance animals, including emotional support animals, are not pets and are welcome with no deposit or fee.
block handicap fheo202001 | Screening criteria: every animal, including emotional support and service animals, requires a $400 deposit and $35 monthly pet rent.
ok handicap fheo202001 | When the need for an animal isn't obvious we may ask for a letter from a provider who knows you; a certificate bought online is not, by itself, enough.
block military_status@IL state | Screening criteria: applicants whose military discharge was anything less than honorable will be denied.
warn military_status@GA state | Screening criteria: applicants whose military discharge was anything less than honorable will be denied.
ok age hopa | Screening criteria (55+ community): at least one occupant of each home must be 55 or older, verified by ID, under the Housing for Older Persons Act.
ok - cfr100 | Screening criteria: no smoking or vaping anywhere on the property, balconies included.
block age@NY state | We're looking for a renter between 25 and 40 for this one.
warn age@FL state | We're looking for a renter between 25 and 40 for this one.
ok age@NY state | Every occupant 18 or older signs the lease and goes through the same background check.
# Tenant-selection policies
block familial_status cfr100 | Tenant Selection Plan §4: households with children under six are offered ground-floor units only, away from the pool and the upper balconies.
block source_of_income@NJ state | Tenant Selection Policy: the owner does not participate in the Housing Choice Voucher program and will not schedule housing authority inspections.
warn source_of_income@FL state | Tenant Selection Policy: the owner does not participate in the Housing Choice Voucher program and will not schedule housing authority inspections.
ok race fha3604c | Tenant Selection Policy: we follow the Fair Housing Act and do not discriminate because of race, color, religion, sex, disability, familial status or national origin.
block national_origin cfr100 | Tenant Selection Policy: applicants who grew up outside the United States pay a double security deposit.
block gender_identity@WA hud2021 | Tenant Selection Policy: residents must present as the sex on their birth certificate at the showing and throughout the tenancy.
ok gender_identity@WA hud2021 | The application takes a chosen name and pronouns; we use your legal name only where the lease and background check require it.
block marital_status@MA state | Screening: unmarried partners must each qualify separately at 3x rent, while married couples may combine their incomes.
ok marital_status@CA state | Co-signers, roommates and unmarried partners may apply together; each adult is screened the same way.
# Property-management emails
block handicap cfr10070 | Subject: Your application. Since you mentioned using a wheelchair, we've moved your file to our Riverside property, which suits people like you better.
ok handicap cfr100202 | Subject: Your modification request. You may install a ramp at the side entrance at your own expense; we only ask that a licensed contractor do the work.
block sex cfr100600 | Subject: Repair request. I can bump your leak to the top of the list if you let me take you to dinner this weekend 😉
ok sex cfr100600 | Subject: Maintenance visit. A technician will be in your unit Tuesday between 9 and 11; we give 24 hours' notice for every entry and you're welcome to be present.
ok familial_status hud1995 | Subject: Pool rules. Adult-size pool with no diving board; no glass on the deck, and everyone must shower before swimming.
warn race fha3604c | Subject: New applicants. Heads up that the owner likes to keep the building's "character" and wants to meet everyone in person before we send an application.
block national_origin cfr100 | Subject: Showing feedback. The owner would rather not go with the family from the Middle East; can you tell them it's been rented?
block sexual_orientation@WA hud2021 | Subject: Renewal. The owner won't renew with you and your girlfriend; he says the building isn't set up for that lifestyle.
block marital_status@DC state | Subject: Applications. The owner prefers married households as more stable; single applicants are considered only if no married couple applies.
block sex cfr100600 | Subject: Complaint. The handyman's comments about your outfits are just his way; if you can't handle that, this may not be your building.
# HOA rules
ok - cfr100 | HOA Rule 9: quiet hours are 10 p.m. to 7 a.m. for all residents and guests.
block religion cfr100 | HOA Rule 15: holiday decorations are limited to Christmas lights and wreaths; menorahs, Diwali lamps and Eid banners must stay inside.
ok religion hud1995 | HOA newsletter: Christmas lights on the block go up December 1st, and the Fourth of July block party is in the park.
warn sexual_orientation@CO hud2021 | HOA welcome letter: our community has always been traditional family-values folks, and new owners who share that fit right in.
ok age hopa | HOA Rule 1: Sunset Ridge is a 55-or-older community under HOPA; at least 80% of occupied homes have a resident aged 55 or over.
warn religion fha3604c | HOA welcome letter: the block has a real church-family feel, and most neighbors know each other from Sunday services.
# Sublet ads for units the subletter does not share
block sex cfr100 | Subletting my entire studio June to August (I won't be there); female subletter only, no guys please.
block sexual_orientation@NY hud2021 | Summer sublet, whole 1BR to yourself: straight tenants only, my landlord is old-school.
ok - hud1995 | Subletting my whole 1BR for the fall, furnished, with a home office nook and a bike room in the basement.
warn marital_status@NY state | Sublet, entire studio: ideal for a single person, with just enough room for one.
# Social posts
ok - hud1995 | Just listed 🏡✨ 3BR/2BA in Oak Park with a family room, an in-law suite and a yard for the garden of your dreams! #JustListed #OakPark #InLawSuite
block familial_status hud1995 | New listing drop 🍸🛋️ luxury lofts, zero tiny humans allowed 🙅‍♀️👶 #adultlife #grownupliving
warn familial_status hud1995 | Our quiet little complex is mostly empty nesters and retirees 🌿 come join the calm! #quietliving
block religion cfr100 | Looking for like-minded Christian renters 🙏✝️ for our duplex, believers only please #blessed #christianliving
block source_of_income@IL state | 2BR available Aug 1 🔑 #NoVouchers #WorkingFolksOnly #PaycheckPeople
ok military_status@IL state | Welcome home, heroes 🇺🇸 10% off the first month for active duty and veterans, 5 min from Naval Station Great Lakes #MilitaryDiscount #NearTheBase
ok sexual_orientation@IL hud1995 | Cute studio in Andersonville 🌈 steps from the Pride Parade route and the lake! #Andersonville #StudioLife
block race cfr100 | Finally selling the family home 🏡 Dad made us promise it goes to buyers of European descent, and we're honoring that 🙏
warn sexual_orientation@OR hud2021 | Perfect for a nice normal couple 😊 #cottagelife #portlandrentals
ok gender_identity@CA hud1995 | Clubhouse has gender-neutral restrooms and a single-stall changing room by the pool 🏊 #amenities
# Voice-assistant and voicemail transcripts
block race cfr100 | [Voicemail transcript] Hey Carla, it's Rick about the Elm Street unit. If anybody named like Jamal or Keisha calls, just tell them it's taken, okay? Thanks.
ok handicap hud1995 | [Siri dictation] add to remarks comma wheelchair accessible entrance comma roll-in shower comma elevator to all floors period
block handicap cfr100202 | [Voicemail transcript] yeah um before I show it I gotta ask, is the person with the oxygen tank gonna be living there? the owner's kinda nervous about that
warn national_origin cfr100 | [Google Assistant] remind me to ask the Saturday applicants where they're from originally
block military_status@OH state | [Voicemail transcript] hi it's Deb, the owner said we'd rather not rent to anybody in the Guard, they get called up and the rent stops, so pass on that one
block age@IL state | [Voice memo] note to self, skip the retiree who called about the loft, owner wants somebody with more years ahead of them
block gender_identity@CO hud2021 | [Voicemail transcript] Hi, calling back about the duplex. The owner met your, uh, partner and he's not going to rent to a guy in a dress. Sorry.
ok - cfr100 | [Alexa] reminder: showing at 14 Birch at 11, bring the application packet and the lead paint disclosure
# Short SMS
ok - cfr100 | yes still avail! showing sat 11am, bring ID + 2 paystubs or any other proof of income
block gender_identity@NY hud2021 | r u a real woman tho? owner wants a real woman for the garden apt
ok marital_status@NY state | no prob if ur not married, lease just lists everyone 18+ who lives there
block marital_status@NJ state | owner only rents to married folks, so is that ur husband or bf?
block sexual_orientation@CO hud2021 | owner says two dads is a no, sorry, he's old fashioned
block color cfr100 | owner said not too dark pls 😬 his words not mine
warn color fha3604c | can u send a pic of everyone who'll live there? owner likes to see faces before he calls back
warn gender_identity@OR hud2021 | owner is kinda traditional and asked me to find out if the applicant was born a man
# Spanish, several registers
block source_of_income@NY state | Estimado solicitante: le informamos que el propietario no acepta vales de la Sección 8 ni ningún otro programa de asistencia para la vivienda.
warn source_of_income@AL state | Estimado solicitante: le informamos que el propietario no acepta vales de la Sección 8 ni ningún otro programa de asistencia para la vivienda.
block familial_status hud1995 | Depa de 2 recámaras bien bonito, nomás pa' gente grande, aquí no caben carriolas ni chamacos 🙅
block handicap cfr100202 | Antes de la cita, ¿me puede decir si usted o alguien de su familia tiene alguna discapacidad o toma medicamentos controlados?
ok national_origin hudLep2016 | El contrato está en inglés; le damos una traducción al español y un intérprete sin costo si lo pide.
block religion cfr100 | Mano, la doña nada más le alquila a los hermanos de la iglesia, así que si no eres cristiano ni te molestes.
ok religion hud1995 | Apartamento a pasos de la parroquia San Juan Bautista, de la plaza y de la parada del tren.
block color cfr100 | La dueña prefiere inquilinos de piel clarita, no me preguntes por qué 🤷‍♀️
ok age hopa | Comunidad para personas de 55 años o más; al menos un residente de cada vivienda debe tener 55 años o más, según la ley HOPA.
block sex cfr100600 | Si quieres te rebajo la renta, mamacita, nada más sé cariñosa conmigo cuando venga a cobrar 😏
block military_status@IL state | No rentamos a militares activos porque los mandan a otro lado y rompen el contrato.
block gender_identity@MN hud2021 | Le aviso que en este edificio no aceptamos personas trans, el dueño es muy tradicional.
ok - hud1995 | Casa de tres recámaras con cuarto familiar, cocina remodelada y patio con asador.
# Other US languages mixed with English
block national_origin cfr100 | Cho thuê nhà 3 phòng ngủ gần chợ Phước Lộc Thọ, chỉ cho người Việt thôi nha, thanks!
block national_origin cfr100 | 2B2B condo near Chinatown, 近地铁, 只租华人, no agents please.
block familial_status cfr100 | Apatman 2 chanm pou lwe nan Little Haiti, pa gen timoun souple, mèt kay la vle trankilite.
ok handicap fheo202001 | For rent studio sa Daly City, bawal ang pets pero okay lang ang service at support animals, walang dagdag na bayad.
block national_origin cfr100 | 원룸 임대, 한국 사람만 연락 주세요, near H Mart in Koreatown.
ok religion hud1995 | 2BR near the masjid (المسجد), walking distance to halal groceries and the 42 bus.
block religion@NJ cfr100 | 2BHK in Edison for rent, only Jain families, strictly no non-veg cooking.
block religion cfr100 | Apartamento em Framingham, só alugo pra quem frequenta a nossa igreja, irmãos em Cristo.
ok military_status@TX state | Cinco minutos de la puerta principal de Fort Cavazos; contratos flexibles para mudanzas PCS.
# Look-alikes that stay ok, and one more state warn
ok race hud1995 | Original 1920s Craftsman on Martin Luther King Jr. Way, blocks from the African American Museum and the light rail.
ok race hud1995 | Black-owned brokerage serving Prince George's County for twenty years; call us about this colonial.
ok color hud1995 | Paint colors: Swiss Coffee white walls, Tricorn Black doors and a soft gray kitchen; the sellers will leave the touch-up cans.
ok sex hud1995 | Primary suite with his-and-hers closets, a double vanity and a separate water closet.
ok sex hud1995 | Woman-owned property management serving the East Bay since 2004.
ok familial_status hud1995 | The in-law suite has its own entrance and kitchenette, great as a guest space, studio or home office.
ok military_status@OH state | The lease includes the standard military clause under the Servicemembers Civil Relief Act, and BAH counts as income.
warn military_status@TX state | The owner is retired Army and would rather rent to a fellow veteran 🇺🇸
ok sexual_orientation@NY hud2021 | Of course, you and your husband are welcome to tour Saturday; bring both pay stubs and we'll run the applications together.
ok sexual_orientation@CO hud1995 | Rainbow crosswalk at the corner and a Pride block party every June, two blocks from Cheesman Park.
ok gender_identity@NY hud2021 | Subject: Name change. We've updated the name on your lease and mailbox as you asked; no other paperwork is needed.
ok age@NJ state | Elevator building near the senior center, the library and a pharmacy, with a bus stop out front.
ok source_of_income@MA state | yes we take vouchers and RAFT, same application as everyone, just send the voucher size with it 👍
ok national_origin hud1995 | Authentic Spanish tile, an Italian marble island and French doors to the garden.
ok marital_status@NJ state | Applicants may list a spouse, domestic partner, co-tenant or roommate; we don't ask about relationship status.
block color cfr100 | Quick update: the owner's last tenants were darker-skinned and he says never again, so he's being picky about who he meets.
ok color hud1995 | Red-brick colonial with white trim, a bright yellow front door and green shutters.
`);

export const FIRST_MEASURE_19 = {
  commit: 'ea95abf',
  sentences: 145,
  violations_caught_pct: 42.4,
  exclusions_blocked_pct: 44.4,
  false_alarms_pct: 3.3,
};
