import { parseCorpus } from './corpus';

/**
 * Issue 22: refusals said in other words than the stock ones (a blind measure found these families
 * missed; the sentences here are written anew from the sources, not taken from it), with look-alikes
 * that must stay clean. Source of income blocks only where the state protects it.
 */
export const PARAPHRASES_22 = parseCorpus(`
block source_of_income@CA hudSoi | Cozy 1BR; rent needs to come from a paycheck, not a program.
block source_of_income@NJ hudSoi | Landlord will not sign HAP contracts, sorry.
block source_of_income@WA hudSoi | Only W-2 income, no agency payments.
block source_of_income@NY hudSoi | Apartamento de 2 cuartos, no cupones.
block source_of_income@MA hudSoi | Apatman pou lwe, nou pa aksepte Seksyon 8.
warn source_of_income@GA hudSoi | Earned income only, no payments from charities.
warn source_of_income@TX hudSoi | Rent has to come from your job, not the government.
ok source_of_income@NY hudSoi | Income 3x rent; pay stubs, benefit letters and voucher paperwork all accepted.
ok source_of_income@CA hudSoi | Pay your rent yourself online, or have your housing authority pay us directly.
ok source_of_income@OR hudSoi | Steps from the job center and the county programs office.
ok source_of_income@NJ hudSoi | We sign HAP contracts and welcome every lawful source of income.
block handicap cfr100202 | Hi! Happy to set up a showing. Quick question first, what's your diagnosis?
block handicap cfr100202 | Does your daughter take any psychiatric medication?
block handicap fheo202001 | Strict no-pet building, no exceptions, even for emotional support animals.
block handicap fheo202001 | Pet deposit applies to all service animals.
block handicap cfr10070 | Residents with mobility challenges would be more comfortable at our garden-level property.
ok handicap fheo202001 | No pets. Assistance animals are not pets and pay no pet fee.
ok handicap fha3602h | No illegal drugs on the premises; smoking outside only.
ok handicap cfr100202 | Can you meet the lease terms and the rent each month?
block national_origin hudLep2016 | Tenant must be comfortable conversing in English with the super.
block national_origin cfr10070 | Honestly, new arrivals to the US tend to struggle in this building.
block national_origin cfr100 | Cosigner must be US-born.
ok national_origin hudLep2016 | Lease and notices are in English; we are glad to arrange an interpreter.
block gender_identity hud2021 | Gender on your application must match the sex you were born with.
block gender_identity hud2021 | Room for rent, no transitioning roommates.
ok gender_identity hud2021 | Smooth transition from indoor to outdoor living with folding doors.
block military_status@IL state | Sorry, no one who might get deployed mid-lease.
warn military_status@GA state | No active duty tenants, long leases only.
ok military_status@WA state | Ten minutes to the base, military clause in every lease.
block religion cfr109 | #blessedhome Hoping to find like-minded believers for the upstairs unit.
ok religion cfr109 | Like-minded cyclists will love the bike storage room.
block familial_status cfr100 | Sunny 1BR on the third floor 👶🚫
block familial_status cfr100 | Townhouse for rent 🚫🧒 🚫🐈
ok familial_status cfr100 | Big yard and swing set 👶🧒 welcome, 🚫 smoking indoors.
block source_of_income@IL hudSoi | Tenant pays rent from their own salary, not through an agency.
block source_of_income@CO hudSoi | No housing authority payments accepted for this unit.
ok source_of_income@IL hudSoi | Salary, benefits or a voucher: any lawful income counts toward 3x rent.
ok source_of_income@WA hudSoi | Autopay from your bank; no cash or money orders.
block handicap fheo202001 | Service dogs are subject to the $400 pet deposit.
block handicap cfr100202 | Can you manage three flights of stairs on your own?
ok handicap cfr100202 | Three flights of stairs, no elevator; ground-floor units open in June.
ok handicap fheo202001 | Support animals never pay pet rent here.
block national_origin hudLep2016 | English conversational skills required to live here.
ok national_origin hudLep2016 | Spanish and English spoken in the leasing office.
block gender_identity hud2021 | Tenants must dress as their biological sex in common areas.
ok gender_identity hud2021 | Government photo ID and proof of income required.
block military_status@NY state | In the military? This place won't work, sorry.
ok military_status@NY state | Veterans and active-duty families: ask about our military discount.
block religion cfr109 | Prefer fellow believers, #faithfamily.
ok religion cfr109 | Fellow hikers will love the trailhead across the street.
ok familial_status cfr100 | Nursery 👶 painted last spring, ❌ no carpet anywhere.
`);
