/**
 * Fair Housing rule engine (packages/compliance/src/fair-housing): how much it catches and how fast,
 * on the labelled corpus it was built against and on the held-out set written after it was built.
 * Rates: violations caught (any finding on a warn or block sentence), explicit exclusions blocked
 * (a block finding on a block sentence), false alarms (any finding on an acceptable sentence). Each
 * sentence is checked with the agent's state it is labelled with.
 * Speed: CPU time (process.cpuUsage, which other workloads on a shared machine do not inflate) per
 * 1,000 characters, over up to REPS passes (at least TARGET_CHARS characters) of each set sentence by sentence, and over the set's sentences
 * joined into listing-length texts of about 1,500 characters. Budget: < 1 ms per 1,000 characters.
 */
import { writeFileSync } from 'node:fs';
import { LISTINGS } from '../packages/compliance/src/claims/corpus/listings';
import { checkFairHousing } from '../packages/compliance/src/fair-housing/check-fair-housing';
import type { LabelledSentence } from '../packages/compliance/src/fair-housing/corpus/corpus';
import { HELD_OUT } from '../packages/compliance/src/fair-housing/corpus/held-out';
import { CORPUS } from '../packages/compliance/src/fair-housing/corpus/index';
import { measure } from '../packages/compliance/src/fair-housing/corpus/measure';
import { REVIEW_7 } from '../packages/compliance/src/fair-housing/corpus/review-7';
import { REVIEW_8 } from '../packages/compliance/src/fair-housing/corpus/review-8';
import { REVIEW_9 } from '../packages/compliance/src/fair-housing/corpus/review-9';
import { REVIEW_10 } from '../packages/compliance/src/fair-housing/corpus/review-10';
import { REVIEW_11 } from '../packages/compliance/src/fair-housing/corpus/review-11';
import { REVIEW_12 } from '../packages/compliance/src/fair-housing/corpus/review-12';
import { REVIEW_13 } from '../packages/compliance/src/fair-housing/corpus/review-13';
import { REVIEW_14 } from '../packages/compliance/src/fair-housing/corpus/review-14';
import { REVIEW_15 } from '../packages/compliance/src/fair-housing/corpus/review-15';
import { REVIEW_16 } from '../packages/compliance/src/fair-housing/corpus/review-16';
import { FIRST_MEASURE_17, REVIEW_17 } from '../packages/compliance/src/fair-housing/corpus/review-17';
import { FIRST_MEASURE_18, REVIEW_18 } from '../packages/compliance/src/fair-housing/corpus/review-18';
import { FIRST_MEASURE_19, REVIEW_19 } from '../packages/compliance/src/fair-housing/corpus/review-19';
import { FIRST_MEASURE_20, REVIEW_20 } from '../packages/compliance/src/fair-housing/corpus/review-20';
import { FIRST_MEASURE_21, REVIEW_21 } from '../packages/compliance/src/fair-housing/corpus/review-21';
import { FIRST_MEASURE_22, REVIEW_22 } from '../packages/compliance/src/fair-housing/corpus/review-22';
import { FIRST_MEASURE_23, REVIEW_23 } from '../packages/compliance/src/fair-housing/corpus/review-23';
import { FIRST_MEASURE_24, REVIEW_24 } from '../packages/compliance/src/fair-housing/corpus/review-24';
import { FIRST_MEASURE_25, REVIEW_25 } from '../packages/compliance/src/fair-housing/corpus/review-25';
import { FIRST_MEASURE_26, REVIEW_26 } from '../packages/compliance/src/fair-housing/corpus/review-26';
import { FIRST_MEASURE_27, REVIEW_27 } from '../packages/compliance/src/fair-housing/corpus/review-27';
import { FIRST_MEASURE_28, REVIEW_28 } from '../packages/compliance/src/fair-housing/corpus/review-28';
import { FIRST_MEASURE_29, REVIEW_29 } from '../packages/compliance/src/fair-housing/corpus/review-29';
import { FIRST_MEASURE_30, REVIEW_30 } from '../packages/compliance/src/fair-housing/corpus/review-30';
import { FIRST_MEASURE_31, REVIEW_31 } from '../packages/compliance/src/fair-housing/corpus/review-31';
import { FIRST_MEASURE_32, REVIEW_32 } from '../packages/compliance/src/fair-housing/corpus/review-32';
import { FIRST_MEASURE_33, REVIEW_33 } from '../packages/compliance/src/fair-housing/corpus/review-33';
import { FIRST_MEASURE_34, REVIEW_34 } from '../packages/compliance/src/fair-housing/corpus/review-34';
import { FIRST_MEASURE_35, REVIEW_35 } from '../packages/compliance/src/fair-housing/corpus/review-35';
import { FIRST_MEASURE_36, REVIEW_36 } from '../packages/compliance/src/fair-housing/corpus/review-36';
import { FIRST_MEASURE_37, REVIEW_37 } from '../packages/compliance/src/fair-housing/corpus/review-37';
import { FIRST_MEASURE_38, REVIEW_38 } from '../packages/compliance/src/fair-housing/corpus/review-38';
import { FIRST_MEASURE_39, REVIEW_39 } from '../packages/compliance/src/fair-housing/corpus/review-39';
import { FIRST_MEASURE_40, REVIEW_40 } from '../packages/compliance/src/fair-housing/corpus/review-40';
import { FIRST_MEASURE_41, REVIEW_41 } from '../packages/compliance/src/fair-housing/corpus/review-41';
import { FIRST_MEASURE_42, REVIEW_42 } from '../packages/compliance/src/fair-housing/corpus/review-42';
import { FIRST_MEASURE_43, REVIEW_43 } from '../packages/compliance/src/fair-housing/corpus/review-43';
import { FIRST_MEASURE_44, REVIEW_44 } from '../packages/compliance/src/fair-housing/corpus/review-44';
import { FIRST_MEASURE_45, REVIEW_45 } from '../packages/compliance/src/fair-housing/corpus/review-45';
import { FIRST_MEASURE_46, REVIEW_46 } from '../packages/compliance/src/fair-housing/corpus/review-46';
import { FIRST_MEASURE_47, REVIEW_47 } from '../packages/compliance/src/fair-housing/corpus/review-47';
import { FIRST_MEASURE_48, REVIEW_48 } from '../packages/compliance/src/fair-housing/corpus/review-48';
import { median } from './median';

