/**
 * CPU cost of the Fair Housing checker alone, for A/B runs between two checkouts (the issue's budget:
 * under 1 ms per 1,000 characters). Prints process CPU ms per 1,000 characters over
 *   (a) every fair-housing corpus sentence, deduplicated and joined into
 *       texts of about 2,000 characters, and
 *   (b) the real listing descriptions of claims/corpus/listings/*.json.
 *
 *   node --import tsx bench/compliance-fh-cpu.ts [repo root=this checkout] [passes=3]
 *
 * One checkout per process: timing two in one process biases the second by 7-25% (JIT and heap state),
 * so compare by alternating separate processes (two checkouts with the same corpus files: the sentences
 * are read from each), e.g.
 *   for i in 1 2 3 4; do for r in /work/main .; do npm run -s bench:compliance-cpu -- $r; done; done
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './median';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const passes = Number(process.argv[3] ?? 3);
const fh = path.join(root, 'packages/compliance/src/fair-housing');
const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
// The whole check (rules and second reader) where a root has one; an older root's engine.ts otherwise.
const whole = path.join(fh, 'check-fair-housing.ts');
const { checkFairHousing } = (await load(existsSync(whole) ? whole : path.join(fh, 'engine.ts'))) as {
  checkFairHousing: (text: string) => unknown;
};

/** Every string `text` under a corpus module's exports (sentences are { text, label, ... } objects). */
const texts = (v: unknown, out: Set<string>, depth = 0): void => {
  if (depth > 6 || v === null || typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  if (!Array.isArray(v) && typeof o.text === 'string') out.add(o.text);
  else for (const x of Object.values(o)) texts(x, out, depth + 1);
};

const sentences = new Set<string>();
const corpusDir = path.join(fh, 'corpus');
for (const f of readdirSync(corpusDir).sort()) {
  if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
  texts(await load(path.join(corpusDir, f)), sentences);
}

/** Sentences joined into texts of about `size` characters, as a long listing description would be. */
const joined = (all: Iterable<string>, size = 2000) => {
  const out: string[] = [];
  let current = '';
  for (const s of all) {
    current = current ? `${current} ${s}` : s;
    if (current.length >= size) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
};

const listingsDir = path.join(root, 'packages/compliance/src/claims/corpus/listings');
const descriptions = readdirSync(listingsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map(
    (f) =>
      JSON.parse(readFileSync(path.join(listingsDir, f), 'utf8')) as { listing: { description?: string } },
  )
  .flatMap((j) => (j.listing.description ? [j.listing.description] : []));

/** Median over `passes` of CPU ms per 1,000 characters; `reps` repeats short sets so a pass is not noise. */
const cpuPerThousand = (set: readonly string[], reps: number) => {
  const chars = set.reduce((n, t) => n + t.length, 0) * reps;
  for (const t of set) checkFairHousing(t); // warm-up: compile regexes, JIT
  const rounds: number[] = [];
  for (let p = 0; p < passes; p++) {
    const start = process.cpuUsage();
    for (let i = 0; i < reps; i++) for (const t of set) checkFairHousing(t);
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 1000 / (chars / 1000));
  }
  return median(rounds);
};

const long = joined(sentences);
const a = cpuPerThousand(long, 1);
const b = cpuPerThousand(descriptions, 40);
const chars = (s: readonly string[]) => s.reduce((n, t) => n + t.length, 0).toLocaleString('en-US');
console.info(
  `${root}  joined ${a.toFixed(3)} ms/1k (${long.length} texts, ${chars(long)} chars)  ` +
    `descriptions ${b.toFixed(3)} ms/1k (${descriptions.length} texts, ${chars(descriptions)} chars)`,
);
