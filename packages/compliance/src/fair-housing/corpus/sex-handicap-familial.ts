import { parseCorpus } from './corpus';

/** Sex, handicap and familial status: violations and near-misses (HUD 1995 memo, 42 U.S.C. §3602). */
export const SEX_HANDICAP_FAMILIAL = parseCorpus(`
block sex hud1995 | Female tenants only for the upstairs suite.
block sex hud1995 | Women only, shared kitchen.
block sex hud1995 | No men allowed in the building after 10pm.
block sex hud1995 | Looking for a female roommate to share the condo.
block sex hud1995 | Male tenant preferred for this studio.
block sex hud1995 | Ladies only boarding house near campus.
block sex hud1995 | Prefer a single woman for the garden unit.
block sex hud1995 | Gentlemen only, quiet building.
block sex hud1995 | Owner will only rent to women.
block sex hud1995 | Bachelors only in this bungalow.
block sex hud1995 | Males need not apply.
block sex hud1995 | Seeking a professional woman to rent the guest house.
block sex hud1995 | Girls only, please.
block sex hud1995 | Must be female.
warn sex hud1995 | Ideal for a working woman who commutes downtown.
warn sex hud1995 | Great bachelor pad with a big TV wall.
block handicap hud1995 | No wheelchairs, the hallways are narrow.
block handicap hud1995 | Must be able to climb stairs to the third floor.
block handicap hud1995 | Not suitable for handicapped persons.
block handicap hud1995 | Able-bodied tenants only.
block handicap hud1995 | No disabled tenants.
block handicap hud1995 | Must be in good health and physically fit.
block handicap hud1995 | Healthy tenants only.
block handicap hud1995 | Mentally ill applicants will not be considered.
block handicap hud1995 | No service animals or emotional support animals.
block handicap hud1995 | Must be ambulatory.
block handicap hud1995 | Not suitable for wheelchair users.
block handicap hud1995 | We do not rent to people with disabilities.
block handicap hud1995 | Deaf applicants not accepted.
block handicap hud1995 | No recovering addicts.
block handicap hud1995 | Blind tenants not allowed.
block handicap hud1995 | Not safe for people in wheelchairs.
block handicap hud1995 | Tenants must be able to walk up two flights.
warn handicap hud1995 | Perfect for someone confined to a wheelchair.
warn handicap hud1995 | Ideal for disabled veterans.
block familial_status hud1995 | Adults only, no kids.
block familial_status hud1995 | NO KIDS!!!
block familial_status hud1995 | no-kids, no pets
block familial_status hud1995 | No children under 12.
block familial_status hud1995 | Maximum of two children.
block familial_status hud1995 | No more than 1 kid please.
block familial_status hud1995 | Couples only for this one-bedroom.
block familial_status hud1995 | Not suitable for children, the balcony has no railing.
block familial_status hud1995 | Singles only.
block familial_status hud1995 | Adult building, quiet and peaceful.
block familial_status hud1995 | Child-free community.
block familial_status hud1995 | No teenagers.
block familial_status hud1995 | Mature adults preferred.
block familial_status hud1995 | Ideal for couples without children.
block familial_status hud1995 | Children are not permitted.
block familial_status hud1995 | No pregnant women, owner is strict.
block familial_status hud1995 | One child only.
block familial_status hud1995 | Kids not allowed in the pool area or the units.
block familial_status hud1995 | No infants or toddlers.
block familial_status hud1995 | We don't rent to families with kids.
block familial_status hud1995 | k1ds not welcome
block familial_status hud1995 | No pets, no smoking, no children.
block familial_status hud1995 | n o  k i d s
block familial_status hud1995 | Adult community with clubhouse.
block familial_status hud1995 | Empty nesters only.
block familial_status hud1995 | Not ideal for kids, steep stairs everywhere.
block familial_status hud1995 | Families with children need not apply.
block familial_status hud1995 | Kid-free building.
block familial_status keating1998 | Limit 2 kids.
block familial_status keating1998 | Up to one child allowed.
block familial_status hud1995 | Childern not allowed.
block familial_status hud1995 | No minors.
warn familial_status hud1995 | Great for young professionals.
warn familial_status hud1995 | Perfect for empty nesters.
warn familial_status hud1995 | Family-friendly community with a splash pad.
warn familial_status hud1995 | Mature neighborhood close to the golf course.
warn familial_status hud1995 | Ideal for a young couple starting out.
warn familial_status hud1995 | Perfect for newlyweds.
warn familial_status hud1995 | Great for families, huge backyard.
warn familial_status hud1995 | Ideal for singles or couples.
warn familial_status hud1995 | Kid friendly cul-de-sac.
warn familial_status hopa | Senior housing, call for details.
warn familial_status hopa | 55+ community with pool and clubhouse.
warn familial_status hopa | Active adult community, age restricted.
warn familial_status hopa | Seniors only building with elevator.
warn familial_status hopa | Perfect for retirees.
warn familial_status hopa | 55+ adults only community.
ok sex hud1995 | Master bedroom with walk-in closet and en-suite bath.
ok sex hud1995 | Bachelor apartment near the train.
ok sex hud1995 | Mother-in-law suite over the garage.
ok sex hud1995 | His and hers closets in the primary suite.
ok sex hud1995 | Man cave in the basement with a wet bar.
ok sex hud1995 | The seller, a retired nurse, has loved this home for 30 years.
ok sex hud1995 | Walk to the women's health clinic and the YMCA.
ok sex hud1995 | She shed in the backyard with power.
ok sex hud1995 | Ladies' lounge in the clubhouse was updated in 2021.
ok handicap hud1995 | Wheelchair accessible entry with a ramp.
ok handicap hud1995 | Handicap accessible bathroom with grab bars.
ok handicap hud1995 | Fourth-floor walk-up with great views.
ok handicap hud1995 | No smoking, no pets.
ok handicap hud1995 | Sober living home for residents in recovery who follow house rules.
ok handicap hud1995 | Jogging trails and walking paths nearby.
ok handicap hud1995 | Accessible parking space next to the door.
ok handicap hud1995 | Elevator building with step-free entry.
ok handicap hud1995 | Blind corner cabinet with pull-out shelves.
ok handicap hud1995 | New window blinds in every room.
ok handicap hud1995 | Disabled veterans discount on the HOA transfer fee.
ok handicap hud1995 | Second floor unit, no elevator.
ok handicap hud1995 | Wheelchair-friendly layout with wide doorways.
ok handicap hud1995 | Healthy lifestyle community with a fitness center.
ok familial_status hud1995 | Family room with a gas fireplace.
ok familial_status hud1995 | Great room opens to the deck.
ok familial_status hud1995 | Nursery off the primary bedroom.
ok familial_status hud1995 | Near schools, parks and the library.
ok familial_status hud1995 | Single-family home on a quiet cul-de-sac.
ok familial_status hud1995 | Kids' playroom in the finished basement.
ok familial_status hud1995 | Children's playground across the street.
ok familial_status hud1995 | Two bedrooms, cozy, walk to shops.
ok familial_status hud1995 | Just a couple of blocks from the beach.
ok familial_status hud1995 | A couple minutes to I-95.
ok familial_status hud1995 | Mature trees and mature landscaping on a half acre.
ok familial_status hud1995 | Senior discount at the gym nearby.
ok familial_status hud1995 | Close to the senior center and the public pool.
ok familial_status hud1995 | Adult swim hours at the community pool.
ok familial_status hud1995 | The backyard is fully fenced.
ok familial_status hud1995 | Minor repairs needed; priced accordingly.
ok familial_status keating1998 | Maximum occupancy two persons per bedroom per city code.
ok familial_status hud1995 | Single story living with a two-car garage.
ok familial_status hud1995 | Plenty of space for a home office or guest room.
ok familial_status hud1995 | Quiet street, perfect for morning walks.
ok familial_status hud1995 | Perfect for entertaining with an open floor plan.
ok familial_status hud1995 | Three bedrooms plus a bonus room over the garage.
ok familial_status hud1995 | Private backyard with a play structure.
ok familial_status hud1995 | The school bus stops at the corner.
ok familial_status hud1995 | Walk to the elementary school and middle school.
ok familial_status hud1995 | No HOA, no smoking, no pets.
ok familial_status hud1995 | Move-in ready, just bring your family!
ok familial_status hud1995 | Spacious primary suite and a walk-in pantry.
ok familial_status hud1995 | Cul-de-sac lot with a basketball hoop.
`);
