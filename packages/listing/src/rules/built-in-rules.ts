import type {
  ListingSource,
  ReaderDomKey,
  ReaderRuleField,
  TReaderRulePath,
  TReaderRules,
  TSourceRules,
} from '@pp/contract';
import { REALTOR_RULES } from './built-in-realtor';
import { REDFIN_RULES } from './built-in-redfin';
import { TRULIA_RULES } from './built-in-trulia';
import { ZILLOW_RULES } from './built-in-zillow';

/**
 * The rules shipped inside the reader: the record paths, input paths and label words the code readers
 * used to keep in their own source, moved here as data (issue 25), in the format the API serves. A
 * published rule set is laid over these (its entries first), so a site change is answered without a
 * release, and a rule set that says nothing about a source leaves the shipped behaviour exactly as it was.
 */
export const BUILT_IN_READER_RULES: TReaderRules = {
  version: 1,
  created_at: '2026-11-20T00:00:00.000Z',
  note: 'Built into the reader; published rule sets are laid over it.',
  sources: {
    realtor: REALTOR_RULES,
    redfin: REDFIN_RULES,
    trulia: TRULIA_RULES,
    zillow: ZILLOW_RULES,
  },
};

/** A rule set's rules for one source laid over the built-in ones: its entries first, the shipped ones after. */
export const effectiveSourceRules = (
  rules: TReaderRules | null | undefined,
  source: ListingSource,
): TSourceRules => {
  const built = BUILT_IN_READER_RULES.sources[source] ?? {};
  const over = rules && rules !== BUILT_IN_READER_RULES ? (rules.sources[source] ?? {}) : {};
  const labels: Partial<Record<ReaderRuleField, string[]>> = { ...built.labels };
  for (const [field, words] of Object.entries(over.labels ?? {}) as [ReaderRuleField, string[]][])
    labels[field] = [...words, ...(labels[field] ?? [])];
  const recordPaths: TReaderRulePath[] = [...(over.record_paths ?? []), ...(built.record_paths ?? [])];
  const fields: Record<string, TReaderRulePath[]> = { ...built.record_fields };
  for (const [name, paths] of Object.entries(over.record_fields ?? {}))
    fields[name] = [...paths, ...(fields[name] ?? [])];
  // Printed-page selectors the same way: a published selector is tried before the shipped ones.
  const dom: Partial<Record<ReaderDomKey, string[]>> = { ...built.dom_fields };
  for (const [name, selectors] of Object.entries(over.dom_fields ?? {}) as [ReaderDomKey, string[]][])
    dom[name] = [...selectors, ...(dom[name] ?? [])];
  return {
    embedded: over.embedded ?? built.embedded,
    text: over.text ?? built.text,
    labels,
    record_paths: recordPaths,
    record_roots: [...(over.record_roots ?? []), ...(built.record_roots ?? [])],
    record_fields: fields,
    dom_fields: dom,
  };
};

/** The label words of `field`, in the order to try them. */
export const labelsFor = (rules: TSourceRules | undefined, field: ReaderRuleField): string[] =>
  rules?.labels?.[field] ?? [];

/** The first label of `field` that `rows` holds a value for (rows never hold empty values). */
export const rowByLabels = (
  rows: Map<string, string>,
  rules: TSourceRules | undefined,
  field: ReaderRuleField,
  normalise: (label: string) => string = (l) => l,
): string | null => {
  for (const label of labelsFor(rules, field)) {
    const value = rows.get(normalise(label));
    if (value) return value;
  }
  return null;
};
