import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { trainingCorpus } from '../src/fair-housing/reader/training-corpus';
import { trainedWeightsFile } from '../src/fair-housing/reader/weights-file';

// `npm run train:fair-housing`: trains the second reader on every labelled line and writes its weights.
// `npm run train:fair-housing -- review-38` leaves out the files named so: a new blind set is measured
// by a reader that has not seen it (its FIRST_MEASURE), then the reader is trained on it too.
const except = process.argv[2];
const corpus = await trainingCorpus((file) => except !== undefined && file.startsWith(except));
const file = trainedWeightsFile(corpus);
const out = path.join(import.meta.dirname, '../src/fair-housing/reader/reader-weights.ts');
await writeFile(out, file);
console.info(`reader trained on ${corpus.examples.length} lines → ${path.relative(process.cwd(), out)}`);
