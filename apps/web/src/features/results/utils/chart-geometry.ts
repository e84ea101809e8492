/** A "nice" top of the y axis: 1, 2 or 5 times a power of ten, at least 1. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Bars for a daily series: x, width and heights in a `width` x `height` box. */
export function barLayout(
  days: Array<{ clicks: number; leads: number }>,
  width: number,
  height: number,
): { max: number; slot: number; bars: Array<{ x: number; clicks: number; leads: number }> } {
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.clicks, d.leads))));
  const slot = width / Math.max(1, days.length);
  return {
    max,
    slot,
    bars: days.map((d, i) => ({
      x: i * slot,
      clicks: (d.clicks / max) * height,
      leads: (d.leads / max) * height,
    })),
  };
}
