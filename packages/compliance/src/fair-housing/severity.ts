import type { ComplianceSeverity } from '@pp/contract';
import type { ProtectedClass, RuleKind } from './types';

type Row = Partial<Record<RuleKind, ComplianceSeverity>>;

// An explicit preference, limitation or exclusion blocks (42 U.S.C. §3604(c)); saying who the home
// suits or who lives there warns, except by race, color, religion or national origin, where 24 CFR
// §109.20 lists the descriptions themselves ("white private home", "Jewish home") as unlawful.
const STEERING: Row = {
  exclude: 'block',
  prefer: 'block',
  suits: 'block',
  describe: 'block',
  welcome: 'warn',
  bare: 'warn',
};
const DEFAULT: Row = { exclude: 'block', prefer: 'block', suits: 'warn', describe: 'warn' };

/** The severity of a rule kind for a class; undefined means the words are lawful as used. */
export const SEVERITY: Record<ProtectedClass, Row> = {
  race: STEERING,
  color: STEERING,
  religion: STEERING,
  national_origin: STEERING,
  sex: { ...DEFAULT, welcome: 'warn' },
  handicap: DEFAULT,
  familial_status: DEFAULT,
  marital_status: DEFAULT,
  age: DEFAULT,
  // Accepting vouchers is lawful everywhere and a preference for them harms no protected class.
  source_of_income: { exclude: 'block' },
  // A preference for veterans favours the protected class; only refusing them is unlawful.
  military_status: { exclude: 'block', prefer: 'warn', suits: 'warn' },
  // Who a home suits warns (HUD 1995 memo), as for sex and disability; review-13, -20 and -21 label it so.
  sexual_orientation: { exclude: 'block', prefer: 'block', suits: 'warn', describe: 'warn' },
  gender_identity: { exclude: 'block', prefer: 'block', suits: 'warn', describe: 'warn' },
};

export const severityOf = (c: ProtectedClass, kind: RuleKind): ComplianceSeverity | undefined =>
  SEVERITY[c][kind];

const RANK: Record<ComplianceSeverity, number> = { block: 2, warn: 1 };
export const stronger = (a: ComplianceSeverity, b: ComplianceSeverity): boolean => RANK[a] > RANK[b];

/** What the rule kind did, for the reason. */
export const KIND_TEXT: Record<RuleKind, string> = {
  exclude: 'excludes people',
  prefer: 'states a preference or limitation',
  suits: 'says who the home suits',
  describe: 'describes the residents or neighbors',
  welcome: 'singles out one group, which reads as a preference',
  bare: 'describes people rather than the property',
};
