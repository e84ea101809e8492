/**
 * Claim checker (packages/compliance/src/claims, issue 26), the claims section of
 * `npm run bench:compliance`: wrong or unsupported claims caught and false alarms on the labelled
 * corpus it was built against and on the held-out posts written after it, and the CPU time per post
 * (process.cpuUsage: what other work on a shared machine does not inflate), the median of ROUNDS
 * rounds of REPS passes over each set. Goals (held-out): ≥ 90% caught, ≤ 10% false alarms (findings
 * no label asks for, among all findings); budget < 2 ms a post. held-out-2 to held-out-5 are
 * posts written blind to the readers' vocabularies; each one's first contact (its blind measure, before
 * any change made after it was written) is recorded in its file and printed below. Each was then tuned
 * on (its header says when), so its current row no longer measures generalisation: only the next blind
 * set's first contact does. They are shown beside the goals, not judged by them, and stay out of the
 * corpus test.
 * Also runs alone: `node --import tsx bench/compliance-claims.ts`.
 */
import { writeFileSync } from 'node:fs';
import { checkClaims } from '../packages/compliance/src/claims/check-claims';
import type { ClaimCase } from '../packages/compliance/src/claims/corpus/case';
import { FIRST_MEASURE, HELD_OUT } from '../packages/compliance/src/claims/corpus/held-out';
import { FIRST_MEASURE_2, HELD_OUT_2 } from '../packages/compliance/src/claims/corpus/held-out-2';
import { FIRST_MEASURE_3, HELD_OUT_3 } from '../packages/compliance/src/claims/corpus/held-out-3';
import { FIRST_MEASURE_4, HELD_OUT_4 } from '../packages/compliance/src/claims/corpus/held-out-4';
import { FIRST_MEASURE_5, HELD_OUT_5 } from '../packages/compliance/src/claims/corpus/held-out-5';
import {
  FIRST_MEASURE_6,
  HELD_OUT_6,
  SECOND_MEASURE_6,
} from '../packages/compliance/src/claims/corpus/held-out-6';
import { FIRST_MEASURE_7, HELD_OUT_7 } from '../packages/compliance/src/claims/corpus/held-out-7';
import {
  FIRST_MEASURE_8,
  HELD_OUT_8,
  SECOND_MEASURE_8,
} from '../packages/compliance/src/claims/corpus/held-out-8';
import { FIRST_MEASURE_9, HELD_OUT_9 } from '../packages/compliance/src/claims/corpus/held-out-9';
import { FIRST_MEASURE_10, HELD_OUT_10 } from '../packages/compliance/src/claims/corpus/held-out-10';
import { FIRST_MEASURE_11, HELD_OUT_11 } from '../packages/compliance/src/claims/corpus/held-out-11';
import { FIRST_MEASURE_12, HELD_OUT_12 } from '../packages/compliance/src/claims/corpus/held-out-12';
import { FIRST_MEASURE_13, HELD_OUT_13 } from '../packages/compliance/src/claims/corpus/held-out-13';
import { FIRST_MEASURE_14, HELD_OUT_14 } from '../packages/compliance/src/claims/corpus/held-out-14';
import { FIRST_MEASURE_15, HELD_OUT_15 } from '../packages/compliance/src/claims/corpus/held-out-15';
import { FIRST_MEASURE_16, HELD_OUT_16 } from '../packages/compliance/src/claims/corpus/held-out-16';
import { FIRST_MEASURE_17, HELD_OUT_17 } from '../packages/compliance/src/claims/corpus/held-out-17';
import { FIRST_MEASURE_18, HELD_OUT_18 } from '../packages/compliance/src/claims/corpus/held-out-18';
import { FIRST_MEASURE_19, HELD_OUT_19 } from '../packages/compliance/src/claims/corpus/held-out-19';
import { FIRST_MEASURE_20, HELD_OUT_20 } from '../packages/compliance/src/claims/corpus/held-out-20';
import { FIRST_MEASURE_21, HELD_OUT_21 } from '../packages/compliance/src/claims/corpus/held-out-21';
import { FIRST_MEASURE_22, HELD_OUT_22 } from '../packages/compliance/src/claims/corpus/held-out-22';
import { FIRST_MEASURE_23, HELD_OUT_23 } from '../packages/compliance/src/claims/corpus/held-out-23';
import { FIRST_MEASURE_24, HELD_OUT_24 } from '../packages/compliance/src/claims/corpus/held-out-24';
import { CLAIM_CORPUS } from '../packages/compliance/src/claims/corpus/index';
import { LISTINGS } from '../packages/compliance/src/claims/corpus/listings';
import { CORPUS_NOW, measureClaims } from '../packages/compliance/src/claims/corpus/measure';
import { stressGrid } from '../packages/compliance/src/claims/corpus/stress-grid';
import { median } from './median';

const REPS = 50;
const ROUNDS = 5;
const BUDGET_MS_PER_POST = 2;
const GOALS = { caught: 90, false_alarms: 10 };

