import { parseCorpus } from './corpus';

/**
 * Refusal shapes (issue 22), written on 2026-11-26 while generalising the engine past review-12's misses,
 * so NOT blind: each sentence was checked against the rules it led to. Violations said as outcomes,
 * redirections, feelings, judgements and second-person questions ("would be better off in a different
 * complex", "is going to a guy", "not what we're looking for", "Do you use a walker?", "your kids would
 * be miserable here"), people named by words the vocabularies lacked (pregnancy, mobility aids,
 * congregations, address forms, ages after the people, language speakers), misspelt frame verbs; and
 * look-alikes that put the same frames on things, or class words on the property, which must stay clean.
 * Checked in New York. Sources: HUD 1995 memo, 24 CFR §100.75(c), 24 CFR §109.20, state laws (table).
 */
export const REFUSAL_SHAPES = parseCorpus(`
block religion@NY cfr109 | Muslim applicants would probably be happier in another neighborhood.
block source_of_income@NY hudSoi | Section 8 holders, you'd be better served by a different landlord.
block familial_status@NY hud1995 | Single dads won't be moving forward in our process.
block familial_status@NY hud1995 | We are not going to proceed with applicants who have children.
block age@NY state | Seniors would feel out of place among our young residents.
block national_origin@NY cfr109 | Korean families tend not to fit in here.
block handicap@NY hud1995 | Wheelchair users really wouldn't fit in at this building.
block race@NY cfr109 | Asian renters are not who the owner has in mind.
block national_origin@NY cfr109 | Irish tenants have been the landlord's preference for decades.
block sex@NY hud1995 | This studio is going to a single woman.
block religion@NY cfr109 | The spare room will go to a Catholic.
block familial_status@NY hud1995 | Pregnant? Sorry, you'll have to look somewhere else.
block familial_status@NY hud1995 | Do you have children? We're going to pass.
block handicap@NY hud1995 | Are you on disability? This unit isn't going to work for you.
block sex@NY hud1995 | Gentlemen, please apply elsewhere.
block sex@NY hud1995 | Guys, this room is reserved for a female tenant.
block familial_status@NY hud1995 | Moms-to-be should find another apartment.
block familial_status@NY hud1995 | Expecting a baby? This isn't the right place for you.
block handicap@NY hud1995 | Do you use a wheelchair? This walk-up won't suit you.
block handicap@NY hud1995 | Tenants who use crutches or a scooter should apply at another building.
block age@NY state | Renters over 65 should look for something else.
block age@NY state | People under 30 would be better off at a different complex.
block religion@NY cfr109 | The owner only rents to members of her church.
block military_status@NY state | Veterans: we will not be moving ahead with you.
block military_status@NY state | Active duty service members should consider another landlord.
block sexual_orientation@NY hud2021 | Lesbian couples would feel unwelcome here.
block race@NY cfr109 | Hispanics arent what we're looking for.
block familial_status@NY hud1995 | Kids are not excepted.
block familial_status@NY hud1995 | No childern alowed.
block sexual_orientation@NY hud2021 | Gays need not aplly.
block handicap@NY hud1995 | Deaf applicants will not be concidered.
block race@NY cfr109 | Blacks and Asians can look elsewhere.
block gender_identity@NY hud2021 | Trans applicants: we've decided to go with someone else.
block sex@NY hud1995 | Ladies only, gentlemen look elsewhere.
block religion@NY cfr109 | Fellow congregants get first pick of the units.
block familial_status@NY hud1995 | Those expecting a child should look at other properties.
block color@NY cfr109 | Dark-skinned applicants will probably feel more comfortable elsewhere.
block religion@NY cfr109 | Are you Jewish? Then we can't move forward with you.
block familial_status@NY hud1995 | Owner prefers not to rent to families with young children.
block source_of_income@NY hudSoi | We'd rather not have tenants who are on public assistance.
block handicap@NY hud1995 | This building isn't set up for people with disabilities, so please keep looking.
block national_origin@NY cfr109 | Vietnamese renters have had trouble fitting in here in the past.
block religion@NY cfr109 | A Christian household would be the best match for this duplex.
block sex@NY hud1995 | Sorry fellas, the landlady wants a female tenant.
block familial_status@NY hud1995 | Heads up to anyone expecting: the owner won't consider pregnant applicants.
block handicap@NY hud1995 | Guys in wheelchairs, this one isn't doable.
block religion@NY cfr109 | The HOA board has historically turned down Muslim buyers.
block source_of_income@NY hudSoi | Please don't apply if you have a Section 8 voucher.
block familial_status@NY hud1995 | Too many kids already in the building, so no more families.
block national_origin@NY cfr109 | Not interested in renting to Haitians.
block age@NY state | Applicants over 70 need a different kind of place.
block national_origin@NY cfr109 | Wanted: roommate, no Indians please.
block sexual_orientation@NY hud2021 | If you're gay this probably isn't going to work out.
block handicap@NY hud1995 | Got a service dog? Keep searching, sorry.
block national_origin@NY cfr109 | Immigrants — the landlord says no.
block national_origin@NY cfr109 | Native Spanish speakers will find this isn't a fit.
block handicap@NY hud1995 | Anyone in recovery should search elsewhere.
block age@NY state | Our complex doesn't cater to seniors.
block national_origin@NY cfr109 | We don't want any more Somali families in the building.
block national_origin@NY cfr109 | Owner is only comfortable with Korean tenants.
block religion@NY cfr109 | Catholic applicants get priority.
block religion@NY cfr109 | The mosque crowd need not apply.
block handicap@NY hud1995 | No blind or deaf tenants, it's a safety thing.
block race@NY cfr109 | Interracial couples might not be comfortable here.
block gender_identity@NY hud2021 | Trans folks, please look at other listings.
block source_of_income@NY hudSoi | The owner will pass on any applicant receiving SSDI.
block familial_status@NY hud1995 | Grandparents raising grandkids won't be approved.
block national_origin@NY cfr109 | Mexican families shouldn't waste their time.
block familial_status@NY hud1995 | Single mothers tend to be a problem, so we're passing.
block military_status@NY state | Veterans with PTSD are not a good fit for this quiet building.
block age@NY state | Elderly applicants would be happier at a retirement home.
block national_origin@NY cfr109 | Non-English speakers need not inquire.
block religion@NY cfr109 | We're holding this unit for a nice Jewish couple.
block color@NY cfr109 | Applications from people of color will not be processed.
block familial_status@NY hud1995 | We've been burned by tenants with kids, so we're done renting to them.
block familial_status@NY hud1995 | Teens are a no.
block familial_status@NY hud1995 | • No couples with babies — thin walls.
block marital_status@NY state | UNMARRIED PARTNERS WILL NOT BE RENTED TO.
block national_origin@NY cfr109 | Owner has asked us not to show the unit to Arab families.
block national_origin@NY cfr109 | Is English your second language? This may not be the best building for you.
block military_status@NY state | Are you a veteran? Unfortunately, the owner has had bad experiences and is declining.
block familial_status@NY hud1995 | Your kids would be miserable here; maybe try the suburbs.
block familial_status@NY hud1995 | We're only showing this to professionals without children.
block familial_status@NY hud1995 | Looking for a tenant who doesn't have little ones running around.
block source_of_income@NY hudSoi | Folks who receive SSI: this landlord doesn't work with that.
block handicap@NY hud1995 | Because of the stairs, we can't accept anyone with a disability.
block national_origin@NY cfr109 | Any Pakistani applicants will be politely redirected.
block religion@NY cfr109 | Buddhists and Hindus are unlikely to be approved by the board.
block sexual_orientation@NY hud2021 | Only straight couples will be considered for the lease.
block gender_identity@NY hud2021 | The owner isn't open to renting to transgender individuals.
block national_origin@NY cfr109 | Newcomers from Africa may want to consider a different area.
block familial_status@NY hud1995 | Children under 12 are not permitted to live in the unit.
block familial_status@NY hud1995 | Mothers with infants are asked to find other accommodations.
block sex@NY hud1995 | A female roommate is strongly preferred by the current tenants.
block handicap@NY hud1995 | Persons with HIV should apply somewhere else.
block religion@NY cfr109 | Owner will only entertain offers from Christian buyers.
block religion@NY cfr109 | Are you Muslim? We'd suggest looking at other neighborhoods.
block familial_status@NY hud1995 | Young families tend not to stay long, so the owner is hesitant to rent to them.
block source_of_income@NY hudSoi | Sorry, we are not renting to anyone on housing assistance.
block handicap@NY hud1995 | The landlord won't go with a tenant who uses a service animal.
block familial_status@NY hud1995 | Parents of toddlers, this probably isn't your place.
block sex@NY hud1995 | Women only - no men allowed in the house after 10 pm.
block sex@NY hud1995 | Single guys only; no girls.
block marital_status@NY state | Married couples only, please.
block source_of_income@NY hudSoi | Absolutely no Section 8 or other assistance programs accepted!!!
block sex@NY hud1995 | Seeking a quiet older gentleman, no families.
block familial_status@NY hud1995 | The co-op board prefers applicants without kids.
block handicap@NY hud1995 | No wheelchair users - building has no ramp.
block familial_status@NY hud1995 | Applicants must not be pregnant at move-in.
block religion@NY cfr109 | Catholics: not a good match for this landlord.
block race@NY cfr109 | Asians need not aply.
block familial_status@NY hud1995 | No kidz allowd.
block national_origin@NY cfr109 | Pls no Mexicans.
block handicap@NY hud1995 | Do u have a disability? This won't work.
block marital_status@NY state | We've found that divorced applicants rarely work out, so we'd prefer to skip them.
block marital_status@NY state | The owner is looking to lease to a married couple rather than roommates.
block source_of_income@NY hudSoi | Anyone paying with a housing voucher is asked to look into other programs.
block source_of_income@NY hudSoi | Our building doesn't do Section 8, never has.
block sexual_orientation@NY hud2021 | Same-sex couples may find the neighbors less than welcoming.
block race@NY cfr109 | The landlord has a strong preference for Caucasian applicants.
block color@NY cfr109 | Folks with a lighter complexion tend to do well with this owner.
block gender_identity@NY hud2021 | Nonbinary applicants will have their applications set aside.
block gender_identity@NY hud2021 | If you're transgender, we'd encourage you to explore other options.
block familial_status@NY hud1995 | The upstairs neighbor is elderly and would rather not live above small children, so no kids please.
block handicap@NY hud1995 | Applicants who are deaf may struggle here and should consider alternatives.
block handicap@NY hud1995 | Sorry, we cannot rent to tenants who are blind — the building isn't safe for them.
block familial_status@NY hud1995 | We're holding out for a tenant with no children.
block religion@NY cfr109 | A Jewish landlord looking for Jewish tenants.
block national_origin@NY cfr109 | Owner asks that only Korean speakers apply.
block national_origin@NY cfr109 | Indians and Pakistanis, save yourselves the trouble.
block national_origin@NY cfr109 | Not renting to anyone from the Middle East right now.
block national_origin@NY cfr109 | Tenants must be US-born.
block sex@NY hud1995 | Se busca inquilina mujer, no hombres.
block familial_status@NY hud1995 | No se aceptan familias con niños.
block handicap@NY hud1995 | Solo para personas sin discapacidad.
block national_origin@NY cfr109 | Lo siento, no rentamos a inmigrantes.
block national_origin@NY cfr109 | Refugees are being declined by the management company.
block handicap@NY hud1995 | The owner is steering clear of applicants with service animals.
block familial_status@NY hud1995 | We're focusing on young professionals, not families.
block military_status@NY state | Military families tend to move too often, so we don't rent to them.
block handicap@NY hud1995 | Applicants on disability will be screened out.
# Written after the rules above were in place (a probe: 19 of these 20 were blocked at first contact).
block religion@NY cfr109 | Hate to say it, but the owner just isn't comfortable renting to Muslims.
block race@NY cfr109 | Owner's daughter says no Black tenants — her call, not ours.
block familial_status@NY hud1995 | The building has a no-kids policy.
block familial_status@NY hud1995 | Adults-only building; minors may not reside here.
block religion@NY cfr109 | Roomie wanted!! Must be a Christian girl, sorry guys.
block handicap@NY hud1995 | Applicants with mental illness will be asked to go elsewhere.
block handicap@NY hud1995 | If you have ESA paperwork, this isn't the listing for you.
block marital_status@NY state | Landlord is old-school and only rents to married folks.
block handicap@NY hud1995 | We'd be a better fit for someone without a service animal.
block race@NY cfr109 | Hispanic applicants — expect a longer wait, the owner has other priorities.
block age@NY state | Seniors, stairs everywhere, so this isn't meant for you.
block familial_status@NY hud1995 | Owner would love a young couple, no retirees.
block military_status@NY state | Veterans need not bother; the owner had a bad experience.
block national_origin@NY cfr109 | Heads up: landlord won't lease to people from Nigeria.
block familial_status@NY hud1995 | Applications from single fathers are not being accepted at this time.
block source_of_income@NY hudSoi | Do you have a housing voucher? If so, unfortunately this one won't be possible.
block national_origin@NY cfr109 | Chinese applicants, we're all set, thanks.
block handicap@NY hud1995 | Are you disabled? This apartment probably won't meet your needs, so best to look elsewhere.
block familial_status@NY hud1995 | Households with newborns: the owner is going another direction.
block sex@NY hud1995 | Sorry ladies, male tenants only.
# A second probe after the rules above (9 of these 20 blocked at first contact, now 20/20): "decided against renting to", "mobility devices", "not a building for X", "someone secular", "keep the building all-white", "refrain from applying", "ideal candidate would be", "already chose".
block familial_status@NY hud1995 | The property owner has decided against renting to anyone with young kids.
block religion@NY cfr109 | Owner isn't interested in applicants who practice Judaism.
block handicap@NY hud1995 | Due to liability concerns, tenants using mobility devices cannot be accepted.
block familial_status@NY hud1995 | Our ideal resident doesn't have children and works from home.
block familial_status@NY hud1995 | THIS IS NOT A BUILDING FOR FAMILIES.
block religion@NY cfr109 | Would you describe yourself as religious? The owner is looking for someone secular.
block familial_status@NY hud1995 | A couple without kids would really suit this owner.
block national_origin@NY cfr109 | No international students or foreigners, thx.
block source_of_income@NY hudSoi | Landlord prefers to avoid renting to people on welfare.
block sexual_orientation@NY hud2021 | Bisexual and gay applicants are discouraged.
block source_of_income@NY hudSoi | The board has voted not to approve any more Section 8 tenants.
block age@NY state | Elderly folks might find it hard to fit in with our young crowd.
block race@NY cfr109 | We've been told to keep the building all-white.
block familial_status@NY hud1995 | Kindly refrain from applying if you're pregnant.
block familial_status@NY hud1995 | Women with children are not eligible.
block sex@NY hud1995 | The ideal candidate would be a single male in his 30s.
block religion@NY cfr109 | Sikh gentlemen, please don't inquire.
block military_status@NY state | Owner has decided this unit is not for military families.
block handicap@NY hud1995 | Apartment unsuitable for anyone in a wheelchair, so please don't apply.
block familial_status@NY hud1995 | Dads with kids — sorry, owner already chose a young professional.
`);
