import { type Draft, makeFinding } from './findings';
import { allMatches } from './match-all';
import type { StandaloneRule } from './standalone-rules';

/**
 * Children refused with signs: "👶❌", "🚫👶", "🚸🚫", "no 👶". 24 CFR §100.75(c)(1) names "symbols"
 * among the means that convey a dwelling is not available to a group. Read on the text as written,
 * since the tokeniser drops emoji. Only a prohibition sign right beside a child sign (or "no"/"sin"/
 * "pa gen" before it) counts: "👶 nursery ready, 🚫 smoking" and "playground 🚸 next door" stay ok.
 */
const CHILD =
  '(?:[\\u{1F476}\\u{1F9D2}\\u{1F467}\\u{1F466}\\u{1F6B8}\\u{1F37C}][\\u{1F3FB}-\\u{1F3FF}]?\\u{FE0F}?)';
const NO =
  // A gesture may carry a gender sign joined by ZWJ ("🙅‍♀️" is 🙅 + ZWJ + ♀ + VS16).
  '(?:[\\u{1F6AB}\\u{26D4}\\u{274C}\\u{2716}\\u{2717}\\u{2718}\\u{1F645}][\\u{1F3FB}-\\u{1F3FF}]?(?:\\u{200D}[\\u{2640}\\u{2642}])?\\u{FE0F}?)';
const SIGNS = new RegExp(
  // A sign closing a run of icons ("🚭🐶👶❌ DM me") binds to them even when a word follows.
  `(?<=\\p{Extended_Pictographic}\\u{FE0F}?)${CHILD}+${NO}|${CHILD}+ ?${NO}(?! ?[A-Za-z])|${NO} ?${CHILD}+|\\b(?:no|sin|pa gen|san|not) ?${CHILD}+`,
  'giu',
);
/** Cheap gate: the text holds a child sign at all. */
const ANY_CHILD = new RegExp(CHILD, 'u');

const RULE: StandaloneRule = {
  id: 'child-sign-refused',
  category: 'familial_status',
  kind: 'exclude',
  source: 'cfr100',
  re: SIGNS,
  needs: [],
  reason:
    'A prohibition sign beside a child sign says children are not welcome (24 CFR §100.75(c)(1): symbols)',
};

/** Findings for refused child signs in the text as written. */
export const emojiDrafts = (common: { text: string; state: string | undefined }): Draft[] => {
  if (!ANY_CHILD.test(common.text)) return [];
  const out: Draft[] = [];
  for (const m of allMatches(SIGNS, common.text)) {
    const d = makeFinding({
      ...common,
      rule: RULE,
      kind: 'exclude',
      patternId: RULE.id,
      source: RULE.source,
      severity: undefined,
      start: m.index,
      end: m.index + m[0].length,
    });
    if (d) out.push(d);
  }
  return out;
};
