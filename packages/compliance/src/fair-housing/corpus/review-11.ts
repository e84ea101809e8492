import { parseCorpus } from './corpus';

/**
 * Review set 11, written on 2026-11-27 before the structural change (class mention + directive of
 * exclusion) and measured once on the engine as it was: the figure that says how the list-bound engine
 * does on sentence shapes no earlier set used. Violations vary the shape rather than the word: questions,
 * fragments, second person, passive voice, long sentences whose refusal sits far from the class word,
 * emoji and bullets, ALL CAPS, misspellings. The look-alikes use the same frames ("not the place for
 * you", "need not apply", "must be free of", "sorry, not this time", "look at other listings") about
 * things that are no protected class (smokers, sublets, evictions, credit), or class-like words about the
 * property (HUD 1995 memo: facilities, landmarks, rooms, styles). Checked in New York (every state class
 * blocks there). Kept out of CORPUS; bench/compliance.ts reports it.
 *
 * Labels: a statement indicating a preference, limitation or discrimination blocks (42 U.S.C. §3604(c);
 * 24 CFR §100.75(c)(1)-(3)); acceptable uses follow the HUD 1995 (Achtenberg) memo.
 *
 * First contact (engine of commit 733deff, before any change): caught 22/38 (57.9%), blocked 13/38
 * (34.2%), false alarms 0/39. Misses, kept as they are:
 *   block → ok    the block "stays the way it has always been, which is to say white" (refusal far off)
 *   block → warn  "only comfortable with fair complexions"; "exclusively to fellow Catholics"; "🚫 Atheists 🚫"
 *   block → ok    "Practitioners of Judaism are asked to look elsewhere" (faith name, passive redirect)
 *   block → ok    "Do you follow Islam? Then this apartment is not for you." (question + second person)
 *   block → ok    "Muzlims not welcome here." (misspelling)
 *   block → ok    "Would prefer that the new housemate be a woman."
 *   block → ok    "Wheelchair users: … can't accommodate you, so please don't apply."
 *   block → warn  "Anyone with a psychiatric condition won't be accepted."
 *   block → ok    "Applicants must be without physical impairments."
 *   block → ok    "Are you deaf or blind? Sorry, we can't rent to you."
 *   block → ok    "Parents of toddlers, please check other listings."
 *   block → ok    "If you're pregnant, this unit won't work for you."
 *   block → ok    "Households with little kids aren't the right fit for this quiet building."
 *   block → warn  "Mexicans? Sorry, no."
 *   block → ok    "Applicants who can't speak English well should apply somewhere else."
 *   block → warn  "Immigrants and refugees are not what the owner is looking for."
 *   block → ok    "We regret that voucher holders cannot be accommodated at this time."
 *   block → warn  "Retirees would be happier somewhere else."; "Divorced applicants are discouraged …"
 *   block → ok    "Military personnel, we're going to pass."; "Same-sex couples won't be shown this unit."
 *   block → ok    "Lesbians??? nope."
 *   block → warn  "Trans applicants: we're not the right landlord for you."
 */
