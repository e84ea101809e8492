import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LabelledSentence } from '../corpus/corpus';
import type { ClassExample } from './class-cues';
import type { ReaderExample } from './train-reader';

const CORPUS_DIR = path.join(import.meta.dirname, '..', 'corpus');

const isSentences = (v: unknown): v is LabelledSentence[] =>
  Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'label' in v[0];

/**
 * Every labelled line of corpus/ (each text once, files in name order, lines in file order), as
 * the reader trains on them; the violations with their class (for the class cues); and the
 * violations as block or warn (for the severity reader). Node only: the training script and the freshness test read it; the
 * checker itself reads only the committed weights. `except` leaves sets out by file name (a set
 * measured blind is measured before it is trained on).
 */
export async function trainingCorpus(
  except: (file: string) => boolean = () => false,
): Promise<{ examples: ReaderExample[]; violations: ClassExample[]; severities: ReaderExample[] }> {
  const files = (await readdir(CORPUS_DIR))
    // measure.ts is the checker's scorer, not data (and reads these weights).
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'measure.ts' && !except(f))
    .sort();
  const seen = new Set<string>();
  const examples: ReaderExample[] = [];
  const violations: ClassExample[] = [];
  const severities: ReaderExample[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(CORPUS_DIR, file));
    for (const name of Object.keys(module).sort()) {
      const value = module[name];
      if (!isSentences(value)) continue;
      for (const s of value) {
        if (seen.has(s.text)) continue;
        seen.add(s.text);
        examples.push({ text: s.text, positive: s.label !== 'ok' });
        if (s.label !== 'ok') severities.push({ text: s.text, positive: s.label === 'block' });
        if (s.label !== 'ok' && s.category) violations.push({ text: s.text, category: s.category });
      }
    }
  }
  return { examples, violations, severities };
}
