import { drawText } from './draw-text';
import { type Frame, INK, type PlacedOverlay, roundRect, savePng, unit } from './overlay-kit';
import { centredColumn, safeBox } from './safe-zones';

/** A caption phrase over the video from `start` to `end` (seconds of the whole reel). */
export interface TimedOverlay extends PlacedOverlay {
  start: number;
  end: number;
}

/** Phrases longer than this read as a paragraph, not a caption (two short lines at most). */
export const CAPTION_MAX_CHARS = 32;
/** A phrase shorter than this on screen cannot be read; the rest of a long post is left out. */
const MIN_PHRASE_SEC = 1.4;

/**
 * The words worth burning in: links, hashtags, emoji and control characters are dropped (the font
 * has no emoji, so they would show as boxes; a URL or #tag on screen is noise the post already has).
 */
export function captionWords(text: string): string[] {
  return text
    .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .replace(/\p{Extended_Pictographic}|[\p{Cc}\p{Cf}]|\u{FE0F}|[\u{1F3FB}-\u{1F3FF}]/gu, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) || /^[$€£%&+-]+$/.test(w));
}

/**
 * Short phrases of at most `max` characters, words kept whole (a word longer than that is cut),
 * and a new phrase after a sentence's end (or a comma past half the length).
 */
export function splitPhrases(text: string, max = CAPTION_MAX_CHARS): string[] {
  const phrases: string[] = [];
  let line = '';
  const flush = () => {
    if (line) phrases.push(line);
    line = '';
  };
  for (let word of captionWords(text)) {
    while (word.length > max) {
      flush();
      phrases.push(word.slice(0, max));
      word = word.slice(max);
    }
    if (line && line.length + 1 + word.length > max) flush();
    line = line ? `${line} ${word}` : word;
    // A sentence's end always closes a phrase; a comma does once the phrase is half full, so a
    // phrase reads as a clause instead of stopping mid-thought ("a chef's | kitchen").
    if (/[.!?:;]$/.test(word) || (/,$/.test(word) && line.length >= max / 2)) flush();
  }
  flush();
  return phrases;
}

/**
 * Equal shares of [from, to) seconds, as many phrases as fit at MIN_PHRASE_SEC each. A text cut short
 * ends where a sentence or clause ends: stopping mid-sentence ("and a big") reads as a mistake.
 */
export function timePhrases(phrases: string[], from: number, to: number) {
  let shown = phrases.slice(0, Math.max(0, Math.floor((to - from) / MIN_PHRASE_SEC)));
  if (shown.length < phrases.length) {
    // A whole sentence, unless that leaves under half the slots (one phrase held for the whole
    // reel reads stuck): then the last clause (, : ;).
    const sentence = shown.findLastIndex((p) => /[.!?]$/.test(p)) + 1;
    const clause = shown.findLastIndex((p) => /[.!?,:;]$/.test(p)) + 1;
    const end = sentence * 2 >= shown.length ? sentence : clause;
    if (end > 0) shown = shown.slice(0, end);
  }
  const each = (to - from) / Math.max(1, shown.length);
  return shown.map((text, i) => ({ text, start: from + i * each, end: from + (i + 1) * each }));
}

/**
 * One PNG per phrase: white bold words on a dark rounded box (readable over any photo), centred,
 * its bottom at `bottom` (just above the facts block, which ends at the safe zone's bottom edge; the
 * platforms' own captions and buttons cover the 35% below). Drawn by Pango from plain text, so quotes,
 * colons, backslashes and % need no ffmpeg escaping; drawText escapes the markup characters.
 */
export async function renderCaptions(
  frame: Frame,
  phrases: { text: string; start: number; end: number }[],
  bottom: number,
  pathOf: (i: number) => string,
): Promise<TimedOverlay[]> {
  const u = unit(frame);
  const column = centredColumn(frame);
  const padX = Math.round(24 * u);
  const padY = Math.round(12 * u);
  const floor = Math.min(bottom, safeBox(frame).top + safeBox(frame).height);
  return Promise.all(
    phrases.map(async (p, i) => {
      const text = await drawText(p.text, {
        sizePx: 50 * u,
        color: '#FFFFFF',
        bold: true,
        maxWidth: column.width - 2 * padX,
        align: 'centre',
        wrapAnywhere: true,
      });
      const width = Math.min(column.width, text.width + 2 * padX);
      const height = text.height + 2 * padY;
      const path = pathOf(i);
      await savePng(path, width, height, [
        { input: roundRect(width, height, INK, 14 * u, 0.78), left: 0, top: 0 },
        { input: text.input, left: Math.round((width - text.width) / 2), top: padY },
      ]);
      const left = Math.round(column.left + (column.width - width) / 2);
      return { path, left, top: Math.max(safeBox(frame).top, floor - height), width, height, ...p };
    }),
  );
}
