import type { TComplianceFinding } from '@pp/contract';
import { clip } from '../findings';
import { applyJurisdiction } from '../jurisdictions';
import { WHOLE_PHRASE_RULES } from '../registry';
import type { ProtectedClass } from '../types';
import { exclusionScore } from './reader-score';

/**
 * A rule's warning the severity reader reads as an exclusion blocks. A rule family warns when the words
 * it knows only describe ("ideal for a single professional woman", "residents who use power wheelchairs"),
 * yet the sentence around them may limit or charge the class ("… the owner has found men harder on the
 * units", "… must carry an extra $300,000 liability policy"). The severity reader (trained on the
 * violations labelled block against those labelled warn) reads the whole sentence; above this score the
 * warning becomes a block, where its class is protected. Over review sets 36-48, each read by a severity
 * reader trained without it and the sets after it, 0.95 turns 14 of the 36 exclusions the rules only warned
 * on into blocks, 1 of the 185 descriptions they warned on, and no lawful line; 0.9 turns 17 and 3.
 */
export const UPGRADE_THRESHOLD = 0.95;

// HUD's 2016 criminal-records guidance makes a blanket bar a disparate-impact question, a warning by
// policy however it is worded; and a HOPA warning is about the community's status, not its wording.
const KEPT_AS_WARNINGS = new Set(
  WHOLE_PHRASE_RULES.filter((r) => r.source === 'hudCriminal2016').map((r) => `${r.id}/${r.category}`),
);

/** The sentence of `text` around [a, b): from after the last end before it to the first end after it. */
const sentenceAround = (text: string, a: number, b: number) => {
  const ends = /[.!?\n]/g;
  let start = 0;
  let end = text.length;
  for (let m = ends.exec(text); m; m = ends.exec(text)) {
    if (m.index < a) start = m.index + 1;
    else if (m.index >= b) {
      end = m.index + 1;
      break;
    }
  }
  return text.slice(start, end).trim();
};

const UPGRADED =
  'Blocks: the sentence reads as an exclusion, a limitation or different terms, not a description (the severity reader, trained on the violations labelled block against those labelled warn).';

/** The rules' findings, each warning the severity reader reads as an exclusion made a block. */
export const upgradeBySeverity = (
  text: string,
  ruled: readonly TComplianceFinding[],
  state: string | undefined,
  exclusion: (text: string) => number = exclusionScore,
): TComplianceFinding[] =>
  ruled.map((f) => {
    if (f.severity !== 'warn' || !f.rule || f.rule.endsWith('/hopa') || KEPT_AS_WARNINGS.has(f.rule))
      return f;
    // The jurisdiction first: it is a table lookup, the score a pass of the model over the sentence.
    if (applyJurisdiction(f.category as ProtectedClass, 'block', state).severity !== 'block') return f;
    if (exclusion(sentenceAround(text, f.index, f.index + f.phrase.length)) <= UPGRADE_THRESHOLD) return f;
    return { ...f, severity: 'block', reason: clip(`${UPGRADED} ${f.reason}`, 500) };
  });
