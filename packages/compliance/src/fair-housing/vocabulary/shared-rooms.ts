/**
 * A sex word in another language's ad, read only when its sentence says nothing of a shared home. A
 * live-in writer letting a room in the home they share may state the housemate's sex (42 U.S.C.
 * §3603(b)(2) and §3604(c); HUD 1995 memo on shared living; Fair Housing Council v. Roommate.com,
 * 666 F.3d 1216 (9th Cir. 2012)); shared-living.ts reads that in English, this does for the words of
 * lang-*.ts: "quarto em apartamento compartilhado, só para moças" (a room in a shared flat, girls only)
 * is left alone, "apartamento inteiro só para mulheres" is a limitation by sex.
 * The guard is a look-behind and a look-ahead over the sentence (the normal text ends a sentence with
 * "|"), written after the word so the word's literal start still gates the rule (language-rules.ts).
 */
export const unlessShared = (words: readonly string[], shared: readonly string[]): string[] => {
  const s = `(?:${shared.join('|')})`;
  return words.map((w) => `${w}(?<!${s}[^|]*)(?![^|]*${s})`);
};