// Passes per round: enough that a round checks at least TARGET_CHARS characters (200 passes of a small
// set; one of the whole corpus, which a fixed 200 made a two-hour run).
const REPS = 200;
const TARGET_CHARS = 300_000;
const ROUNDS = 5;
const BUDGET_MS_PER_1000 = 1;
const GOALS = { caught: 95, blocked: 95, false_alarms: 5 };
const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

/** CPU ms per 1,000 characters checking `texts` REPS times, the median of ROUNDS rounds. */
const cpuPerThousand = (texts: readonly string[]) => {
  const size = texts.reduce((n, t) => n + t.length, 0);
  const reps = Math.max(1, Math.min(REPS, Math.ceil(TARGET_CHARS / Math.max(1, size))));
  const chars = size * reps;
  for (const t of texts) checkFairHousing(t);
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < reps; i++) for (const t of texts) checkFairHousing(t);
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 1000 / (chars / 1000));
  }
  return round(median(rounds), 4);
};

/** The sentences joined into texts of about 1,500 characters, as a listing description would be. */
const listings = (set: readonly LabelledSentence[]) => {
  const out: string[] = [];
  let current = '';
  for (const s of set) {
    current = current ? `${current} ${s.text}` : s.text;
    if (current.length >= 1500) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
};

const report = (name: string, set: readonly LabelledSentence[]) => {
  const m = measure(set);
  const texts = set.map((s) => s.text);
  return {
    set: name,
    ...m,
    characters: texts.reduce((n, t) => n + t.length, 0),
    cpu_ms_per_1000_chars_sentences: cpuPerThousand(texts),
    cpu_ms_per_1000_chars_listings: cpuPerThousand(listings(set)),
  };
};

// The real listing descriptions of the claim corpus (the listing reader's fixture pages), each labelled
// acceptable: a finding on one is a false alarm on copy agents actually publish.
const LISTING_DESCRIPTIONS: LabelledSentence[] = Object.values(LISTINGS).flatMap((l) =>
  l.description
    ? [{ text: l.description, label: 'ok' as const, category: null, state: 'NY', source: 'hud1995' as const }]
    : [],
);

// Review sets 7 to 15 stay out of CORPUS: each written before (7, 9, 11) or after (8, 10, 12) the rules
// it led to, or blind to them (13, 14, 15); each file's comment holds its first measure, the one that
// shows how the rules do on text they were not fitted to, and says when the set was tuned on after it.
const rows = [
  report('corpus', CORPUS),
  report('held-out', HELD_OUT),
  report('review-7', REVIEW_7),
  report('review-8', REVIEW_8),
  report('review-9', REVIEW_9),
  report('review-10', REVIEW_10),
  report('review-11', REVIEW_11),
  report('review-12', REVIEW_12),
  report('review-13', REVIEW_13),
  report('review-14', REVIEW_14),
  report('review-15', REVIEW_15),
  // Blind and not tuned on: its first and second measures are in its file.
  report('review-16', REVIEW_16),
  // Written blind after review-16's round by a helper who read no rule; its misses were then named to a
  // fixer as families (not sentences), so it is tuned by family. First measure printed below.
  report('review-17', REVIEW_17),
  // Written blind from primary sources; its miss families were named to a fixer after its first measure
  // (printed below), so later figures are tuned by family, not generalisation measures.
  report('review-18', REVIEW_18),
  // Written blind in paraphrase; measured once by the lead, then its families named to fixers.
  report('review-19', REVIEW_19),
  // Written in paraphrase by a helper who read no rule; measured once by the lead, then tuned by family.
  report('review-20', REVIEW_20),
  // Written blind; measured once by the lead (printed below), then tuned by family (its header says so).
  report('review-21', REVIEW_21),
  // Blind and not tuned on: written by a helper who read no rule; measured by the lead after the last
  // rule change of its session (printed below).
  report('review-22', REVIEW_22),
  // Blind and not tuned on: written in session 14 by helpers who read no rule; first measured before
  // that session's rule changes (printed below).
  report('review-23', REVIEW_23),
  // review-24: blind at its first measure; its header says what has been seen or tuned since.
  report('review-24', REVIEW_24),
  // Written blind in session 15 by a helper who read no rule; measured before that session's rule
  // changes and again after review-24's (printed below and in its header), then tuned on.
  report('review-25', REVIEW_25),
  // Written blind in session 15; first measured then, tuned on in session 16 (its header says how).
  report('review-26', REVIEW_26),
  // Written blind in session 16 by a helper who read no rule; first measured before any tuning on it,
  // then tuned on (its header says how).
  report('review-27', REVIEW_27),
  // Written blind in session 16; first measured after that session's tuning on review-26 and -27,
  // then tuned on (helper fh28; its header says how).
  report('review-28', REVIEW_28),
  // Written blind at the end of session 16 and first measured with its last rules, then tuned on (fh29).
  report('review-29', REVIEW_29),
  // Written blind at the start of session 17 (half plain ad copy, half new shapes and languages),
  // first measured with session 16's last rules, then tuned on (helper fh30).
  report('review-30', REVIEW_30),
  // Written blind in session 17 from the primary sources' own examples, re-worded; first measured,
  // then tuned on (helper fh31).
  report('review-31', REVIEW_31),
  // Written blind last in session 17 (ordinary ad copy, agents' and landlords' words, a fifth Spanish);
  // first measured with fh30's rules, then tuned on (helper fh32).
  report('review-32', REVIEW_32),
  // Written blind at the start of session 18 (ordinary copy, agents' notes, nine other languages);
  // first measured with every rule of session 17.
  report('review-33', REVIEW_33),
  // Written blind in session 18 after review-33's tuning (longer texts, indirect wording, 11 languages).
  report('review-34', REVIEW_34),
  // Written blind last in session 18, first measured with every rule of the session; not tuned on.
  report('review-35', REVIEW_35),
  // Written blind at the start of session 19 (texts, emails, policy notes, 11 other languages); first
  // measured with every rule of session 18.
  report('review-36', REVIEW_36),
  // Written blind at the start of session 20; first measured with the rules of session 19 and then
  // with the second reader trained without it (FIRST_MEASURE_37), then trained on.
  report('review-37', REVIEW_37),
  // Written blind in session 20 with many lawful equal-treatment lines; first measured with the reader.
  report('review-38', REVIEW_38),
  // Written blind at the start of session 21; first measured with the severity reader trained without it.
  report('review-39', REVIEW_39),
  // Written blind in session 21; first measured at bb7cca4 with nothing of it read, then tuned on.
  report('review-40', REVIEW_40),
  // Written blind in session 21 (half ordinary listing and post copy); first measured at 1edd9de, then tuned on.
  report('review-41', REVIEW_41),
  // Written blind last in session 21 (mixed registers); first measured at e00f0c7, then partly tuned on.
  report('review-42', REVIEW_42),
  report('review-43', REVIEW_43),
  report('review-44', REVIEW_44),
  report('review-45', REVIEW_45),
  report('review-46', REVIEW_46),
  report('review-47', REVIEW_47),
  report('review-48', REVIEW_48),
  report('listing descriptions', LISTING_DESCRIPTIONS),
];
console.info(
  `Fair Housing rule engine, up to ${REPS} passes (at least ${TARGET_CHARS.toLocaleString('en-US')} characters) x ${ROUNDS} rounds for timing (CPU time)\n`,
);
console.info(
  '| set | sentences | violations caught | explicit exclusions blocked | false alarms | CPU ms / 1,000 chars (sentences) | CPU ms / 1,000 chars (listings) |',
);
console.info('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const c = r.counts;
  console.info(
    `| ${r.set} | ${r.sentences} | ${r.violations_caught_pct}% (${c.caught}/${c.violations}) | ${r.exclusions_blocked_pct}% (${c.blocked}/${c.blocks}) | ${r.false_alarms_pct}% (${c.false_alarms}/${c.acceptable}) | ${r.cpu_ms_per_1000_chars_sentences} | ${r.cpu_ms_per_1000_chars_listings} |`,
  );
}
console.info('');
for (const [name, first] of [
  ['review-17', FIRST_MEASURE_17],
  ['review-18', FIRST_MEASURE_18],
  ['review-19', FIRST_MEASURE_19],
  ['review-20', FIRST_MEASURE_20],
  ['review-21', FIRST_MEASURE_21],
  ['review-22', FIRST_MEASURE_22],
  ['review-23', FIRST_MEASURE_23],
  ['review-24', FIRST_MEASURE_24],
  ['review-25', FIRST_MEASURE_25],
  ['review-26', FIRST_MEASURE_26],
  ['review-27', FIRST_MEASURE_27],
  ['review-28', FIRST_MEASURE_28],
  ['review-29', FIRST_MEASURE_29],
  ['review-30', FIRST_MEASURE_30],
  ['review-31', FIRST_MEASURE_31],
  ['review-32', FIRST_MEASURE_32],
  ['review-33', FIRST_MEASURE_33],
  ['review-34', FIRST_MEASURE_34],
  ['review-35', FIRST_MEASURE_35],
  ['review-36', FIRST_MEASURE_36],
  ['review-37', FIRST_MEASURE_37],
  ['review-38', FIRST_MEASURE_38],
  ['review-39', FIRST_MEASURE_39],
  ['review-40', FIRST_MEASURE_40],
  ['review-41', FIRST_MEASURE_41],
  ['review-42', FIRST_MEASURE_42],
  ['review-43', FIRST_MEASURE_43],
  ['review-44', FIRST_MEASURE_44],
  ['review-45', FIRST_MEASURE_45],
  ['review-46', FIRST_MEASURE_46],
  ['review-47', FIRST_MEASURE_47],
  ['review-48', FIRST_MEASURE_48],
] as const)
  console.info(
    `${name} blind first measure at ${first.commit}: caught ${first.violations_caught_pct}%, blocked ${first.exclusions_blocked_pct}%, false alarms ${first.false_alarms_pct}%`,
  );
for (const r of rows) if (r.misses.length) console.info(`\n${r.set} misses:\n  ${r.misses.join('\n  ')}`);

const held = rows[1]!;
const goals = {
  held_out_caught: held.violations_caught_pct >= GOALS.caught,
  held_out_blocked: held.exclusions_blocked_pct >= GOALS.blocked,
  held_out_false_alarms: held.false_alarms_pct <= GOALS.false_alarms,
  // The check runs once per draft or description, so the budget is judged on listing-length texts; one
  // call per ~60-character sentence adds a call's fixed cost to every sentence and is reported beside it.
  speed: rows.every((r) => r.cpu_ms_per_1000_chars_listings < BUDGET_MS_PER_1000),
};
console.info(
  `\ngoals (held-out ≥${GOALS.caught}% caught, ≥${GOALS.blocked}% blocked, ≤${GOALS.false_alarms}% false alarms; < ${BUDGET_MS_PER_1000} ms / 1,000 chars):`,
  goals,
);
writeFileSync(
  new URL('./compliance.json', import.meta.url),
  `${JSON.stringify({ reps: REPS, rounds: ROUNDS, budget_ms_per_1000_chars: BUDGET_MS_PER_1000, goals: GOALS, met: goals, sets: rows }, null, 2)}\n`,
);
if (!Object.values(goals).every(Boolean)) process.exitCode = 1;
await import('./compliance-claims');
