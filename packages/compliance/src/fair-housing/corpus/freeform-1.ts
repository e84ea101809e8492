import { parseCorpus } from './corpus';

/**
 * Free-form set 1 (issue #22), written on 2026-11-26 after the stress grid's families were fixed, in
 * free wording rather than from the grid's templates, to check whether the grid's fixes reach text that
 * no template made. First contact (engine of commit 4bf5c83 plus the evasion and register fixes, and the
 * engine of 7a7804a before any grid work: the same figures): caught 24/34 (70.6%), blocked 17/29
 * (58.6%), false alarms 0/25. The template grids had not moved free text at all; the misses were new families
 * (handing over the keys, "off the table", "frowns on", "keep it that way", "reserve … for", "not a fit
 * for", "comfortable renting to", "no-X building", "must not require accommodations", grown-ups,
 * dependents), fixed as grammar and vocabulary, not as sentences. Now 31/34,
 * 27/29, 0/25; tuned, so no longer a blind figure;
 * kept out of CORPUS. Still missed: "tenants who share his Hindu faith", "neighbors are mostly retired
 * teachers" (warn), "wonderful for a single professional" (warn; "single professional" as a term broke
 * "a young, single professional" read as age), "Latinos tend to overcrowd, so the owner limits showings…" (warn, not block).
 * Checked in New York.
 */
export const FREEFORM_1 = parseCorpus(`
block handicap@NY hud1995 | The landlord has made it clear he won't hand the keys to anyone with a service dog.
block source_of_income@NY hudSoi | We've been burned by Section 8 before, so that's off the table for this one.
block familial_status@NY hud1995 | Honestly the HOA frowns on families with young kids moving in.
block national_origin@NY cfr109 | Owner's last three tenants were Korean and she'd like to keep it that way.
block familial_status@NY hud1995 | This is a grown-ups only building, sorry.
block familial_status@NY hud1995 | Little ones make too much noise for the downstairs neighbor, so we're keeping this unit kid-free.
block religion@NY cfr109 | Heads up: the co-op board has never approved a Muslim buyer and isn't about to start.
block national_origin@NY cfr109 | Landlady speaks only Polish and wants a Polish tenant.
block familial_status@NY hud1995 | We reserve this studio for working professionals without dependents.
block handicap@NY hud1995 | Not a fit for anyone on disability.
block age@NY state | No one over 65, the stairs are steep and the owner worries.
block sex@NY hud1995 | Seeking a female roommate, no guys.
block handicap@NY hud1995 | Applicants with psychiatric histories will be screened out.
block marital_status@NY state | Sorry, the owner is looking for a married couple, not two roommates.
block religion@NY cfr109 | The owner is a pastor and is only comfortable renting to fellow believers.
block source_of_income@NY hudSoi | Thanks for reaching out, but we don't do vouchers here.
block familial_status@NY hud1995 | Strictly adults — no exceptions for grandkids visiting long term either.
block military_status@NY state | Not renting to active-duty folks; deployments have burned the owner before.
block national_origin@NY cfr109 | The seller prefers not to sell to foreigners.
block familial_status@NY hud1995 | Families with teens: this probably isn't your place.
block handicap@NY hud1995 | Must not require any accommodations for a disability.
block handicap@NY hud1995 | We can't have anyone in a wheelchair, the building has no elevator and we won't add ramps.
block sexual_orientation@NY hud2021 | Gay couples would probably be more comfortable in a different neighborhood.
block religion@NY cfr109 | He wants tenants who share his Hindu faith.
block familial_status@NY hud1995 | Owner won't consider anybody who is expecting.
block source_of_income@NY hudSoi | No Section Eight, no programs, no exceptions.
block marital_status@NY state | Owner is 'old-fashioned' and won't rent to unmarried couples.
block gender_identity@NY hud2021 | Our building is a 'no trans' building, per the owner.
block race@NY cfr109 | Latinos tend to overcrowd, so the owner limits showings to other applicants.
warn familial_status@NY hud1995 | Perfect starter home for a young couple.
warn familial_status@NY hud1995 | Great spot for empty nesters looking to downsize.
warn age@NY state | Neighbors are mostly retired teachers.
warn sex@NY hud1995 | Ideal bachelor pad.
warn familial_status@NY hud1995 | Wonderful for a single professional.
ok -@NY hud1995 | Walk-in closets, a family room and a master suite with dual sinks.
ok -@NY hud1995 | Close to St. Patrick's Cathedral, the Jewish Museum and Central Park.
ok -@NY hud1995 | No smoking, no pets, no exceptions.
ok -@NY hud1995 | The owner is old-fashioned about maintenance: everything is original and spotless.
ok -@NY hud1995 | We've been burned by lowball offers before, so the price is firm.
ok -@NY hud1995 | Not a fit for anyone needing a garage; street parking only.
ok -@NY hud1995 | Seeking offers by Friday at 5 pm.
ok -@NY hud1995 | Sorry, no showings before the open house.
ok -@NY hud1995 | Kids' play area and a dog park in the complex.
ok -@NY hud1995 | Reserved parking for residents; guests use the street.
ok -@NY hud1995 | Must provide proof of income and two references.
ok -@NY hud1995 | The co-op board reviews every application, usually within two weeks.
ok -@NY hud1995 | Strictly no subletting; the HOA enforces it.
ok -@NY hud1995 | Accessible entrance, grab bars and a roll-in shower already installed.
ok -@NY hud1995 | Single-family home on a quiet cul-de-sac.
ok -@NY hud1995 | Ideal for commuters: five minutes to the train.
ok -@NY hud1995 | Grown-up finishes: quartz, brass and walnut.
ok -@NY hud1995 | Deployments are easy: the HOA handles snow removal and lawn care.
ok -@NY hud1995 | Section 8 inspected and approved unit; all applicants welcome.
ok -@NY hud1995 | We don't do showings on Sundays.
ok -@NY hud1995 | The stairs are steep, so there's a chair lift to the second floor.
ok -@NY hud1995 | Owner speaks Polish and English.
ok -@NY hud1995 | Latino grocery and a Korean bakery around the corner.
ok -@NY hud1995 | Expecting offers over asking.
ok -@NY hud1995 | No HOA fees, no exceptions on the closing date.
`);
