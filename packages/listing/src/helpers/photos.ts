/** A photo candidate: its URL, its width when the page says, and the key shared by all sizes of it. */
export type PhotoCandidate = { url: string; width?: number | null | undefined; key: string };

/** One URL per photo, the widest size of each, in the order the page first shows them. */
export const dedupePhotos = (candidates: Iterable<PhotoCandidate>): string[] => {
  const best = new Map<string, { url: string; width: number }>();
  for (const c of candidates) {
    if (!/^https?:\/\//i.test(c.url)) continue;
    const width = c.width ?? 0;
    const seen = best.get(c.key);
    if (!seen || width > seen.width) best.set(c.key, { url: c.url, width });
  }
  return [...best.values()].map((p) => p.url);
};

/** The widest of a list of sized sources ({url, width}). */
export const widestSource = (sources: unknown): { url: string; width: number } | null => {
  if (!Array.isArray(sources)) return null;
  let best: { url: string; width: number } | null = null;
  for (const s of sources) {
    if (typeof s !== 'object' || s === null) continue;
    const { url, width } = s as { url?: unknown; width?: unknown };
    if (typeof url !== 'string') continue;
    const w = typeof width === 'number' ? width : 0;
    if (!best || w > best.width) best = { url, width: w };
  }
  return best;
};
