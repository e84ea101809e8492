import { READER_WEIGHTS } from './reader-weights';
import { type ReaderModel, scoreWith } from './train-reader';

let model: ReaderModel | undefined;

/** The committed model, decoded on first use (atob: the extension runs this in the browser too). */
const committed = (): ReaderModel => {
  if (model) return model;
  const bytes = Uint8Array.from(atob(READER_WEIGHTS.weights), (c) => c.charCodeAt(0));
  model = { scale: READER_WEIGHTS.scale, weights: new Int8Array(bytes.buffer) };
  return model;
};

/** How likely the committed reader finds a text to be a Fair Housing violation, 0 to 1. */
export const readerScore = (text: string): number => scoreWith(committed(), text);

/** The lines the committed weights were trained on. */
export const READER_LINES = READER_WEIGHTS.lines;
