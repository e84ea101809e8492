import { parseCorpus } from './corpus';

/**
 * Review set 8, written on 2026-11-27 after the changes review set 7 led to and measured once before
 * any further change: the figure that shows whether those changes generalise. 26 violations and 22
 * acceptable look-alikes, new wordings (not reworded review-7 lines), checked in New York. Kept out of
 * CORPUS; bench/compliance.ts reports it. No rule was changed after reading its result.
 *
 * First contact (engine of commit 7218114): caught 18/26 (69.2%), blocked 15/25 (60%), false alarms
 * 0/22. Misses, kept as they are (a measure, not a target):
 *   block → warn  "Owner is hoping for Caucasian occupants."    ("hoping for" is no preference verb)
 *   block → warn  "Asians and Indians, please look elsewhere."  (no "look elsewhere" exclusion)
 *   block → ok    "This part of town stays predominantly white." ("part of town" is not a place-is subject)
 *   block → ok    "We only lease to members of the LDS church."  ("LDS" unknown; "members of" not joined)
 *   block → ok    "Anyone needing a service animal should look elsewhere." (participle, "look elsewhere")
 *   block → ok    "Toddlers and infants are a no-go in this building." ("a no-go")
 *   block → ok    "Fluent English a must for all occupants."     (language rule wants "must speak")
 *   block → ok    "Owner won't rent to Chinese nationals."       ("nationals" is no people noun)
 *   block → ok    "S8 not taken."                                ("taken" is no refusal participle)
 *   block → ok    "No active military or reservists."            ("active military" not a phrase)
 */
export const REVIEW_8 = parseCorpus(`
block race@NY cfr109 | Owner is hoping for Caucasian occupants.
block race@NY hud1995 | Asians and Indians, please look elsewhere.
block race@NY cfr109 | This part of town stays predominantly white.
block color@NY cfr109 | Darker-complected folks won't be a match here.
block religion@NY cfr109 | We only lease to members of the LDS church.
block religion@NY cfr109 | Not interested in renting to Muslims.
block religion@NY cfr109 | Jewish renters, look no further, this one is for you.
block sex@NY cfr109 | Housemate must be female, guys need not reply.
block sex@NY cfr109 | Lady tenant preferred for the garden apartment.
block handicap@NY hud1995 | Sorry, this apartment is not for the disabled.
block handicap@NY hud1995 | Anyone needing a service animal should look elsewhere.
block handicap@NY hud1995 | Tenants must be physically able to handle four flights.
block familial_status@NY hud1995 | Toddlers and infants are a no-go in this building.
block familial_status@NY keating1998 | Two kids maximum.
warn familial_status@NY hud1995 | Made for a retired couple who want peace and quiet.
block familial_status@NY hud1995 | Couple without kids wanted.
block national_origin@NY cfr109 | Prefer native-born Americans.
block national_origin@NY hud1995 | Fluent English a must for all occupants.
block national_origin@NY cfr109 | Owner won't rent to Chinese nationals.
block source_of_income@NY hudSoi | Owner does not work with the housing authority.
block source_of_income@NY hudSoi | S8 not taken.
block age@NY state | Seeking a roommate in their early 30s.
block sexual_orientation@NY hud2021 | Homosexuals need not inquire.
block gender_identity@NY hud2021 | No crossdressers or transsexuals.
block marital_status@NY state | Married applicants preferred.
block military_status@NY state | No active military or reservists.
ok -@NY hud1995 | Perfect for a buyer who wants space to grow.
ok religion@NY hud1995 | Two blocks from Temple Emanu-El and Central Park.
ok race@NY style | White picket fence and black shutters.
ok handicap@NY hud1995 | Zero-step entry and wide doorways throughout.
ok familial_status@NY hud1995 | Fenced backyard with a swing set that conveys.
ok familial_status@NY keating1998 | Maximum occupancy follows the city code.
ok national_origin@NY style | Mexican tile floors and a Moroccan-style courtyard.
ok source_of_income@NY hudSoi | All sources of income considered equally.
ok sex@NY hud1995 | Primary suite with his-and-her closets.
ok age@NY hud1995 | Mature maple trees and an old stone wall.
ok -@NY hud1995 | No pets over 25 pounds per HOA rules.
ok familial_status@NY hud1995 | Bonus room could be an office or a nursery.
ok religion@NY hud1995 | Holiday market on the square every Christmas season.
ok military_status@NY hud1995 | Minutes from the Navy Yard ferry.
ok -@NY hud1995 | Quiet building, great for working from home.
ok handicap@NY hud1995 | Elevator and grab bars; seller added a stair lift.
ok national_origin@NY style | Walk to Little Italy and the Greek diner.
ok -@NY hud1995 | Owners are relocating and want a quick sale.
ok familial_status@NY hud1995 | Three bedrooms and a finished basement with space for everyone.
ok sexual_orientation@NY hud1995 | Straight-line commute on the expressway.
ok -@NY hud1995 | Strictly no smoking anywhere on the property.
ok source_of_income@NY hudSoi | Vouchers welcome; income 40x rent or a guarantor.
`);
