import { list } from '../vocabulary/list';
import type { LabelledSentence } from './corpus';
import { ADJECTIVE_CONSTRUCTIONS, PEOPLE_CONSTRUCTIONS } from './grid';

/**
 * The grid's acceptable half: the same constructions about things and about people who are no
 * protected class (smokers, pets, late payers), and the class words used for things (HUD 1995 memo:
 * descriptions of the property, its rooms, styles, facilities and landmarks are lawful). Every sentence
 * must pass; a finding is a false alarm.
 */
const THINGS = list(`
  pets, smokers, dogs over 40 pounds, waterbeds, short-term rentals, parties, subletting, late payers,
  tenants with prior evictions, cosigners, cash offers, lowball offers, motorcycles, RVs, space heaters
`);
// Attributes a landlord may require: conduct, credit, ability to pay (HUD 1995 memo allows "non-smoker").
const ATTRIBUTES = list(`
  pre-approved, a non-smoker, a good fit for the HOA rules, able to pass a background check,
  current on rent, responsible for utilities, financially qualified, insured
`);

const ok = (text: string): LabelledSentence => ({
  text,
  label: 'ok',
  category: null,
  state: 'NY',
  source: 'hud1995',
});
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (template: string, slot: string, w: string) =>
  template
    .split(/(?<=[.?!] )/)
    .map((p) => (p.startsWith(slot) ? cap(p.replace(slot, w)) : p.replace(slot, w)))
    .join('');

// The frames that make sense about a thing; "live on this block" and "someone X" are about people.
const THING_FRAMES = PEOPLE_CONSTRUCTIONS.filter(
  (c) =>
    !/applications from|discouraged|happier|interested in renting|we prefer|landlord wants/i.test(c.template),
);
const ATTRIBUTE_FRAMES = ADJECTIVE_CONSTRUCTIONS.filter((c) => /must be|should be|are you/i.test(c.template));

// Class words naming things: colours, styles, rooms, facilities, landmarks, holidays, loans, access.
const PROPERTY = `
White shaker cabinets, black matte fixtures and brown leather barstools stay with the home.
Spanish Colonial Revival with Mexican tile, French doors and an English garden.
Walking distance to St. Mary's Catholic Church, Temple Beth El and the Islamic Center.
Master bedroom with a walk-in closet; the family room opens to the deck.
Mother-in-law suite with its own entrance; bachelor apartment over the garage.
Kosher kitchen with two sinks and two dishwashers.
Wheelchair-accessible entrance, roll-in shower and grab bars in every bath.
Near the VA medical center, the military base gate and the senior center.
Section 8 and all lawful sources of income welcome.
VA and FHA loans welcome; seller pays up to 3% of closing costs.
Gay Street address in the West Village, steps from the park.
Straight shot to downtown on the express bus.
The Chinese elm and the Japanese maple shade the patio.
Italian marble counters and Belgian block driveway.
Irish pub and a Mexican bakery on the corner.
Kids' playroom in the basement, nursery next to the primary suite.
Adult pool hours are posted at the clubhouse.
The neighborhood is mostly single-family homes with big yards.
The building is full of natural light.
Lots of trees line this block.
Quiet block; the street is mostly brick rowhouses.
Great home for entertaining, with an open kitchen and a wet bar.
Perfect for a home office or a guest room.
Ideal for gardeners: raised beds and a greenhouse.
Best suited to buyers who want a low-maintenance yard.
Not suitable for large trucks: the driveway is narrow.
Sorry, no showings on Sundays.
No HOA, no flood zone, no stairs to the entry.
Must be pre-approved; proof of funds with every offer.
Only 10 minutes to the beach.
Only two units left in this phase.
Cash buyers only: the property will not qualify for financing.
Young trees and mature landscaping throughout.
The older wing was renovated in 2019; the younger orchard is still growing.
Senior discount at the gym next door.
Christmas lights on the whole street in December; happy holidays from our team.
Close to Jewish Community Center, the mosque and three churches.
Deaf-friendly doorbell lights and a visual fire alarm are installed.
We rent to everyone regardless of race, religion, national origin, sex, disability or familial status.
We never turn away Section 8 tenants.
Families with children are welcome.
Not just for retirees: everyone is welcome.
We do not discriminate against families with kids.
Pregnancy is never a reason we decline an application.
All are welcome; equal housing opportunity.
Military families welcome, VA loans accepted.
The home is not for sale to investors who plan to flip it.
Married or single, everyone gets the same application.
Sober living environment: no alcohol or drugs on the premises.
No smoking anywhere on the property, including balconies.
Applicants must have a credit score of 650 or more.
Income must be three times the rent; all sources counted.
Are you a first-time buyer? Ask about down payment programs.
First-time buyers, this one is for you!
Handicap parking space right by the front door.
The neighborhood is full of coffee shops and bakeries.
Only a little work needed: new addition in 2019 with a separate entrance.
Perfect for a little home office; the sellers benefit from a quick close.
Code of Ethics: our agents follow the NAR standards.
Engage with neighbors at the monthly block party.
Army green shutters and navy blue door.
Indigenous plants and a rain garden in the front yard.
Separated dining room and an engaged fireplace surround.
Near the cancer center and the autism therapy clinic.
New windows, depression-era details preserved.
`;

export const GRID_LOOKALIKES: LabelledSentence[] = [
  ...THING_FRAMES.flatMap((c) => THINGS.map((w) => ok(fill(c.template, '{X}', w)))),
  ...ATTRIBUTE_FRAMES.flatMap((c) => ATTRIBUTES.map((w) => ok(fill(c.template, '{A}', w)))),
  ...PROPERTY.split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(ok),
];
