import type { ComplianceSeverity } from '@pp/contract';
import type { SourceId } from '../sources';
import type { ProtectedClass } from '../types';

/** One labelled sentence: what an agent might write, and what the check should say about it. */
export type LabelledSentence = {
  text: string;
  /** ok: no finding; warn: a warning and no block; block: at least one block. */
  label: 'ok' | ComplianceSeverity;
  /** The class of the expected finding (for ok sentences, the class the near-miss resembles, if any). */
  category: ProtectedClass | null;
  /** The agent's state the sentence is checked with (state classes block only where protected). */
  state?: string;
  /** Which guidance or statute the sentence was written from. */
  source: SourceId;
};

/**
 * Parses corpus lines `label class[@STATE] source | sentence` ('-' for no class); blank lines and
 * lines starting with '#' are skipped. Sentences are data in template strings so each stays one line.
 */
export const parseCorpus = (block: string): LabelledSentence[] =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => {
      const bar = line.indexOf(' | ');
      const [label = '', classAndState = '', source = ''] = line.slice(0, bar).split(/\s+/);
      const [category = '-', state] = classAndState.split('@');
      if (bar < 0 || !['ok', 'warn', 'block'].includes(label)) throw new Error(`corpus: bad line "${line}"`);
      return {
        text: line.slice(bar + 3),
        label: label as LabelledSentence['label'],
        category: category === '-' ? null : (category as ProtectedClass),
        ...(state ? { state } : {}),
        source: source as SourceId,
      };
    });
