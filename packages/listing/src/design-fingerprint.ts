import { discoverJson } from './layers/json-discovery';

/**
 * A fingerprint of a page's design for the extraction health report (issue 25): a hash of the sorted
 * set of structural markers — script ids, the key names at the root of its embedded JSON, and class-name
 * families (a class without its hashes and numbers: `StyledPrice-c11n-8-84-3__sc-1x2y` → `styledprice`).
 * Pages of one design share it whatever home they show; a redesign changes it. Only names a design
 * gives its markup go in, never a value: no URL, id, address or agent.
 */

/** A name kept as a marker: letters first, no digits run (ids and hashes are not design). */
const NAME = /^[A-Za-z_$][A-Za-z_$-]{1,60}$/;

const family = (className: string): string | null => {
  const head = className.split(/__|--|-[a-z0-9]*\d/)[0]?.toLowerCase() ?? '';
  return NAME.test(head) ? head : null;
};

/** FNV-1a, 32 bits, as 8 hex digits: stable across runs and builds, cheap, and not reversible to markers. */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};

export const designMarkers = (document: Document): string[] => {
  const markers = new Set<string>();
  for (const script of Array.from(document.getElementsByTagName('script')))
    if (script.id && NAME.test(script.id)) markers.add(`script#${script.id}`);
  for (const root of discoverJson(document)) {
    if (typeof root.value !== 'object' || root.value === null || Array.isArray(root.value)) continue;
    for (const key of Object.keys(root.value)) if (NAME.test(key)) markers.add(`json.${key}`);
  }
  for (const el of Array.from(document.querySelectorAll('[class]')).slice(0, 3000))
    for (const name of (el.getAttribute('class') ?? '').split(/\s+/)) {
      const f = family(name);
      if (f) markers.add(`.${f}`);
    }
  return [...markers].sort();
};

export const designFingerprint = (document: Document): string => fnv1a(designMarkers(document).join('\n'));
