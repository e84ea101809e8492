import { parseCorpus } from './corpus';

/**
 * Issue 22's leftover families, written for the rules built against them (none copied from a blind
 * set): a home described as grown-up (warn) beside explicit exclusions of children (block); Mexican
 * and Caribbean Spanish child words; age preferences (warn federally, block where the state protects
 * age; "mature" wanted or preferred stays a familial-status block, as the corpus has it); the old HUD
 * catch words said of people (warn) or of things (ok); and disability words not about residents.
 * About two in five are look-alikes that must stay ok.
 */
export const LEFTOVERS_22 = parseCorpus(`
# Familial status described (warn) or excluded (block): 42 U.S.C. §3604(c), HUD 1995 memo.
warn familial_status hud1995 | More of a grown-up building, quiet evenings.
warn familial_status hud1995 | It's a grown-up complex with a rooftop lounge.
warn familial_status hud1995 | Adult-oriented community close to the golf course.
warn familial_status hud1995 | Grown-up living in a restored brick warehouse.
block familial_status hud1995 | Works best for people without kids.
block familial_status hud1995 | Better suited to folks without little ones.
block familial_status hud1995 | Households with minors will not be considered.
block familial_status hud1995 | No one under 18 may reside in the unit.
ok familial_status hud1995 | Grown-up finishes: honed marble and walnut cabinetry.
ok familial_status hud1995 | A grown-up palette of greys and navy throughout.

# Mexican and Caribbean Spanish child words (HUD LEP guidance; §3604(c) in any language).
block familial_status hudLep2007 | No se aceptan nenes.
block familial_status hudLep2007 | Cuarto en renta, sin chamaquitos.
block familial_status hudLep2007 | No nenes, no mascotas.
block familial_status hudLep2007 | No se admiten chiquitos ni críos.
block familial_status hudLep2007 | No rentamos a parejas con morros.
ok familial_status hudLep2007 | Se aceptan nenes y mascotas.
ok familial_status hudLep2007 | Cerca de la escuela de los chamaquitos.
ok familial_status hudLep2007 | Morros de piedra en el jardín.

# Age: not a federal class (familial status aside); the jurisdiction table decides where it blocks.
block familial_status hud1995 | Prefer a mature renter for the upstairs unit.
warn age hud1995 | Prefer older tenants for the quiet floor.
block age@NY state | Prefer older tenants for the quiet floor.
warn age hud1995 | No one under 30, please.
block age@NJ state | No one under 30, please.
warn age@TX state | Applicants must be over 40.
block age@NY state | Applicants must be over 40.
ok age hud1995 | Applicants must be 18 or older to sign the lease.
ok age hud1995 | Mature oak trees shade the back deck.

# Old HUD catch words (24 CFR §109.20(b)(6)): said of who may live there, or of a thing.
warn race cfr109 | Exclusive building for the right people.
warn race cfr109 | Restricted community, call for details.
warn race cfr109 | Select clientele only.
warn race cfr109 | Looking for the right kind of tenants.
warn race cfr109 | Private community for the chosen few.
ok race cfr109 | Exclusive listing with our brokerage.
ok race cfr109 | Exclusive agent for the seller.
ok race cfr109 | Restricted parking after 6 pm.
ok race cfr109 | Deed-restricted subdivision with a small HOA fee.
ok race cfr109 | Private community pool and fitness center.
ok race cfr109 | Exclusive use of the rooftop terrace.
ok - cfr109 | The right buyer will love the harbor views.

# Disability words not about residents, and capacity to sign (HUD 1995 memo; 24 CFR §100.202(c)).
ok handicap hud1995 | No wheelchairs provided; bring your own.
ok handicap hud1995 | Able-bodied volunteers needed for the spring cleanup.
ok handicap hud1995 | Physically fit movers wanted for Saturday.
ok handicap hud1995 | Loaner wheelchairs available at the front desk.
block handicap hud1995 | No wheelchairs or scooters in the apartments.
warn handicap cfr100202 | Must be fit to sign the lease.
block handicap cfr100202 | Must be mentally fit to sign the lease.
ok handicap cfr100202 | Must be of legal age to sign the lease.
`);