/** CPU ms per post over the set, the median of ROUNDS rounds; and the slowest single post. */
const cpuPerPost = (set: readonly ClaimCase[]) => {
  const run = () => {
    for (const [l, text] of set) checkClaims(text, LISTINGS[l], { now: CORPUS_NOW });
  };
  run();
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < REPS; i++) run();
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 1000 / (REPS * set.length));
  }
  return Math.round(median(rounds) * 10_000) / 10_000;
};

/** A whole post of listing length: the set's texts for one listing joined, checked as one. */
const longPostMs = () => {
  const text = CLAIM_CORPUS.filter((c) => c[0] === 'okeefe')
    .map((c) => c[1])
    .join(' ');
  for (let i = 0; i < REPS; i++) checkClaims(text, LISTINGS.okeefe, { now: CORPUS_NOW });
  const start = process.cpuUsage();
  for (let i = 0; i < REPS * 4; i++) checkClaims(text, LISTINGS.okeefe, { now: CORPUS_NOW });
  const used = process.cpuUsage(start);
  return {
    characters: text.length,
    cpu_ms: Math.round(((used.user + used.system) / 1000 / (REPS * 4)) * 1000) / 1000,
  };
};

const report = (name: string, set: readonly ClaimCase[]) => ({
  set: name,
  ...measureClaims(set),
  cpu_ms_per_post: cpuPerPost(set),
});