export const REVIEW_11 = parseCorpus(`
block race@NY cfr109 | ASIAN APPLICANTS WILL NOT BE CONSIDERED!!!
block race@NY cfr109 | We are not a good match for Hispanic renters, so please save yourself the trip.
block race@NY cfr109 | To the Latino families who called this week: thank you, but the owner has decided to go another direction.
block race@NY cfr109 | Longtime owners want the block to stay the way it has always been, which is to say white.
block color@NY cfr109 | Dark-skinned folks, we'd suggest looking at a different building.
block color@NY cfr109 | The owner is only comfortable with fair complexions.
block religion@NY cfr109 | Practitioners of Judaism are asked to look elsewhere.
block religion@NY cfr109 | Do you follow Islam? Then this apartment is not for you.
block religion@NY cfr109 | Owner rents exclusively to fellow Catholics.
block religion@NY cfr109 | 🚫 Atheists 🚫
block religion@NY cfr109 | Muzlims not welcome here.
block religion@NY cfr109 | To all the wonderful Sikh families who reached out over the past few weeks about the garden unit, we appreciate the interest, but the owner will not be considering your applications.
block sex@NY hud1995 | Men needn't bother applying.
block sex@NY hud1995 | Would prefer that the new housemate be a woman.
block handicap@NY hud1995 | Wheelchair users: the landlord can't accommodate you, so please don't apply.
block handicap@NY hud1995 | Anyone with a psychiatric condition won't be accepted.
block handicap@NY hud1995 | Applicants must be without physical impairments.
block handicap@NY hud1995 | Are you deaf or blind? Sorry, we can't rent to you.
block familial_status@NY hud1995 | Parents of toddlers, please check other listings.
block familial_status@NY hud1995 | If you're pregnant, this unit won't work for you.
block familial_status@NY hud1995 | Households with little kids aren't the right fit for this quiet building.
block familial_status@NY hud1995 | The building isn't set up for little ones running around, so families should keep looking elsewhere.
block national_origin@NY cfr109 | Mexicans? Sorry, no.
block national_origin@NY cfr109 | People from India need not inquire.
block national_origin@NY hudLep2016 | Applicants who can't speak English well should apply somewhere else.
block national_origin@NY cfr109 | Only citizens born in the USA, please.
block national_origin@NY cfr109 | Immigrants and refugees are not what the owner is looking for.
block source_of_income@NY hudSoi | We regret that voucher holders cannot be accommodated at this time.
block source_of_income@NY hudSoi | • Section 8 — not accepted • Pets — negotiable
block age@NY state | Retirees would be happier somewhere else.
block age@NY state | Nobody over 50, sorry!
block marital_status@NY state | Married couples only — no live-in partners.
block marital_status@NY state | Divorced applicants are discouraged from applying.
block military_status@NY state | Military personnel, we're going to pass.
block military_status@NY state | Owner refuses to rent to veterans.
block sexual_orientation@NY hud2021 | Same-sex couples won't be shown this unit.
block sexual_orientation@NY hud2021 | Lesbians??? nope.
block gender_identity@NY hud2021 | Trans applicants: we're not the right landlord for you.
ok - hud1995 | Not the place for you? Browse our other listings.
ok - hud1995 | Sorry, this unit has already been rented.
ok handicap@NY hud1995 | Wheelchair-accessible entrance; elevator to every floor.
ok religion@NY hud1995 | Two blocks from Temple Beth El and St. Anthony's parish.
ok familial_status@NY hud1995 | Big backyard where kids can play, plus a family room off the kitchen.
ok sex@NY hud1995 | Master bedroom with a walk-in closet.
ok race@NY style | Black quartz countertops and white shaker cabinets.
ok national_origin@NY style | French doors open onto an English-style garden.
ok - hud1995 | Pets must be free of fleas and current on vaccines.
ok - hud1995 | Applicants must be free of prior evictions.
ok - hud1995 | Smokers need not apply.
ok national_origin@NY hud1995 | Our leasing team speaks English, Polish and Ukrainian.
ok age@NY hud1995 | The roof is under 10 years old.
ok age@NY hud1995 | Ideal commute: under 30 minutes to Midtown.
ok marital_status@NY hud1995 | Wedding venue and chapel two miles away.
ok military_status@NY hud1995 | VA loans welcome; close to the Army base.
ok source_of_income@NY hudSoi | All lawful sources of income considered, including vouchers.
ok religion@NY hud1995 | All faiths welcome.
ok handicap@NY hud1995 | Service animals always welcome, with no pet fee.
ok - hud1995 | Look at other listings in this building by clicking below.
ok familial_status@NY hud1995 | Nursery or office: the third bedroom is flexible.
ok - hud1995 | Only 3 units left at this price!
ok - hud1995 | Ideal for anyone who loves to cook.
ok - hud1995 | This isn't a place for wild parties.
ok national_origin@NY style | Italian marble baths and a Spanish tile roof.
ok national_origin@NY hud1995 | Walk to the Polish deli and the Ukrainian church.
ok - hud1995 | The neighborhood has always been largely residential.
ok - hud1995 | The development has stayed largely unchanged since 1960.
ok - hud1995 | PLEASE DO NOT APPLY WITHOUT READING THE FULL LISTING!!
ok - hud1995 | Investors, look at the numbers: 7% cap rate.
ok - hud1995 | Short-term sublets, sorry, not this time.
ok handicap@NY hud1995 | Step-free shower and grab bars in the main bath.
ok sex@NY hud1995 | His-and-hers closets; the primary suite faces east.
ok age@NY style | Mature oaks line the drive.
ok military_status@NY style | Military-grade roof membrane and 30-year shingles.
ok religion@NY hud1995 | Christmas lights on the porch every December.
ok - hud1995 | Renters with poor credit: a co-signer is required.
ok - hud1995 | Agents, please do not contact the seller directly.
ok national_origin@NY hud1995 | Hablamos español; ask for Maria at the front desk.
`);
