import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainingCorpus } from './training-corpus';
import { trainedWeightsFile } from './weights-file';

describe('the committed weights of the second reader', () => {
  it('are what training on the corpus as it stands gives (else: npm run train:fair-housing)', async () => {
    const corpus = await trainingCorpus();
    const expected = trainedWeightsFile(corpus);
    const committed = await readFile(path.join(import.meta.dirname, 'reader-weights.ts'), 'utf8');
    expect(corpus.examples.length).toBeGreaterThan(20_000);
    // Compared whole: a corpus line added, changed or relabelled changes the weights.
    expect(committed === expected, 'reader-weights.ts is stale: run npm run train:fair-housing').toBe(true);
  }, 120_000);
});
