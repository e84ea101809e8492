import type {
  ListingSource,
  ReaderRuleField,
  TReaderRulePath,
  TReaderRules,
  TSourceRules,
} from '@pp/contract';

/**
 * The rules shipped inside the reader: the record paths and label words the code readers used to keep
 * in their own source, moved here as data (issue 25). A published rule set is laid over these (its
 * entries first), so a site change is answered without a release, and a rule set that says nothing
 * about a source leaves the shipped behaviour exactly as it was.
 */
export const BUILT_IN_READER_RULES: TReaderRules = {
  version: 1,
  created_at: '2026-11-20T00:00:00.000Z',
  note: 'Built into the reader; published rule sets are laid over it.',
  sources: {
    realtor: {
      // The Redux state of the page (in some builds nested once more), then older page props.
      record_paths: [
        ['props', 'pageProps', 'initialReduxState', 'propertyDetails', 'propertyDetails'],
        ['props', 'pageProps', 'initialReduxState', 'propertyDetails'],
        ['props', 'pageProps', 'property'],
        ['props', 'pageProps', 'initialProps', 'property'],
        ['props', 'pageProps', 'initialState', 'propertyDetails'],
        ['props', 'pageProps', 'listing'],
      ],
    },
    redfin: {
      // The details sections' and key-details tiles' labels, as the page prints them.
      labels: {
        baths_full: ['# of Full Bathrooms', 'Bathrooms Full', 'Full Bathrooms'],
        baths_half: ['# of Half Bathrooms', 'Bathrooms Half', 'Half Bathrooms'],
        living_area_sqft: ['Living Area (Sq. Ft.)', 'Finished Sq. Ft.', 'Total Sq. Ft.'],
        year_built: ['Year Built', 'Built'],
        property_type: ['Property Type', 'Style'],
        lot_size: ['Lot Size'],
        mls_id: ['MLS#'],
      },
    },
    zillow: {
      // The facts-and-features lists' labels, compared lower case.
      labels: {
        beds: ['bedrooms'],
        baths_full: ['full bathrooms', 'bathrooms full'],
        baths_half: ['1/2 bathrooms', 'half bathrooms'],
        lot_size: ['lot size', 'size'],
        year_built: ['year built'],
        property_type: ['home type', 'property subtype'],
      },
    },
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
  return {
    embedded: over.embedded ?? built.embedded,
    text: over.text ?? built.text,
    labels,
    record_paths: recordPaths,
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
