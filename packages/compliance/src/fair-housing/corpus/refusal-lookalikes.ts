import { parseCorpus } from './corpus';

/**
 * Look-alikes of the refusal shapes (refusal-shapes.ts, issue 22), written on 2026-11-26 with them, so
 * not blind: the same frames about a thing ("the dishwasher isn't available until the 15th", "we're not
 * moving forward with the renovation"), class-like words on the property or the area ("cane sugar
 * factory", "scooter parking"), greetings ("Ladies and gentlemen, welcome"), inclusive
 * lists ("Families, singles and retirees are all welcome"). Each must raise nothing (HUD 1995 memo).
 */
export const REFUSAL_LOOKALIKES = parseCorpus(`
ok - hud1995 | If the stairs are a concern, our ground-floor units might be a better fit.
ok - hud1995 | Need more space? Look at our other listings in the complex.
ok - hud1995 | Not a fan of carpet? The owner is replacing it in June.
ok - hud1995 | Prefer a yard? Check out the townhomes on Elm St.
ok - hud1995 | The garage is going to be repainted next week.
ok - hud1995 | Unit is going to the first qualified applicant who signs.
ok - hud1995 | The dishwasher isn't available until the 15th.
ok - hud1995 | Parking is not available to guests after 10 pm.
ok - hud1995 | We're not moving forward with the renovation until spring.
ok - hud1995 | Offers will not be reviewed until Monday.
ok - hud1995 | Our team is happy to help you find something else if this one doesn't fit.
ok - hud1995 | Families, singles and retirees are all welcome here.
ok - hud1995 | Everyone welcome — open house Sunday 1-3.
ok - hud1995 | Open to all applicants who meet the income criteria.
ok - hud1995 | Kids, couples, roommates and seniors are all encouraged to apply.
ok - hud1995 | The old sofa would look out of place in the new living room.
ok - hud1995 | Our leasing office is not what it used to be: now fully renovated.
ok - hud1995 | Two blocks from the congregation hall and a farmers market.
ok - hud1995 | Walker-friendly paths and benches throughout the park.
ok - hud1995 | Cane sugar factory turned into lofts.
ok - hud1995 | Scooter parking in the basement.
ok - hud1995 | The owner's preference is a 12-month lease.
ok - hud1995 | Quiet buildings have always been our sweet spot.
ok - hud1995 | Move-in specials are the landlord's priority this month.
ok - hud1995 | Sorry, the unit at 12 Elm is no longer available.
ok - hud1995 | Expect a lot of light in the mornings.
ok - hud1995 | This listing is not for sale; rent only.
ok - hud1995 | Tenants will feel right at home in this cozy bungalow.
ok - hud1995 | We cannot accept cash for deposits.
ok - hud1995 | Apply online; we process applications within two days.
ok - hud1995 | Ladies and gentlemen, welcome to your new home!
ok - hud1995 | Hey folks, open house this Saturday.
ok - hud1995 | Guys, this one won't last — schedule a tour today.
ok - hud1995 | Parents will appreciate the fenced yard.
ok - hud1995 | All faiths, backgrounds and family types welcome.
ok - hud1995 | Close to Temple Beth El and St. Mary's church.
ok - hud1995 | Buyers who want more space should look at the four-bedroom on Oak.
ok - hud1995 | We won't rent to anyone who fails the credit check.
ok - hud1995 | Applicants with prior evictions should look elsewhere.
ok - hud1995 | Smokers would feel out of place in this non-smoking building.
ok - hud1995 | Sorry, this unit has been rented.
ok - hud1995 | We're holding an open house Saturday from 1 to 4.
ok - hud1995 | The owner is only comfortable with a 12-month lease.
ok - hud1995 | Applications will not be processed without a photo ID.
ok - hud1995 | The yard isn't set up for a pool, but there's room for a garden.
ok - hud1995 | Too many offers already, so we're not accepting more.
ok - hud1995 | The rooftop is best for sunsets.
ok - hud1995 | If you're looking for a quiet street, keep reading.
ok - hud1995 | Got a car? Two parking spaces included.
ok - hud1995 | Got a dog? The park is two blocks away.
ok - hud1995 | Not interested in yard work? The HOA handles landscaping.
ok - hud1995 | Prefer city views? Ask about unit 12B.
ok - hud1995 | Christmas lights on the block every December.
ok - hud1995 | Family room opens onto the patio.
ok - hud1995 | The basement is not a fit for a home gym because of the low ceiling.
ok - hud1995 | Elevator building, so no stairs to worry about.
ok - hud1995 | Near Temple Israel and the JCC.
ok - hud1995 | Walk-in closet in the primary suite.
ok - hud1995 | Roommates welcome; each bedroom has its own bath.
ok - hud1995 | Seniors discount at the gym next door.
ok - hud1995 | The owner is passing on the repairs to the buyer.
ok - hud1995 | We will not rent to anyone without verifiable income.
ok - hud1995 | Tenants who smoke should look elsewhere.
ok - hud1995 | Applicants must pass a background check.
ok - hud1995 | No parties, no smoking, no exceptions.
ok - hud1995 | The owner won't accept offers contingent on financing.
ok - hud1995 | Perfect for entertaining: open kitchen and big deck.
ok - hud1995 | Pets are welcome; service animals never need a deposit.
ok - hud1995 | Everyone is welcome to apply regardless of background.
ok - hud1995 | Grandma's old sewing room makes a great office.
ok - hud1995 | The gentleman's farm sits on five acres.
ok - hud1995 | Great for commuters — five minutes to the train.
ok - hud1995 | Move-in ready; the seller is done with updates.
ok - hud1995 | The listing agent will pass along all offers.
ok - hud1995 | Ask about our accessible ground-floor units.
ok - hud1995 | We accept all forms of lawful income, including vouchers.
ok - hud1995 | This unit goes fast every year.
ok - hud1995 | The unit is going to be available on June 1.
ok - hud1995 | You'll be better off calling than emailing.
ok - hud1995 | • Two bedrooms, thin walls between units, quiet building.
ok - hud1995 | UNMARKED PARKING, NO RESERVED SPOTS.
ok - hud1995 | Owner has asked us to show the unit only on weekends.
ok - hud1995 | Is commuting a concern? The bus stops at the corner.
ok - hud1995 | Are you a gardener? The backyard has raised beds.
ok - hud1995 | Your kids would love the playground across the street.
ok - hud1995 | We're only showing this on Tuesdays and Thursdays.
ok - hud1995 | Looking for a tenant who doesn't mind a small kitchen.
ok - hud1995 | Folks who like to cook will love the gas range.
ok - hud1995 | Because of the stairs, we can't accept large furniture deliveries after 6 pm.
ok - hud1995 | Any applicants will be screened with the same criteria.
ok - hud1995 | Buyers are unlikely to find a better price in this zip code.
ok - hud1995 | Only serious buyers will be considered.
ok - hud1995 | The owner isn't open to renting month-to-month.
ok - hud1995 | Newcomers to the city may want to consider the nearby community center.
ok - hud1995 | Children's play area and community garden on site.
ok - hud1995 | Mothers' Day brunch at the clubhouse.
ok - hud1995 | A quiet roommate is preferred by the current tenants.
ok - hud1995 | Persons interested should apply online.
ok - hud1995 | Owner will only entertain offers above $500K.
ok - hud1995 | Are you a cyclist? Bike storage in the basement.
ok - hud1995 | Young trees along the street give shade.
ok - hud1995 | Sorry, we are not renting parking spaces separately.
ok - hud1995 | The landlord won't go below the asking rent.
ok - hud1995 | Parents of the previous owner built this home in 1952.
ok - hud1995 | Women's club meets in the community room on Tuesdays.
ok - hud1995 | Single-car garage; no street parking.
ok - hud1995 | Married to the area? So are we.
ok - hud1995 | Hey, are you looking for light? South-facing windows.
ok - hud1995 | Absolutely no smoking anywhere on the property!!!
ok - hud1995 | Seeking a quiet tenant; no parties.
ok - hud1995 | The co-op board requires a 20% down payment.
ok - hud1995 | Wheelchair-accessible entrance and elevator.
ok - hud1995 | Immigrant history museum is a short walk away.
ok - hud1995 | Applicants must not have been evicted in the last five years.
ok - hud1995 | Catholic University is a ten-minute drive.
ok - hud1995 | Applicants need to apply by Friday.
ok - hud1995 | Kids' room has built-in shelves.
ok - hud1995 | Plz no calls after 9.
ok - hud1995 | Do you have a truck? The driveway fits two.
ok - hud1995 | Divorced from the hustle of downtown, yet close to everything.
ok - hud1995 | The owner is looking to lease to a tenant with good credit.
ok - hud1995 | Anyone paying with a credit card will be charged a 3% fee.
ok - hud1995 | Our building doesn't do short-term rentals, never has.
ok - hud1995 | Two baths? Make it three after the basement remodel.
ok - hud1995 | The neighbors are welcoming and the block party is every June.
ok - hud1995 | The landlord has a strong preference for automatic rent payments.
ok - hud1995 | Lighter paint colors make the rooms feel bigger.
ok - hud1995 | Incomplete applications will be set aside.
ok - hud1995 | If you're relocating, we can do a virtual tour.
ok - hud1995 | The upstairs neighbor is quiet and works from home.
ok - hud1995 | Buyers who want a pool should consider the model on Elm.
ok - hud1995 | Sorry, we cannot rent to tenants without renters insurance.
ok - hud1995 | This unit is meant for a single car, not two.
ok - hud1995 | We're holding out for a full-price offer.
ok - hud1995 | A landlord looking for long-term tenants.
ok - hud1995 | Owner asks that only serious buyers apply.
ok - hud1995 | Save yourselves the commute: five minutes to downtown.
ok - hud1995 | Not renting the garage separately right now.
ok - hud1995 | Tenants must be at least 18 to sign the lease.
ok - hud1995 | Se renta casa con tres recámaras.
ok - hud1995 | Solo para personas con buen crédito.
ok - hud1995 | Lo siento, no hay estacionamiento.
ok - hud1995 | Late applications are being declined by the management company.
ok - hud1995 | The owner is steering clear of long renovations.
ok - hud1995 | Quiet tenants are the landlord's preferred tenants.
ok - hud1995 | We're focusing on the kitchen remodel this spring.
ok - hud1995 | Military time on the thermostat schedule.
ok - hud1995 | Applicants with prior evictions will be screened out.
# Listing copy and look-alikes of the probe above (one false alarm at first contact, left out: a description of seniors).
ok - hud1995 | Hate to say it, but this one won't last the weekend.
ok - hud1995 | Owner's daughter says the roof was replaced in 2019.
ok - hud1995 | The building has a no-smoking policy.
ok - hud1995 | Adults and kids alike enjoy the pool.
ok - hud1995 | Roomie wanted!! Must be tidy, sorry messy folks.
ok - hud1995 | Applicants with incomplete forms will be asked to resubmit.
ok - hud1995 | If you have questions, this listing agent is happy to help.
ok - hud1995 | Landlord is old-school and prefers paper checks.
ok - hud1995 | We'd be a better fit for someone who wants a big yard.
ok - hud1995 | Applicants — expect a quick turnaround, usually 24 hours.
ok - hud1995 | Stairs everywhere, so this isn't meant for heavy furniture.
ok - hud1995 | Owner would love a quick closing, no contingencies.
ok - hud1995 | Tenants need not bother with snow removal; the landlord handles it.
ok - hud1995 | Heads up: landlord won't lease to anyone with a prior eviction.
ok - hud1995 | Applications are not being accepted at this time.
ok - hud1995 | Do you have a home office? The den has built-in desks.
ok - hud1995 | We're all set for the open house, thanks.
ok - hud1995 | Are you a gardener? This backyard will meet your needs.
ok - hud1995 | Households with two cars will love the double driveway.
ok - hud1995 | Sorry, the showing is full.
ok - hud1995 | Walker's paradise: cafes, shops and the farmers market within three blocks.
ok - hud1995 | Sellers are motivated and will consider all reasonable offers.
ok - hud1995 | The sellers are relocating for work and passing on their beloved garden.
ok - hud1995 | Original 1920s woodwork; the previous owners were careful not to paint over it.
ok - hud1995 | The HOA rejects no reasonable architectural requests.
ok - hud1995 | This home is going to the highest bidder at Sunday's auction.
ok - hud1995 | The buyer's agent will be credited at closing.
ok - hud1995 | Guys, don't miss this one — price just dropped!
ok - hud1995 | Ladies' night at the wine bar down the street every Thursday.
ok - hud1995 | Perfect for anyone who loves to entertain.
ok - hud1995 | Great for a home office, gym, or guest room.
ok - hud1995 | Close to St. Joseph's church, the library and two parks.
ok - hud1995 | The congregation next door hosts a summer fair every July.
ok - hud1995 | Minutes from the Naval Air Station and the VA clinic.
ok - hud1995 | Families in the neighborhood gather at the park on weekends.
ok - hud1995 | If you need more room, ask about the four-bedroom next door.
ok - hud1995 | Need help with financing? Our lender can pre-approve you today.
ok - hud1995 | We're happy to work with your agent.
ok - hud1995 | Sorry, no showings on Sundays.
ok - hud1995 | Unfortunately the seller cannot offer a home warranty.
ok - hud1995 | The owner will not accept contingent offers.
ok - hud1995 | We regret that the pool is closed for the season.
ok - hud1995 | Landlord pays water, sewer and trash.
ok - hud1995 | This isn't your average condo: 12-foot ceilings and a private roof deck.
ok - hud1995 | Not your typical starter home.
ok - hud1995 | Not a drive-by! Come see the inside.
ok - hud1995 | Don't let the exterior fool you — the inside is fully renovated.
ok - hud1995 | Kids will love the treehouse and the huge backyard.
ok - hud1995 | Your family will love the open floor plan.
ok - hud1995 | Your dog will love the fenced yard.
ok - hud1995 | Your kids can walk to three schools.
ok - hud1995 | Tired of renting? This could be your first home.
ok - hud1995 | Looking for a fixer-upper? This one has great bones.
ok - hud1995 | No HOA, no flood zone, no problem.
ok - hud1995 | Move-in ready, no work needed.
ok - hud1995 | Not in a flood zone.
ok - hud1995 | The third bedroom is not a legal bedroom (no closet).
ok - hud1995 | Stairs may be difficult to navigate with large furniture.
ok - hud1995 | The unit is on the third floor with no elevator.
ok - hud1995 | Application fee is $50 per adult.
ok - hud1995 | Occupancy limit of two persons per bedroom per city code.
ok - hud1995 | We welcome applicants of all backgrounds.
ok - hud1995 | Equal Housing Opportunity.
ok - hud1995 | We comply with all fair housing laws and welcome everyone.
ok - hud1995 | Reasonable accommodations available for persons with disabilities on request.
ok - hud1995 | Service animals and emotional support animals are not pets and are always allowed.
ok - hud1995 | Section 8 vouchers accepted.
ok - hud1995 | We do not discriminate on the basis of source of income.
ok - hud1995 | Pets considered on a case-by-case basis.
ok - hud1995 | The seller prefers a quick close.
ok - hud1995 | The landlord prefers a two-year lease.
ok - hud1995 | Owner would rather sell than rent.
ok - hud1995 | Rent includes heat and hot water; tenant pays electric.
ok - hud1995 | Great bones, needs a little TLC — bring your vision.
ok - hud1995 | Offers due Monday at noon; seller reserves the right to reject any offer.
ok - hud1995 | Bring your walker? No need — it's all one level with no steps.
ok - hud1995 | Gentle slope to the front door; no stairs.
ok - hud1995 | Priced to sell — don't wait!
ok - hud1995 | Backup offers welcome.
# Look-alikes of the second probe (0 of 20 false alarms at first contact).
ok - hud1995 | The property owner has decided against repainting the exterior.
ok - hud1995 | Owner isn't interested in trades or lease-to-own.
ok - hud1995 | Due to liability concerns, trampolines are not allowed.
ok - hud1995 | Our ideal resident is quiet, pays on time and recycles.
ok - hud1995 | THIS IS NOT A DRILL: PRICE REDUCED.
ok - hud1995 | Would you describe yourself as handy? This one needs a little work.
ok - hud1995 | A couple of updates would really suit this home.
ok - hud1995 | No international shipping on the furniture sale, thx.
ok - hud1995 | Landlord prefers to avoid long vacancies.
ok - hud1995 | Gay Street is two blocks away.
ok - hud1995 | The board has voted not to approve any more rentals this year.
ok - hud1995 | Young crowd at the brewery on weekends.
ok - hud1995 | We've been told to keep the walls white.
ok - hud1995 | Kindly refrain from parking on the lawn.
ok - hud1995 | Women-owned brokerage serving the area since 1998.
ok - hud1995 | The ideal candidate for this fixer would be a contractor.
ok - hud1995 | Please don't inquire before reading the full listing.
ok - hud1995 | Owner has decided this unit is not for sale.
ok - hud1995 | Unit unsuitable for a grand piano due to the stairs.
ok - hud1995 | Sorry, owner already chose a buyer.
`);
