/**
 * Burned-in captions (issue 24): the post text as short cues of one or two lines, timed across the
 * photos. Pure functions, so the rules can be tested without drawing anything.
 */

/** The longest caption line: two short lines read at a glance on a phone; a wider one is a paragraph. */
export const CAPTION_LINE_CHARS = 32;
/** Lines per cue: a third line covers the photo the caption is meant to sit under. */
export const CAPTION_LINES = 2;
/** A cue shorter than this on screen cannot be read, however short its words. */
export const MIN_CUE_SEC = 1.2;
/**
 * Reading speed: 15 characters a second, a little under the 17 of Netflix's English subtitle
 * guidelines (https://partnerhelp.netflixstudios.com/hc/en-us/articles/217350977), because a
 * viewer is also looking at the house.
 */
export const READ_CHARS_PER_SEC = 15;

/** A caption: its lines (1 or 2), each at most CAPTION_LINE_CHARS unless one word is longer. */
export type CaptionCue = string[];

const SENTENCE_END = /[.!?…]["')\]]*$/;
const CLAUSE_END = /[,;:–—]["')\]]*$/;

/**
 * The words worth burning in: links, hashtags, @handles, emoji and control characters are dropped
 * (the font has no emoji, so they would show as boxes; a URL or #tag on screen is noise the post
 * already carries), and so is anything left with no letter or digit (a lone "·" or "|").
 */
export function captionWords(text: string): string[] {
  return text
    .replace(/https?:\/\/\S+|www\.\S+|\b[\w-]+\.(?:com|net|org|io|co|us)\/\S*/gi, ' ')
    .replace(/(^|\s)[#@][\p{L}\p{N}_]+/gu, ' ')
    .replace(/\p{Extended_Pictographic}|[\p{Cc}\p{Cf}]|\u{FE0F}|[\u{1F3FB}-\u{1F3FF}]/gu, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) || /^[$€£%&+]+$/.test(w));
}

const joined = (words: string[]) => words.join(' ');

/** Words a line should not end on: they lean on the next word ("a chef's kitchen and a" | "garden"). */
const LEANING =
  /^(a|an|the|and|or|but|of|to|in|on|at|by|for|with|from|your|our|my|this|that|y|el|la|los|las|un|una|de|del|en|con|por|para)$/i;
const leansOn = (word: string) => LEANING.test(word);

/**
 * The words as at most two lines: one when they fit, else the break that makes the longer line
 * shortest (balanced lines read as a unit), a few characters' worse balance accepted to break at a
 * clause or to avoid ending a line on "a" or "and". Null when no break fits, except that a single
 * word longer than a line stands alone, uncut.
 */
export function toLines(words: string[]): CaptionCue | null {
  const text = joined(words);
  if (text.length <= CAPTION_LINE_CHARS || words.length === 1) return [text];
  let best: { at: number; score: number } | null = null;
  for (let at = 1; at < words.length; at++) {
    const longest = Math.max(joined(words.slice(0, at)).length, joined(words.slice(at)).length);
    if (longest > CAPTION_LINE_CHARS) continue;
    const before = words[at - 1]!;
    const score = longest - (CLAUSE_END.test(before) ? 6 : 0) + (leansOn(before) ? 6 : 0);
    if (!best || score < best.score) best = { at, score };
  }
  return best ? [joined(words.slice(0, best.at)), joined(words.slice(best.at))] : null;
}

/** Sentences as word lists: a word ending in . ! ? or … closes one. */
function sentences(words: string[]): string[][] {
  const out: string[][] = [[]];
  for (const w of words) {
    out.at(-1)!.push(w);
    if (SENTENCE_END.test(w)) out.push([]);
  }
  return out.filter((s) => s.length > 0);
}

/**
 * One sentence as the fewest cues that fit, then the most even ones: a break inside a clause costs
 * more than one at a comma, so cues end where the phrase does ("Sun-filled rooms," | "a chef's
 * kitchen…") unless that would take an extra cue. Knuth-Plass style: the least total cost over
 * every way to cut, found by dynamic programming (a sentence has tens of words, not thousands).
 */
function cuesOfSentence(words: string[]): CaptionCue[] {
  const full = CAPTION_LINE_CHARS * CAPTION_LINES;
  const best: { cost: number; from: number; cue: CaptionCue }[] = [{ cost: 0, from: 0, cue: [] }];
  for (let end = 1; end <= words.length; end++) {
    for (let start = end - 1; start >= 0; start--) {
      const cue = toLines(words.slice(start, end));
      if (!cue) break; // more words only make it longer
      const before = best[start];
      if (!before) continue;
      const slack = full - joined(words.slice(start, end)).length;
      const last = words[end - 1]!;
      const midClause = end < words.length && !CLAUSE_END.test(last);
      const cost =
        before.cost + 10_000 + slack * slack + (midClause ? 1_600 : 0) + (leansOn(last) ? 2_500 : 0);
      if (!best[end] || cost < best[end]!.cost) best[end] = { cost, from: start, cue };
    }
  }
  const cues: CaptionCue[] = [];
  for (let end = words.length; end > 0; end = best[end]!.from) cues.unshift(best[end]!.cue);
  return cues;
}

/**
 * The post text as caption cues: whole words, a new cue at every sentence, phrases kept together. A
 * sentence left ending in a colon lost what it introduced (the link of "Tour it: https://…"), so it
 * is dropped rather than shown pointing at nothing.
 */
export function splitCaptions(text: string): CaptionCue[] {
  return sentences(captionWords(text))
    .filter((s) => !/:["')\]]*$/.test(s.at(-1)!))
    .flatMap(cuesOfSentence);
}

export interface TimedCue {
  lines: CaptionCue;
  start: number;
  end: number;
}

/** How long a cue needs on screen to be read. */
export const cueSeconds = (cue: CaptionCue) =>
  Math.max(MIN_CUE_SEC, cue.join(' ').length / READ_CHARS_PER_SEC);

/**
 * The cues over [from, to) seconds: as many as can be read in the time, each shown in proportion
 * to its length, together filling the span. A text cut short ends where a sentence ends, or, when
 * that would leave under half the cues that fit (one cue holding for the whole reel reads stuck),
 * where a clause ends: stopping mid-sentence ("and a big") reads as a mistake.
 */
export function timeCaptions(cues: CaptionCue[], from: number, to: number): TimedCue[] {
  const span = to - from;
  let shown: CaptionCue[] = [];
  let need = 0;
  for (const cue of cues) {
    if (need + cueSeconds(cue) > span + 1e-9) break;
    shown.push(cue);
    need += cueSeconds(cue);
  }
  if (shown.length < cues.length && shown.length > 0) {
    const last = (p: RegExp) => shown.findLastIndex((c) => p.test(c.at(-1)!)) + 1;
    const sentence = last(SENTENCE_END);
    const clause = Math.max(sentence, last(CLAUSE_END));
    const end = sentence * 2 >= shown.length ? sentence : clause;
    if (end > 0) shown = shown.slice(0, end);
  }
  const total = shown.reduce((sum, c) => sum + cueSeconds(c), 0);
  let at = from;
  return shown.map((lines, i) => {
    const start = at;
    at = i === shown.length - 1 ? to : at + (cueSeconds(lines) * span) / total;
    return { lines, start, end: at };
  });
}
