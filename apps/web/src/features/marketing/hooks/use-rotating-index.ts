import { useEffect, useState } from 'react';
import { takeHandoffIndex } from '../utils/pre-hydration-rotation';

/** An index that advances every `intervalMs` and wraps at `length` (the hero's word, PRODUCT.md §9 2000 ms). */
export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const handoff = takeHandoffIndex();
    if (handoff !== undefined && handoff < length) setIndex(handoff);
    if (length < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(id);
  }, [length, intervalMs]);
  return index;
}
