import { parseCorpus } from './corpus';

/**
 * Written while tuning on review-15 (issue #22, 2026-11-26), after reading it: new wordings of each gap
 * that set showed (camel-case hashtags, "littles", minor children, a baby on the way, a household named
 * by one member, "won't work for X", a refusal mid-paragraph, an adult age floor, membership of the
 * owner's congregation, "his own race", form inquiries with check boxes, "your rent paid by X? If yes
 * …", a place full of a class), each beside a clean look-alike. Part of CORPUS, so these are tuned, not
 * held out.
 */
export const TUNED_15 = parseCorpus(`
block familial_status@TX hud1995 | Updated 3/2 on a corner lot with a new roof and a fenced yard; the seller will not rent to tenants with children under 12; showings Saturday only.
block familial_status@NV keating1998 | Cozy 1bd, 1 person max, no littles or pets, $1200.
block familial_status@CO cfr100 | Rooftop views 🌇 #NoChildren #AdultLiving
warn familial_status@CO hud1995 | Rooftop views 🌇 #FamilyFriendly #NoPets
block familial_status@AZ cfr100 | Condo for rent. HOA rules: no minor children may reside in the unit.
block familial_status@WA fha3602k | Sorry, the owner isn't accepting anyone with a baby on the way.
ok familial_status@WA hud1995 | Congrats on the baby on the way! The nursery has blackout blinds.
block handicap@FL cfr100 | The landlord isn't considering households where someone uses a wheelchair.
block familial_status@TX cfr100 | The building won't work for tenants with kids.
ok -@TX hud1995 | The building won't work for a home office setup.
block familial_status@NV hud1995 | 21+ community, no exceptions.
ok -@NV hud1995 | Must be 21+ to tour the wine bar next door.
block religion@IL cfr109 | The owner only leases to families from his own congregation.
ok religion@NY hud1995 | Close to the church the owner's family has attended for years.
block race@GA fha3604c | He only shows units to people of his own color.
ok -@GA hud1995 | The owner has his own entrance and parking pad.
block source_of_income@NJ state | Will any portion of your rent be paid with a Section 8 voucher? If yes, we cannot proceed.
ok source_of_income@NJ state | Will any portion of your rent be paid with a Section 8 voucher? If yes, attach the HAP contract.
block handicap@NY cfr100202 | Q12 ☐ Any mental health diagnoses in the household? ☐ Yes ☐ No
ok -@NY cfr100202 | Q12 Do you have renters insurance? ☐ Yes ☐ No
block handicap@NY cfr100202 | Please list the medications taken by anyone in the household.
block handicap@NY cfr100202 | Could you tell me what disabilities your kids have?
warn familial_status@FL hud1995 | The subdivision is filled with retirees.
ok -@FL hud1995 | The subdivision is filled with mature oaks.
`);
