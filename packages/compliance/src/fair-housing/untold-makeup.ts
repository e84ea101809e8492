import type { Draft } from './findings';

/**
 * The lawful answer to "who lives there?" is to decline it: "I can't tell you whether other families with
 * children live in the building, but here's the school district's map", "Sorry, I can't tell you how many
 * immigrants live on the block; we don't track or discuss that". Describing a neighbourhood's make-up by
 * class steers (24 CFR §100.70(c)(1), (c)(3)), and NAR's Standard of Practice 10-1 has members give no
 * information on the racial, religious or ethnic composition of a neighbourhood; an agent who says so
 * names the residents only to refuse to describe them. A description found in the rest of the sentence
 * after such a refusal is dropped. A preference, a limitation or an exclusion there stays ("I can't tell
 * you why, but no kids"): only a finding made as a description (`described`) goes.
 */
const REFUSAL = new RegExp(
  [
    // "I can't tell you", "we don't discuss", "I'm not allowed to say", "we never comment on".
    "\\b(?:i|we)(?:['’]m|['’]re| am| are)? (?:(?:really|legally|simply|just) )?(?:can ?not|can['’]?t|won['’]?t|don['’]?t|do not|will not|never|unable to|not able to|not allowed to|not permitted to)",
    ' (?:(?:really|legally|actually|even|ever) )?(?:tell|say|share|discuss|disclose|comment on|answer|talk about|give out|speak to|speak about|get into|track|describe|characterize)\\b',
    // Spanish: "no puedo decirle cuántas familias…", "no comentamos quién vive…".
    '|\\bno (?:puedo|podemos|le puedo|te puedo) (?:decir(?:le|te)?|comentar|compartir|hablar de)\\b|\\bno (?:comentamos|hablamos de|compartimos)\\b',
  ].join(''),
  'gi',
);

/** The stretches [start, end) of the text from a refusal to tell to the end of its sentence. */
export const untoldStretches = (text: string): [number, number][] => {
  const out: [number, number][] = [];
  for (const m of text.matchAll(REFUSAL)) {
    const rest = text.slice(m.index);
    const end = /[.!?\n]/.exec(rest.slice(m[0].length));
    out.push([m.index, m.index + m[0].length + (end ? end.index : rest.length - m[0].length)]);
  }
  return out;
};

/** The drafts without the descriptions of residents an agent declined to give. */
export const dropUntoldMakeup = <D extends Pick<Draft, 'index' | 'described'>>(
  text: string,
  drafts: D[],
): D[] => {
  if (!drafts.some((d) => d.described)) return drafts;
  const untold = untoldStretches(text);
  if (untold.length === 0) return drafts;
  return drafts.filter((d) => !(d.described && untold.some(([a, b]) => a <= d.index && d.index < b)));
};
