import { type Fact, type FactKind, readerOf } from './described-facts';
import { phraseAt } from './grammar';
import { TENANT_LISTED_PHRASES } from './occupancy-listed';
import type { Token } from './tokenize';

/**
 * Who is in the home: "delivered vacant", "vacant at closing", "tenant-occupied", "tenants in
 * place", "owner-occupied", "se entrega desocupada". A vacant home where the description has
 * tenants (or tenants where it says vacant) is a contradiction. "Vacant lot" is land
 * (property-type.ts), and "currently leased" the listing's status (status.ts).
 */
type Who = 'vacant' | 'tenant' | 'owner';
const PHRASES = new Map<string, Who>([
  ...[
    'delivered vacant',
    'deliver vacant',
    'delivered empty',
    'vacant at closing',
    'vacant at close',
    'vacant on delivery',
    'vacant upon closing',
    'vacant possession',
    'currently vacant',
    'is vacant',
    'vacant and ready',
    'vacant & ready',
    'empty & ready',
    // Vacant in German, Italian, Polish and French sheets: "bezugsfrei", "libero subito", "wolne od zaraz".
    'bezugsfrei',
    'sofort frei',
    'libero subito',
    'libera subito',
    'wolne od zaraz',
    'libre de suite',
    'libre immédiatement',
    // "empty" of people only with its readiness or its time: "the pool is empty" says nothing of tenants.
    'empty and ready',
    'empty and move in ready',
    'currently empty',
    'now empty',
    'sits empty',
    // "Move-in ready and vacant": vacant joined to the home's readiness.
    'and vacant',
    'now vacant',
    'immediate occupancy',
    'immediate possession',
    'ocupación inmediata',
    'entrega inmediata',
    'vacant move in ready',
    'no tenants',
    'desocupada',
    'desocupado',
    'entrega desocupada',
    'vacía',
    // Delivered vacant in Spanish, Portuguese and French, either gender: "se entrega vacío", "entregue vazio"
    // ("libre" alone is free of liens too: "se entrega libre de gravámenes").
    ...['entrega', 'se entrega', 'entregue', 'livré', 'livrée'].flatMap((d) =>
      ['vacío', 'vacio', 'vacía', 'vacia', 'vazio', 'vazia', 'vide'].map((v) => `${d} ${v}`),
    ),
    'sin inquilinos',
    'libre de inquilinos',
    'livre de inquilinos',
  ].map((p): [string, Who] => [p, 'vacant']),
  ...[
    'tenant occupied',
    'tenants occupied',
    'tenant in place',
    'tenants in place',
    'tenant in possession',
    'occupied by tenant',
    'occupied by tenants',
    'long term tenant',
    'long term tenants',
    'existing tenant',
    'existing tenants',
    'current tenant',
    'current tenants',
    'leased through',
    'lease in place',
    'leases in place',
    'rented through',
    'rented until',
    // "fully rented at $9,800/mo": every unit let, with the rent roll to substantiate; alone ("a fully
    // leased 3-flat") the blind sets read it as no claim, so it counts only with its rent (below).
    'fully rented',
    'fully leased',
    'fully occupied',
    'fully tenanted',
    'con inquilino',
    'con inquilinos',
    'inquilino actual',
  ].map((p): [string, Who] => [p, 'tenant']),
  ...['owner occupied', 'owner occupant', 'owner occupied home'].map((p): [string, Who] => [p, 'owner']),
]);
const LISTED = new Map<string, Who>(TENANT_LISTED_PHRASES.map((p): [string, Who] => [p, 'tenant']));
const TRIGGERS = new Set([...PHRASES.keys(), ...LISTED.keys()].map((p) => p.split(' ')[0]!));
/** Occupancies that cannot both be true: a vacant home has no tenant; an owner's home has none either. */
const CLASH: Record<Who, readonly Who[]> = {
  vacant: ['tenant'],
  tenant: ['vacant', 'owner'],
  owner: ['tenant'],
};

/** After "fully rented", the rent it brings ("at $9,800/mo gross") is part of the one fact: the index after it. */
const rentRollEnd = (tokens: readonly Token[], next: number): number => {
  if (tokens[next]?.low !== 'at' || !tokens[next + 1]?.money) return next;
  let k = next + 2;
  while (/^(\/|mo|month|per|a|year|yr|gross|monthly|annually)$/.test(tokens[k]?.low ?? '')) k++;
  return k;
};

const occupancyFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const hit = phraseAt(tokens, i, PHRASES, 4);
    if (!hit) {
      const listed = phraseAt(tokens, i, LISTED, 5);
      if (listed)
        out.push({ from: i, next: listed.next, key: 'occupancy', value: 'tenant', listedOnly: true });
      if (listed) i = listed.next - 1;
      continue;
    }
    // "is vacant land", "currently vacant lot": land, not an empty home.
    if (/^(land|lot|lots|parcel|acreage|acres)$/.test(tokens[hit.next]?.low ?? '')) continue;
    // "ideal for owner-occupants", "potential owner occupied": who it could be, not who is there.
    if (/^(potential|future|prospective|ideal|perfect|for|would|could)$/.test(tokens[i - 1]?.low ?? ''))
      continue;
    const next = rentRollEnd(tokens, hit.next);
    if (tokens[i]!.low === 'fully' && next === hit.next) {
      i = next - 1;
      continue;
    }
    out.push({ from: i, next, key: 'occupancy', value: hit.value });
    i = next - 1;
  }
  return out;
};

export const OCCUPANCY_KIND: FactKind = {
  feature: 'occupancy',
  triggers: TRIGGERS,
  read: occupancyFacts,
  // Only an occupancy that clashes contradicts; another that does not (owner-occupied, delivered vacant) supports.
  agree: (p, l) => !CLASH[p.value as Who].includes(l.value as Who),
  show: (f) => (f.value === 'tenant' ? 'tenant-occupied' : f.value === 'owner' ? 'owner-occupied' : 'vacant'),
  noun: 'who occupies the home',
};

export const readOccupancy = readerOf(OCCUPANCY_KIND);
