import { CAPACITY_PHRASES } from './capacity-to-sign';
import { AID_PLURALS, AIDS } from './vocabulary/handicap';

/**
 * Phrases with a disability word that are not about who may live in the home, masked before class
 * words are read (acceptable.ts). The HUD 1995 memo reaches a ban on wheelchairs because it bans the
 * people who use them; a building that lends none ("no wheelchairs provided; bring your own", "no
 * loaner walkers") limits no one. "Able-bodied volunteers needed" and "physically fit movers wanted"
 * recruit workers, not tenants (§3604(c) is about the sale or rental of a dwelling). "Able-bodied
 * tenants only" and "no wheelchairs" still block: only the supplied aid and the worker are masked.
 */
const SUPPLIED = [
  'provided',
  'supplied',
  'lent',
  'loaned',
  'on loan',
  'for loan',
  'to borrow',
  'for rent',
  'rentals',
];
const ABLE = ['able bodied', 'physically fit', 'fit', 'strong'];
const WORKERS = [
  'volunteer',
  'volunteers',
  'helper',
  'helpers',
  'mover',
  'movers',
  'worker',
  'workers',
  'laborer',
  'laborers',
  'crew',
  'staff',
  'handyman',
  'help wanted',
];

export const NOT_RESIDENTS: readonly string[] = [
  ...[...AIDS, ...AID_PLURALS].flatMap((aid) => [
    ...SUPPLIED.map((s) => `${aid} ${s}`),
    `loaner ${aid}`,
    `rental ${aid}`,
  ]),
  ...ABLE.flatMap((a) => WORKERS.map((w) => `${a} ${w}`)),
  ...CAPACITY_PHRASES,
];
