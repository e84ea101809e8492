/**
 * The second reader (packages/compliance/src/fair-housing/reader) on review sets it has not seen:
 * for each set N given (default 34-38), the reader and its severity reader are trained on every
 * labelled line except set N and the sets after it, and the set is read by the rules alone and by
 * the rules plus those readers. Prints caught / blocked / false alarms (%) for both, and how many
 * violations only the readers caught or blocked, and how many descriptions of the fixture listing pages
 * (real ad copy, bench/fixture-descriptions.ts) the readers warn on: review sets' look-alikes are hard
 * sentences, not ordinary copy, and a change that holds on them can still warn on plain listings. The
 * rules were tuned on most of these sets, so the rules' own figures are not blind; the reader's gain
 * is. `npm run bench:reader [-- 36 37]`. Training takes a few seconds a set.
 */
import path from 'node:path';
import type { LabelledSentence } from '../packages/compliance/src/fair-housing/corpus/corpus';
import { measure } from '../packages/compliance/src/fair-housing/corpus/measure';
import { checkFairHousingRules } from '../packages/compliance/src/fair-housing/engine';
import { type Readers, readerFindings } from '../packages/compliance/src/fair-housing/reader/reader-findings';
import { upgradeBySeverity } from '../packages/compliance/src/fair-housing/reader/severity-upgrade';
import { scoreWith, trainReader } from '../packages/compliance/src/fair-housing/reader/train-reader';
import { trainingCorpus } from '../packages/compliance/src/fair-housing/reader/training-corpus';
import { fixtureDescriptions } from './fixture-descriptions';

const corpusDir = path.join(import.meta.dirname, '../packages/compliance/src/fair-housing/corpus');
const sets = process.argv.slice(2).map(Number);
// Real ad copy: the readers' false alarms where it matters most, beside the review sets' look-alikes.
const listings = await fixtureDescriptions();

const warned = (texts: readonly string[], readers: Readers) =>
  texts.filter((t) => readerFindings(t, checkFairHousingRules(t, { state: 'NY' }), 'NY', readers).length > 0)
    .length;

for (const n of sets.length > 0 ? sets : [34, 35, 36, 37, 38]) {
  const laterThanOrSame = (file: string) => {
    const m = /^review-(\d+)(?:-b)?\.ts$/.exec(file);
    return m !== null && Number(m[1]) >= n;
  };
  const { examples, severities } = await trainingCorpus(laterThanOrSame);
  const model = trainReader(examples);
  const severity = trainReader(severities);
  const readers = {
    violation: (t: string) => scoreWith(model, t),
    exclusion: (t: string) => scoreWith(severity, t),
  };
  const module = (await import(path.join(corpusDir, `review-${n}.ts`))) as Record<string, unknown>;
  const set = module[`REVIEW_${n}`] as LabelledSentence[];
  const options = (s: LabelledSentence) => (s.state ? { state: s.state } : {});
  const rules = measure(set, (s) => checkFairHousingRules(s.text, options(s)));
  const both = measure(set, (s) => {
    const ruled = upgradeBySeverity(
      s.text,
      checkFairHousingRules(s.text, options(s)),
      s.state,
      readers.exclusion,
    );
    return [...ruled, ...readerFindings(s.text, ruled, s.state, readers)];
  });
  console.info(
    `review-${n} (readers trained on ${examples.length} lines without it): rules ${rules.violations_caught_pct}% caught / ${rules.exclusions_blocked_pct}% blocked / ${rules.false_alarms_pct}% false alarms; rules + readers ${both.violations_caught_pct}% / ${both.exclusions_blocked_pct}% / ${both.false_alarms_pct}% (${both.counts.caught - rules.counts.caught} caught and ${both.counts.blocked - rules.counts.blocked} blocked by the readers only); ${warned(listings, readers)} of ${listings.length} fixture listing descriptions warned by the readers`,
  );
}
