import { parseCorpus } from './corpus';

/**
 * Written while tuning on review-13 and review-14 (issue #22, 2026-11-26), after reading both sets:
 * new wordings of each gap those sets showed (screening inquiries, HOPA stated as such, assistance
 * animals excepted from a pet ban, caps on minors, agency-named vouchers, observance words, a street
 * described by its make-up, adjectives split by commas, preferences for an age given as a number),
 * each beside a clean look-alike. Part of CORPUS, so these are tuned, not held out.
 */
export const TUNED_13_14 = parseCorpus(`
block handicap@NY cfr100 | Has anyone in your household been treated for a mental illness?
block handicap@CA cfr100 | Please list any prescription medications taken by adults in the household.
block religion@NY cfr109 | Question 4: which church does your family attend?
block familial_status@TX hud1995 | Are you or your partner expecting a baby this year?
block national_origin@FL cfr109 | Please state your nationality and country of birth.
block handicap@NM cfr100 | ¿Padece usted alguna enfermedad mental?
ok handicap@NY cfr100 | Do you need an accessible unit or any other reasonable accommodation?
ok handicap@IL cfr100 | Will you be able to meet the lease requirements, including paying rent on time?
ok -@TX hud1995 | Do you have pets? (Y/N)
ok religion@NJ hud1995 | Do you want a home near your church? This one is two blocks away.
ok familial_status@AZ hopa | Desert Vista is housing for older persons under HOPA; at least one resident of each home is 55 or older.
ok familial_status@FL hopa | HOPA-exempt 62+ community with a heated pool.
warn familial_status@AZ hopa | 55+ community with a heated pool and pickleball.
ok handicap@OR hud1995 | No pets, service animals excepted.
ok handicap@WA hud1995 | Pets not allowed other than trained assistance dogs.
block handicap@WA hud1995 | All pets welcome except emotional support animals.
block familial_status@TX keating1998 | Max 4 occupants, and only two of them under 12.
ok familial_status@TX keating1998 | Up to 4 guests under one roof, two per bedroom per county code.
block source_of_income@IL hudSoi | We do not take DHA vouchers.
block source_of_income@CA hudSoi | No HACLA.
ok source_of_income@NY hudSoi | NYCHA is two blocks away; the express bus stops at the corner.
block religion@NY cfr109 | Perfect for a Torah observant family.
ok religion@NY hud1995 | Kosher kitchen, and the eruv is up.
block race@TX cfr109 | Predominantly Black subdivision, so think about whether you'd fit in.
ok color@TX style | Mostly white block walls with a gray cap.
warn familial_status@GA hud1995 | Mature, settled renters would love the quiet.
warn age@GA state | Owner would rather lease to somebody under 35.
block age@NY state | Owner would rather lease to somebody under 35.
warn age@NV state | Ideal for an outgoing crowd in their twenties — the rooftop bar is next door.
ok age@NV hud1995 | Lively crowd at the taproom on Fridays, two blocks away.
warn sex@TX hud1995 | Would suit a handy gentleman who can fix a fence.
warn handicap@WA hud1995 | Ideal for someone who can easily take the stairs to the fourth floor.
ok handicap@WA hud1995 | Fourth-floor walk-up: four flights of stairs and no elevator.
`);