export const runClaimsBench = () => {
  const rows = [
    report('corpus', CLAIM_CORPUS),
    report('held-out', HELD_OUT),
    report('held-out-2', HELD_OUT_2),
    report('held-out-3', HELD_OUT_3),
    report('held-out-4', HELD_OUT_4),
    report('held-out-5', HELD_OUT_5),
    report('held-out-6', HELD_OUT_6),
    report('held-out-7', HELD_OUT_7),
    report('held-out-8', HELD_OUT_8),
    report('held-out-9', HELD_OUT_9),
    report('held-out-10', HELD_OUT_10),
    report('held-out-11', HELD_OUT_11),
    report('held-out-12', HELD_OUT_12),
    report('held-out-13', HELD_OUT_13),
    report('held-out-14', HELD_OUT_14),
    report('held-out-15', HELD_OUT_15),
    report('held-out-16', HELD_OUT_16),
    report('held-out-17', HELD_OUT_17),
    report('held-out-18', HELD_OUT_18),
    // Written blind at the start of session 17, first measured, then tuned on (helper cl19).
    report('held-out-19', HELD_OUT_19),
    // Written blind in session 17 after cl19's rules, first measured, then tuned on (helper cl20).
    report('held-out-20', HELD_OUT_20),
    // Written blind last in session 17, first measured with the session's last rules, then tuned on (cl21).
    report('held-out-21', HELD_OUT_21),
    // Written blind at the start of session 18, first measured with every claim rule of session 17.
    report('held-out-22', HELD_OUT_22),
    // Written blind in session 18 after cl22's tuning (posts about several homes, questions, plans).
    report('held-out-23', HELD_OUT_23),
    // Written blind last in session 18, first measured with every claim rule of the session; not tuned on.
    report('held-out-24', HELD_OUT_24),
  ];
  const long = longPostMs();
  // The generated stress grid (every listing × fact × notation, true and wrong): accuracy only, its
  // ~9,000 posts are too many to time in REPS × ROUNDS passes.
  const grid = measureClaims(stressGrid());
  console.info(`\nClaim checker, ${REPS} passes x ${ROUNDS} rounds for timing (CPU time)\n`);
  console.info(
    '| set | posts | claims caught | right severity | false alarms (of findings) | clean posts flagged | CPU ms / post |',
  );
  console.info('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const c = r.counts;
    console.info(
      `| ${r.set} | ${r.cases} | ${r.caught_pct}% (${c.caught}/${c.labelled}) | ${r.severity_right_pct}% (${c.severity_right}/${c.labelled}) | ${r.false_alarms_pct}% (${c.false_alarms}/${c.findings}) | ${r.clean_posts_flagged_pct}% (${c.clean_flagged}/${c.clean_posts}) | ${r.cpu_ms_per_post} |`,
    );
  }
  console.info(`\nlong post: ${long.characters} characters, ${long.cpu_ms} CPU ms`);
  console.info(
    `stress grid (generated): ${grid.cases} posts, caught ${grid.caught_pct}% (${grid.counts.caught}/${grid.counts.labelled}), false alarms ${grid.false_alarms_pct}% (${grid.counts.false_alarms}/${grid.counts.findings}), clean posts flagged ${grid.clean_posts_flagged_pct}%`,
  );
  console.info(
    `held-out first measure: caught ${FIRST_MEASURE.caught}, false alarms ${FIRST_MEASURE.false_alarms}`,
  );
  console.info(
    `held-out-2 blind first measure: caught ${FIRST_MEASURE_2.caught}, false alarms ${FIRST_MEASURE_2.false_alarms}`,
  );
  console.info(
    `held-out-3 blind first measure at ${FIRST_MEASURE_3.commit}: caught ${FIRST_MEASURE_3.caught}, false alarms ${FIRST_MEASURE_3.false_alarms}`,
  );
  console.info(
    `held-out-4 blind first measure at ${FIRST_MEASURE_4.commit}: caught ${FIRST_MEASURE_4.caught}, false alarms ${FIRST_MEASURE_4.false_alarms}`,
  );
  console.info(
    `held-out-5 blind first measure at ${FIRST_MEASURE_5.commit}: caught ${FIRST_MEASURE_5.caught}, false alarms ${FIRST_MEASURE_5.false_alarms}`,
  );
  console.info(
    `held-out-6 blind first measure at ${FIRST_MEASURE_6.commit}: caught ${FIRST_MEASURE_6.caught}, false alarms ${FIRST_MEASURE_6.false_alarms}; still blind at ${SECOND_MEASURE_6.commit}: caught ${SECOND_MEASURE_6.caught}, false alarms ${SECOND_MEASURE_6.false_alarms}`,
  );
  for (const [name, first] of [
    ['held-out-7', FIRST_MEASURE_7],
    ['held-out-8', FIRST_MEASURE_8],
    ['held-out-9', FIRST_MEASURE_9],
    ['held-out-10', FIRST_MEASURE_10],
    ['held-out-11', FIRST_MEASURE_11],
    ['held-out-12', FIRST_MEASURE_12],
    ['held-out-13', FIRST_MEASURE_13],
    ['held-out-14', FIRST_MEASURE_14],
    ['held-out-15', FIRST_MEASURE_15],
    ['held-out-16', FIRST_MEASURE_16],
    ['held-out-17', FIRST_MEASURE_17],
    ['held-out-18', FIRST_MEASURE_18],
    ['held-out-19', FIRST_MEASURE_19],
    ['held-out-20', FIRST_MEASURE_20],
    ['held-out-21', FIRST_MEASURE_21],
    ['held-out-22', FIRST_MEASURE_22],
    ['held-out-23', FIRST_MEASURE_23],
    ['held-out-24', FIRST_MEASURE_24],
  ] as const)
    console.info(
      `${name} blind first measure at ${first.commit}: caught ${first.caught}, false alarms ${first.false_alarms}, clean posts flagged ${first.clean_posts_flagged}`,
    );
  console.info(
    `held-out-8 still blind at ${SECOND_MEASURE_8.commit}: caught ${SECOND_MEASURE_8.caught}, false alarms ${SECOND_MEASURE_8.false_alarms}`,
  );
  for (const r of rows) if (r.misses.length) console.info(`\n${r.set} misses:\n  ${r.misses.join('\n  ')}`);
  const held = rows[1]!;
  // Shown against the goals, not judged: they measured generalisation at first contact only.
  const vsGoals = Object.fromEntries(
    rows.slice(2).map((r) => {
      const vs = {
        caught: r.caught_pct >= GOALS.caught,
        false_alarms: r.false_alarms_pct <= GOALS.false_alarms,
      };
      // held-out-7's and held-out-8's miss families were named to fixers (not their posts); held-out-9 to
      // -12 were tuned on in sessions 13-14, held-out-13 to -15 in session 15, held-out-16 in session 16,
      // after their first measures (their headers say so).
      const how = ['held-out-6'].includes(r.set)
        ? 'not tuned on'
        : ['held-out-7', 'held-out-8'].includes(r.set)
          ? 'tuned by family after its first measure'
          : 'tuned after its first measure';
      console.info(`${r.set} (${how}) against the same goals, not judged:`, vs);
      return [`${r.set.replaceAll('-', '_')}_vs_goals`, vs];
    }),
  );
  const met = {
    held_out_caught: held.caught_pct >= GOALS.caught,
    held_out_false_alarms: held.false_alarms_pct <= GOALS.false_alarms,
    // The budget is per post as agents write them; the long text (every okeefe case joined) is shown, not judged.
    speed: rows.every((r) => r.cpu_ms_per_post < BUDGET_MS_PER_POST),
  };
  console.info(
    `\nclaims goals (held-out ≥${GOALS.caught}% caught, ≤${GOALS.false_alarms}% false alarms; < ${BUDGET_MS_PER_POST} ms a post):`,
    met,
  );
  writeFileSync(
    new URL('./compliance-claims.json', import.meta.url),
    `${JSON.stringify({ reps: REPS, rounds: ROUNDS, budget_ms_per_post: BUDGET_MS_PER_POST, goals: GOALS, met, ...vsGoals, first_measure: FIRST_MEASURE, long_post: long, stress_grid: { ...grid, misses: grid.misses.length }, sets: rows.map(({ misses, ...r }) => ({ ...r, misses: misses.length })) }, null, 2)}\n`,
  );
  if (!Object.values(met).every(Boolean)) process.exitCode = 1;
};

runClaimsBench();
