import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { trainClassCues } from '../src/fair-housing/reader/class-cues';
import { trainReader } from '../src/fair-housing/reader/train-reader';
import { trainingCorpus } from '../src/fair-housing/reader/training-corpus';
import { weightsFile } from '../src/fair-housing/reader/weights-file';

// `npm run train:fair-housing`: trains the second reader on every labelled line and writes its weights.
// `npm run train:fair-housing -- review-38` leaves out the files named so: a new blind set is measured
// by a reader that has not seen it (its FIRST_MEASURE), then the reader is trained on it too.
const except = process.argv[2];
const { examples, violations } = await trainingCorpus(
  (file) => except !== undefined && file.startsWith(except),
);
const file = weightsFile(trainReader(examples), trainClassCues(violations), examples.length);
const out = path.join(import.meta.dirname, '../src/fair-housing/reader/reader-weights.ts');
await writeFile(out, file);
console.info(`reader trained on ${examples.length} lines → ${path.relative(process.cwd(), out)}`);
