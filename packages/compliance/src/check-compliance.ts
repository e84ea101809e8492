import type { ComplianceCategory, ComplianceSeverity, TComplianceFinding } from '@pp/contract';
import { type ComplianceContext, checkAdvertisingRules } from './advertising-rules';
import phraseData from './fair-housing-phrases.json' with { type: 'json' };

type PhraseEntry = {
  phrase: string;
  category: ComplianceCategory;
  severity: ComplianceSeverity;
  reason: string;
  suggestion: string;
  source: string;
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern: any case, any run of spaces or hyphens between words, whole words only. */
const phrasePattern = (phrase: string): string =>
  phrase
    .trim()
    .split(/[\s-]+/)
    .map((word) => escapeRegExp(word).replace(/'/g, "['’]"))
    .join('[\\s-]+');

// Letters, digits or underscore on either side mean we are inside a longer word.
const wrap = (body: string) => `(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`;

const FLAGGED = phraseData.flagged as PhraseEntry[];
const ACCEPTABLE = phraseData.acceptable as string[];
// One alternation per list, longest phrases first so the most specific wins at a position.
const byLength = (a: string, b: string) => b.length - a.length;
const FLAGGED_RE = new RegExp(
  wrap(
    FLAGGED.map((e) => e.phrase)
      .sort(byLength)
      .map(phrasePattern)
      .join('|'),
  ),
  'giu',
);
const ACCEPTABLE_RE = new RegExp(wrap([...ACCEPTABLE].sort(byLength).map(phrasePattern).join('|')), 'giu');
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .replace(/’/g, "'");
const ENTRY_BY_PHRASE = new Map(FLAGGED.map((e) => [normalise(e.phrase), e]));

/** Replaces acceptable phrases by spaces (same length, so offsets stay true). */
const maskAcceptable = (text: string) => text.replace(ACCEPTABLE_RE, (m) => ' '.repeat(m.length));

/** Fair Housing findings for the words of a text, in text order, with their offsets. */
export const checkFairHousing = (text: string): TComplianceFinding[] => {
  const findings: TComplianceFinding[] = [];
  for (const match of maskAcceptable(text).matchAll(FLAGGED_RE)) {
    const entry = ENTRY_BY_PHRASE.get(normalise(match[0]));
    if (!entry || match.index === undefined) continue;
    findings.push({
      category: entry.category,
      severity: entry.severity,
      phrase: text.slice(match.index, match.index + match[0].length),
      reason: entry.reason,
      suggestion: entry.suggestion,
      index: match.index,
    });
  }
  return findings;
};

/**
 * Every finding for a draft or an edit: Fair Housing words (42 U.S.C. §3604(c), HUD 1995 guidance)
 * and, when the context says whose listing it is, the advertising rules (NAR SoP 12-4, 12-5).
 */
export const checkCompliance = (text: string, context: ComplianceContext = {}): TComplianceFinding[] => [
  ...checkFairHousing(text),
  ...checkAdvertisingRules(text, context),
];

/** True when nothing in the findings stops a publish. */
export const isPublishable = (findings: readonly TComplianceFinding[]): boolean =>
  findings.every((f) => f.severity !== 'block');

export const FAIR_HOUSING_PHRASES = FLAGGED;
export const ACCEPTABLE_PHRASES = ACCEPTABLE;
