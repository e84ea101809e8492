import type { ListingSource, TDesignRate, TFieldSeries, THealthFlag } from '@pp/contract';

/**
 * Rates from fewer reads than this are not compared: two reads of which one failed is a 50% "drop"
 * that says nothing about a site, and an operator who is paged for noise stops reading the flags.
 */
export const MIN_REPORTS = 5;

/** The share of its rate a field may lose before it is flagged (issue 25: "fell by a fifth"). */
export const DROP_SHARE = 0.2;

/** A new design with no established design of its source to compare against is low below this. */
export const LOW_RATE = 0.5;

/** Filled over seen, rounded so answers compare cleanly; 0 when nothing was seen. */
export const rateOf = (filled: number, reports: number) =>
  reports > 0 ? Math.round((filled / reports) * 10_000) / 10_000 : 0;

/** True when `rate` is a fifth or more below `before` (relative, so a rarely filled field counts too). */
export const fellByAFifth = (before: number, rate: number) => before > 0 && rate <= before * (1 - DROP_SHARE);

/** The UTC day (YYYY-MM-DD) `n` days before `day`. */
export const daysBefore = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** (a) Each source/field whose rate fell by a fifth or more from one calendar day to the next. */
function fieldDrops(fields: TFieldSeries[]): THealthFlag[] {
  const flags: THealthFlag[] = [];
  for (const { source, field, days } of fields) {
    const byDay = new Map(days.map((d) => [d.day, d]));
    for (const today of days) {
      const before = byDay.get(daysBefore(today.day, 1));
      if (!before || before.reports < MIN_REPORTS || today.reports < MIN_REPORTS) continue;
      if (fellByAFifth(before.rate, today.rate))
        flags.push({
          kind: 'field_drop',
          source,
          field,
          day: today.day,
          previous_rate: before.rate,
          rate: today.rate,
        });
    }
  }
  return flags;
}

/**
 * (b) Each design first seen since `newSince` that reads a fifth or more worse than its source's
 * established designs over the window together (or below LOW_RATE when the source has none yet).
 */
function lowNewDesigns(designs: TDesignRate[], newSince: string): THealthFlag[] {
  const isNew = (d: TDesignRate) => d.first_seen >= newSince;
  const baselines = new Map<ListingSource, { filled: number; reports: number }>();
  for (const d of designs.filter((x) => !isNew(x))) {
    const b = baselines.get(d.source) ?? { filled: 0, reports: 0 };
    // The rate is per field-read; weighting by reports gives the source's rate over all its reads.
    baselines.set(d.source, { filled: b.filled + d.rate * d.reports, reports: b.reports + d.reports });
  }
  return designs
    .filter((d) => isNew(d) && d.reports >= MIN_REPORTS)
    .flatMap((d): THealthFlag[] => {
      const b = baselines.get(d.source);
      const baseline = b && b.reports >= MIN_REPORTS ? rateOf(b.filled, b.reports) : null;
      const low = baseline === null ? d.rate < LOW_RATE : fellByAFifth(baseline, d.rate);
      if (!low) return [];
      const { source, fingerprint, first_seen, rate } = d;
      return [{ kind: 'new_design', source, fingerprint, first_seen, rate, baseline_rate: baseline }];
    });
}

/** The operators' flags, drops first, each list in the order of its input. */
export function flagExtractionHealth(input: {
  fields: TFieldSeries[];
  designs: TDesignRate[];
  /** First day (YYYY-MM-DD) on which a design counts as new: the window's first day. */
  newSince: string;
}): THealthFlag[] {
  return [...fieldDrops(input.fields), ...lowNewDesigns(input.designs, input.newSince)];
}
