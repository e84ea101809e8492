import type { DraftTone } from '@pp/contract';
import type { MarketplaceType, Phrasebook } from './phrasebook';

/**
 * Spanish as US Hispanic real-estate ads write it (issue 26: agents in Texas, Florida and California
 * post in both languages).
 *
 * Word choices, and why:
 * - "habitaciones", not "recámaras": recámara is Mexican usage (natural in Texas and California) but
 *   reads regional to Florida's Cuban, Puerto Rican, Venezuelan and Colombian buyers; habitación is
 *   understood everywhere the post goes and is what US Spanish-language listing portals print.
 * - "Se renta" / "rentada", not "se alquila": rentar is the US Spanish verb, on every yard sign.
 * - Professional and luxury posts speak to the reader as usted; friendly posts as tú, as agents do
 *   on their own social media. The headline and the details use neither, so either tone reads whole.
 * - "Vendida" is feminine for la casa / la propiedad, as the signs say, whatever the property type.
 */
const headline = (tone: DraftTone, label: string, place: string): string => {
  const where = place ? ` en ${place}` : '';
  // Spanish opens an exclamation as well as closing it.
  if (tone === 'friendly') return `¡${label}${where}!`;
  if (tone === 'luxury') return `${label}: una residencia excepcional${where}`;
  return `${label}${where}`;
};

const plural = (count: number, n: string, one: string, many: string) => `${n} ${count === 1 ? one : many}`;

/** The Marketplace form's property types, as the title names them. */
const TYPE_WORDS: Record<MarketplaceType, string> = {
  House: 'casa',
  // US Hispanic buyers say "townhouse"; "casa adosada" is Spain's.
  Townhouse: 'townhouse',
  Condo: 'condominio',
  Apartment: 'apartamento',
};

export const SPANISH: Phrasebook = {
  locale: 'es-US',
  labels: {
    just_listed: { sale: 'Se vende', rent: 'Se renta' },
    open_house: { sale: 'Casa abierta', rent: 'Casa abierta' },
    price_reduced: { sale: 'Precio reducido', rent: 'Renta reducida' },
    under_contract: { sale: 'Bajo contrato', rent: 'Solicitud pendiente' },
    just_sold: { sale: 'Vendida', rent: 'Rentada' },
  },
  offMarket: 'Fuera del mercado',
  // Hashtags without accents, as they are searched ("#BienesRaices" far outnumbers "#BienesRaíces").
  hashtags: {
    just_listed: { sale: 'SeVende', rent: 'SeRenta' },
    open_house: { sale: 'CasaAbierta', rent: 'CasaAbierta' },
    price_reduced: { sale: 'PrecioReducido', rent: 'SeRenta' },
    under_contract: { sale: 'BajoContrato', rent: 'SeRenta' },
    just_sold: { sale: 'Vendida', rent: 'Rentada' },
  },
  marketTags: {
    realEstate: 'BienesRaices',
    city: (city) => `BienesRaices${city}`,
    forSale: 'CasaEnVenta',
    forRent: 'CasaEnRenta',
    agent: 'Realtor',
  },
  callsToAction: {
    professional: {
      just_listed: 'Contácteme para más información o para agendar una visita privada.',
      open_house: 'Lo esperamos. También puede contactarme para agendar una visita privada.',
      price_reduced: 'Contácteme para más información o para agendar una visita.',
      under_contract:
        '¿Busca una propiedad como esta? Contácteme y le muestro opciones similares en la zona.',
      just_sold: '¿Piensa vender? Contácteme para un análisis de mercado gratuito.',
    },
    friendly: {
      just_listed: '¡Mándame un mensaje y agenda tu visita!',
      open_house: '¡Pasa a saludarme, con gusto te muestro la propiedad!',
      price_reduced: '¡Escríbeme y agenda tu visita antes de que alguien se te adelante!',
      under_contract: '¿Se te fue esta? ¡Escríbeme y te encuentro la próxima!',
      just_sold: '¿Piensas mudarte? ¡Hablemos!',
    },
    luxury: {
      just_listed: 'Visitas privadas con cita previa.',
      open_house: 'Le invitamos a una presentación exclusiva. Visitas privadas con cita previa.',
      price_reduced: 'Visitas privadas con cita previa.',
      under_contract: 'Para residencias similares, contácteme con toda confidencialidad.',
      just_sold: 'Para una consulta confidencial sobre su propiedad, contácteme.',
    },
  },
  headline,
  openHouse: (when) => (when ? `Casa abierta: ${when}` : 'Casa abierta: horario por confirmar.'),
  // "domingo 28 de mayo, de 1:00 p.m. a 4:00 p.m.": Spanish writes a range in words, not with a dash.
  openHouseWhen: (day, start, end) => `${day}, ${end ? `de ${start} a ${end}` : `a las ${start}`}`,
  // Whole words: short Spanish months differ between ICU versions ("sep"/"sept"), whole ones never do.
  dayFormat: { weekday: 'long', month: 'long', day: 'numeric' },
  reduced: (now, before) => (before ? `Ahora ${now}, antes ${before}.` : `Nuevo precio: ${now}.`),
  soldFor: (price) => `Vendida en ${price}.`,
  perMonth: '/mes',
  beds: (count, n) => plural(count, n, 'habitación', 'habitaciones'),
  baths: (count, n) => plural(count, n, 'baño', 'baños'),
  // "2 baños completos y 1 medio baño", as listings spell it out where there is room (the title's
  // short form keeps the classified ads' "2.5 baños").
  fullAndHalf: (full, half, f, h) =>
    `${plural(full, f, 'baño completo', 'baños completos')} y ${plural(half, h, 'medio baño', 'medios baños')}`,
  area: (n) => `${n} pies cuadrados`,
  // "casa de 3 hab. y 2 baños": the title is short, and "hab." is the classified ads' abbreviation.
  marketplaceShort: (type, beds, baths, num) => {
    const rooms = [
      beds === null ? null : `${num(beds)} hab.`,
      baths === null ? null : plural(baths, num(baths), 'baño', 'baños'),
    ];
    const what = rooms.filter(Boolean).join(' y ');
    return what ? `${TYPE_WORDS[type]} de ${what}` : TYPE_WORDS[type];
  },
};
