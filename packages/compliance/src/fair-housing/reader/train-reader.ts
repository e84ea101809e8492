import { READER_DIMS, readerFeatures } from './reader-features';

/**
 * One labelled line. For the reader, positive is a violation (block or warn) against ok; for the
 * severity reader (severity-reader.ts), an explicit exclusion (block) against a description (warn).
 */
export type ReaderExample = { text: string; positive: boolean };

/** The trained reader, int8 weights with one scale (the committed form, reader-weights.ts). */
export type ReaderModel = { scale: number; weights: Int8Array };

const EPOCHS = 10;
const RATE = 0.2;
/** Weight decay on the weights a line touches: rare words do not decide alone. */
const DECAY = 0.001;

/** A fixed shuffle (a linear congruential generator): the same corpus always trains the same model. */
const order = (n: number, epoch: number): number[] => {
  const idx = Array.from({ length: n }, (_, i) => i);
  let seed = 0x9e3779b9 ^ epoch;
  for (let i = n - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const j = seed % (i + 1);
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx;
};

/**
 * Logistic regression by stochastic gradient descent over the labelled corpus (every line the rules
 * were built and measured on). Deterministic: weights-fresh.test.ts trains again and compares.
 */
export const trainReader = (examples: readonly ReaderExample[]): ReaderModel => {
  const w = new Float64Array(READER_DIMS);
  let bias = 0;
  const xs = examples.map((e) => readerFeatures(e.text));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const i of order(examples.length, epoch)) {
      const x = xs[i]!;
      let z = bias;
      for (const f of x) z += w[f]!;
      const g = 1 / (1 + Math.exp(-z)) - (examples[i]!.positive ? 1 : 0);
      bias -= RATE * g; // absorbs the corpus's share of violations, so the weights do not
      for (const f of x) w[f]! -= RATE * (g + DECAY * w[f]!);
    }
  }
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const weights = new Int8Array(READER_DIMS);
  for (let i = 0; i < READER_DIMS; i++) weights[i] = Math.round(w[i]! / scale);
  return { scale: Math.round(scale * 1e9) / 1e9, weights };
};

/**
 * How likely a model finds a text to be a violation, 0 to 1, from its words' evidence alone. The
 * bias learnt in training is the corpus's share of violations (about 60%), left out here: posts are
 * mostly lawful, and with it a short line of no weight ("Call me back!") scored as a violation.
 */
export const scoreWith = (model: ReaderModel, text: string): number => {
  let z = 0;
  for (const f of readerFeatures(text)) z += model.weights[f]! * model.scale;
  return 1 / (1 + Math.exp(-z));
};
