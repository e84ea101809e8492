import type { DraftTone } from '@pp/contract';
import type { Phrasebook } from './phrasebook';

const headline = (tone: DraftTone, label: string, place: string): string => {
  const where = place ? ` in ${place}` : '';
  if (tone === 'friendly') return `${label}${where}!`;
  if (tone === 'luxury') return `${label}: an exceptional residence${where}`;
  return `${label}${where}`;
};

const plural = (count: number, n: string, one: string, many: string) => `${n} ${count === 1 ? one : many}`;

export const ENGLISH: Phrasebook = {
  locale: 'en-US',
  labels: {
    just_listed: { sale: 'Just listed', rent: 'Now for rent' },
    open_house: { sale: 'Open house', rent: 'Open house' },
    price_reduced: { sale: 'Price reduced', rent: 'Rent reduced' },
    under_contract: { sale: 'Under contract', rent: 'Application pending' },
    just_sold: { sale: 'Just sold', rent: 'Just rented' },
  },
  offMarket: 'Off the market',
  hashtags: {
    just_listed: { sale: 'JustListed', rent: 'ForRent' },
    open_house: { sale: 'OpenHouse', rent: 'OpenHouse' },
    price_reduced: { sale: 'PriceReduced', rent: 'ForRent' },
    under_contract: { sale: 'UnderContract', rent: 'ForRent' },
    just_sold: { sale: 'JustSold', rent: 'JustRented' },
  },
  marketTags: {
    realEstate: 'RealEstate',
    city: (city) => `${city}RealEstate`,
    forSale: 'HomeForSale',
    forRent: 'HomeForRent',
    agent: 'Realtor',
  },
  callsToAction: {
    professional: {
      just_listed: 'Contact me for details or to schedule a private showing.',
      open_house: 'Stop by, or contact me to schedule a private showing.',
      price_reduced: 'Contact me for details or to schedule a showing.',
      under_contract: 'Looking for a home like this one? Contact me about similar homes nearby.',
      just_sold: 'Thinking of selling? Contact me for a free market analysis.',
    },
    friendly: {
      just_listed: 'Send me a message and come see it!',
      open_house: 'Come say hi, I would love to show you around!',
      price_reduced: 'Send me a message to see it before it is gone!',
      under_contract: 'Missed this one? Message me and I will find you the next one!',
      just_sold: 'Thinking about a move? Let’s talk!',
    },
    luxury: {
      just_listed: 'Private showings by appointment.',
      open_house: 'You are invited to an exclusive preview. Private showings by appointment.',
      price_reduced: 'Private showings by appointment.',
      under_contract: 'For similar residences, contact me in confidence.',
      just_sold: 'For a confidential consultation on your own property, contact me.',
    },
  },
  headline,
  openHouse: (when) => (when ? `Open house: ${when}` : 'Open house: contact me for the times.'),
  openHouseWhen: (day, start, end) => `${day}, ${end ? `${start}–${end}` : start}`,
  dayFormat: { weekday: 'short', month: 'short', day: 'numeric' },
  reduced: (now, before) => (before ? `Now ${now}, was ${before}.` : `New price: ${now}.`),
  soldFor: (price) => `Sold for ${price}.`,
  perMonth: '/mo',
  beds: (count, n) => plural(count, n, 'bed', 'beds'),
  baths: (count, n) => plural(count, n, 'bath', 'baths'),
  area: (n) => `${n} sq ft`,
  marketplaceShort: (type, beds, baths) =>
    [beds === null ? null : `${beds} Bed`, baths === null ? null : `${baths} Bath`, type]
      .filter(Boolean)
      .join(' '),
};
