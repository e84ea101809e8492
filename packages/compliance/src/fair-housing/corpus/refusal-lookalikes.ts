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
`);
