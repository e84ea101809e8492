import { list } from './list';

/**
 * Class-free nouns the rules join to a class word: who ("Christian tenants", "inquilinos cristianos"),
 * where ("Christian neighborhood", "comunidad cristiana") and what ("Catholic school", "senior discount":
 * a facility or service named by the word, which describes the property, HUD 1995 memo).
 */

/** People a class word can describe; plurals are listed because these are matched as written. */
export const PEOPLE_NOUNS = list(`
  tenant, tenants, renter, renters, buyer, buyers, resident, residents, people, person, persons, family,
  families, applicant, applicants, occupant, occupants, neighbor, neighbors, neighbour, neighbours, roommate,
  roommates, housemate, housemates, individual, individuals, folks, folk, couple, couples,
  lessee, lessees, boarder, boarders, lodger, lodgers, holder, holders, recipient, recipients, user, users,
  household, households, professional, professionals, worker, workers, parents, members, member,
  mother, mothers, mom, moms, father, fathers, dad, dads, grandparents, grandparent, guardians, guardian,
  prospects, guests, guest, newcomer, newcomers, arrivals, transplants, nationals, national, pair, pairs, duo, occupancy, types, sorts, participants, patients, student, students, estudiante, estudiantes, man, woman, men, women, lady, ladies, girl, girls, guy, guys,
  inquilino, inquilinos, inquilina, inquilinas, arrendatario, arrendatarios, personas, persona, familia,
  familias, gente, vecinos, vecino, compradores, comprador, solicitantes, pareja, parejas, residentes,
  ocupantes, companeros, companeras, companero, companera, hombres, mujeres, senoras, senores,
  crowd, bunch, profesional, profesionales, trabajador, trabajadores, trabajadora, trabajadoras
`);

/** Places whose people a class word describes ("Italian neighborhood"). */
export const COMMUNITY_NOUNS = list(`
  neighborhood, neighborhoods, neighbourhood, community, communities, area, enclave, district, population,
  demographic, demographics, clientele, part of town, section of town, side of town, crowd,
  barrio, vecindario, comunidad, zona, colonia, vecindad
`);

/** Homes and settings; only a word that names no thing ("Christian", not "white") joins these. */
export const HOME_NOUNS = list(`
  home, homes, house, household, households, residence, environment, atmosphere, values, lifestyle, living,
  setting, building, complex, development, hogar, casa, ambiente, edificio,
  block, street, cul de sac, subdivision, calle, cuadra
`);

/**
 * A class word followed by one of these names a thing (a school, a church, a discount, a ramp): the
 * words describe the property or the area's facilities and are not about who may live there.
 */
export const FACILITY_NOUNS = list(`
  school, schools, church, churches, temple, synagogue, mosque, chapel, cathedral, gurdwara, center, centre,
  college, university, academy, hospital, clinic, park, playground, play, room, rooms, market, grocery,
  restaurant, restaurants, cuisine, food, bakery, deli, store, shops, shop, club, museum, cemetery, discount,
  discounts, base, ramp, ramps, accessible, access, lift, entrance, entry, parking, friendly, garden, pool,
  library, festival, heritage, style, styled, revival, architecture, tile, tiles, marble, granite, doors,
  door, bathroom, shower, of, quarter, town, village, hill, street, avenue, lane, road, boulevard, stall,
  stalls, space, spaces, spot, spots, shul, masjid, parish, iglesia, escuela, parque, mercado, restaurante, tienda, descuento,
  centro, estilo, friendly, home loan, loan, loans, benefits, cuisine, menu, festival, meals
`);
