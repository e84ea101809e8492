/**
 * Street names compared as the Postal Service standardises them, so "24 Franklin Court" and
 * "24 Franklin Ct" are one street. Source: USPS Publication 28, Postal Addressing Standards,
 * Appendix C1 (street suffixes: the common suffix name → its standard abbreviation), Appendix C2
 * (secondary unit designators) and section 233 (directionals). The common suffixes only: a rare
 * one left out merely asks the agent to confirm, it never merges two different streets.
 */
const SUFFIXES: Record<string, string> = {
  alley: 'aly',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  bend: 'bnd',
  circle: 'cir',
  close: 'cls',
  court: 'ct',
  cove: 'cv',
  crossing: 'xing',
  drive: 'dr',
  expressway: 'expy',
  freeway: 'fwy',
  highway: 'hwy',
  hollow: 'holw',
  lane: 'ln',
  loop: 'loop',
  parkway: 'pkwy',
  place: 'pl',
  plaza: 'plz',
  point: 'pt',
  ridge: 'rdg',
  road: 'rd',
  square: 'sq',
  street: 'st',
  terrace: 'ter',
  trail: 'trl',
  turnpike: 'tpke',
  way: 'way',
  apartment: 'unit',
  apt: 'unit',
  suite: 'ste',
  building: 'bldg',
  floor: 'fl',
  unit: 'unit',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** "24 Franklin Court, Apt. 3" → "24 franklin ct apt 3": words lower-cased, standard abbreviations. */
export const standardStreet = (street: string): string =>
  street
    .toLowerCase()
    .replace(/#/g, ' unit ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => SUFFIXES[w] ?? w)
    .join(' ');
