/**
 * Letters drawn as emoji: "no 🅱️lacks" (review-28), "🅽🅾 kids". The enclosed alphanumerics — squared
 * (U+1F130), negative circled (U+1F150), negative squared (U+1F170) and regional indicators (U+1F1E6) —
 * each stand for a Latin letter. Each is two UTF-16 units, so it is read as its letter followed by a
 * zero-width space (ignorable, normalise.ts); the emoji variation selector U+FE0F becomes one too. The
 * text keeps its length, so findings still point at the original characters. The exclusion they spell
 * is the ad 42 U.S.C. §3604(c) forbids, however it is typed.
 */
const BASES = [0x1f130, 0x1f150, 0x1f170, 0x1f1e6];
const EMOJI_LETTER =
  /[\u{1F130}-\u{1F149}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}\u{1F1E6}-\u{1F1FF}]|\uFE0F/gu;

export const emojiLetters = (text: string): string => {
  if (!text.includes('\uD83C') && !text.includes('\uFE0F')) return text;
  return text.replace(EMOJI_LETTER, (ch) => {
    if (ch === '\uFE0F') return '\u200B';
    const code = ch.codePointAt(0) ?? 0;
    const base = BASES.find((b) => code >= b && code < b + 26) ?? code;
    return `${String.fromCharCode(97 + code - base)}\u200B`;
  });
};
