import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { JURISDICTION_TABLE } from './jurisdiction-table';
import type { ProtectedClass } from './types';

export type StateClass = (typeof STATE_PROTECTED_CATEGORIES)[number];

/** One state (or 'US') protecting one class, with the statute that says so. */
export type Protection = { category: StateClass; state: string; citation: string; url: string };

const parse = (table: string): Protection[] =>
  table
    .trim()
    .split('\n')
    .map((line) => {
      const [head = '', citation = '', url = ''] = line.split(' | ');
      const [category = '', state = ''] = head.split(' ');
      if (
        !(STATE_PROTECTED_CATEGORIES as readonly string[]).includes(category) ||
        !/^[A-Z]{2}$/.test(state)
      ) {
        throw new Error(`jurisdiction table: bad row "${line}"`);
      }
      return { category: category as StateClass, state, citation: citation.trim(), url: url.trim() };
    });

export const STATE_PROTECTIONS: readonly Protection[] = parse(JURISDICTION_TABLE);

const BY_CLASS = new Map<StateClass, Protection[]>();
for (const p of STATE_PROTECTIONS) BY_CLASS.set(p.category, [...(BY_CLASS.get(p.category) ?? []), p]);

export const isFederalClass = (c: ProtectedClass): boolean =>
  (FAIR_HOUSING_CATEGORIES as readonly string[]).includes(c);

/** Where a class is protected: 'US' for the federal seven, else the states of the table. */
const FEDERAL = ['US'];
const STATES_OF = new Map([...BY_CLASS].map(([c, rows]) => [c as ProtectedClass, rows.map((r) => r.state)]));
export const jurisdictionsOf = (c: ProtectedClass): string[] =>
  isFederalClass(c) ? [...FEDERAL] : [...(STATES_OF.get(c) ?? [])];

const LABEL: Record<StateClass, string> = {
  source_of_income: 'Source of income',
  marital_status: 'Marital status',
  age: 'Age',
  military_status: 'Military status',
  sexual_orientation: 'Sexual orientation',
  gender_identity: 'Gender identity',
};

/**
 * Whether a state-class finding blocks where the agent works. A class with a 'US' row (sexual
 * orientation, gender identity) keeps its severity everywhere; otherwise only a state whose statute
 * names the class blocks, and an unknown or other state gets a warning that says why.
 */
export const applyJurisdiction = (
  c: ProtectedClass,
  severity: 'block' | 'warn',
  state: string | undefined,
): { severity: 'block' | 'warn'; note: string } => {
  if (isFederalClass(c)) return { severity, note: '' };
  const rows = BY_CLASS.get(c as StateClass) ?? [];
  const label = LABEL[c as StateClass];
  const states = rows.filter((r) => r.state !== 'US').map((r) => r.state);
  const code = state?.trim().toUpperCase();
  const here = rows.find((r) => r.state === code);
  if (here) return { severity, note: ` ${label} is protected in ${here.state} (${here.citation}).` };
  const federal = rows.find((r) => r.state === 'US');
  if (federal)
    return { severity, note: ` ${label}: ${federal.citation}; also state law in ${states.length} states.` };
  const where = ` ${label} is protected in ${states.join(', ')}`;
  if (!code) return { severity: 'warn', note: `${where}; your state is unknown, so this is a warning.` };
  return {
    severity: 'warn',
    note: `${where}, not by ${code} statute (check city or county ordinances), so this is a warning.`,
  };
};
