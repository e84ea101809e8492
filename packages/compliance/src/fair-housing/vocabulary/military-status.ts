import type { ClassVocabulary } from '../types';
import { list } from './list';

/** Military and veteran status (state class): CA, CT, IL, NJ, NY, VA, WA (see the jurisdiction table). */
export const MILITARY_STATUS: ClassVocabulary = {
  category: 'military_status',
  source: 'state',
  reason: 'States a preference or limitation by military or veteran status',
  suggestion: 'Remove the reference to military service; VA financing may be stated as a financing term.',
  people: list(`
    veteran, service member, servicemember, military member, military personnel, soldier, marines, reservist,
    active duty member, active duty personnel, national guard member, military family, military families,
    military spouse, sailors, airmen, enlisted personnel, deployed soldier, active military, active duty
    military, military folks, guardsman, guardsmen, coast guard member, military retiree, serviceman, servicemen,
    servicewoman, servicewomen, troops, military dependents, military household, service family,
    navy family, army family, air force family, marine family, military brat, deployed personnel
  `),
  adjectives: list('military, active duty, enlisted, deployable'),
  // "vets" is also the animal clinic: only a people noun or a clause end ("not renting to vets") makes it people.
  ambiguous: list('vets, army, navy, air force, marine corps, national guard, coast guard'),
  // "una familia de la Marina", "familias del Ejército": a service family named by its branch (fh32).
  esPeople: list(`
    militares, veteranos, soldados, familias militares, familia militar, marinos, reservistas,
    familia de la marina, familias de la marina, familia de la armada, familias de la armada,
    familia del ejercito, familias del ejercito, familia de la fuerza aerea, familias de la fuerza aerea,
    familia de la guardia costera, familia de la guardia nacional, personal militar
  `),
  esAdjectives: list('veterano'),
};
