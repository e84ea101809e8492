import { READER_WEIGHTS, SEVERITY_WEIGHTS } from './reader-weights';
import { type ReaderModel, scoreWith } from './train-reader';

type Committed = { scale: number; weights: string };

/** A committed model, decoded on first use (atob: the extension runs this in the browser too). */
const lazily = (committed: Committed) => {
  let model: ReaderModel | undefined;
  return (): ReaderModel => {
    if (model) return model;
    const bytes = Uint8Array.from(atob(committed.weights), (c) => c.charCodeAt(0));
    model = { scale: committed.scale, weights: new Int8Array(bytes.buffer) };
    return model;
  };
};

const reader = lazily(READER_WEIGHTS);
const severity = lazily(SEVERITY_WEIGHTS);

/** How likely the committed reader finds a text to be a Fair Housing violation, 0 to 1. */
export const readerScore = (text: string): number => scoreWith(reader(), text);

/**
 * How likely the committed severity reader finds a violation to be an explicit exclusion, a
 * limitation or a difference in terms (block) rather than a description of who lives there (warn).
 */
export const exclusionScore = (text: string): number => scoreWith(severity(), text);

/** The lines the committed weights were trained on. */
export const READER_LINES = READER_WEIGHTS.lines;
export const SEVERITY_LINES = SEVERITY_WEIGHTS.lines;
