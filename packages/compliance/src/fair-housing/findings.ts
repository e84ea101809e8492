import type { ComplianceSeverity, TComplianceFinding } from '@pp/contract';
import { applyJurisdiction, jurisdictionsOf } from './jurisdictions';
import type { Term } from './lexicon';
import { KIND_TEXT, severityOf, stronger } from './severity';
import type { SourceId } from './sources';
import type { StandaloneRule } from './standalone-rules';
import type { ClassVocabulary, ProtectedClass, RuleKind } from './types';
import { VOCABULARIES } from './vocabulary';

/** Short citations for reasons (the full titles and URLs are in sources.ts). */
const CITE: Record<SourceId, string> = {
  fha3604c: '42 U.S.C. §3604(c)',
  cfr109: '42 U.S.C. §3604(c); 24 CFR §109.20',
  hud1995: '42 U.S.C. §3604(c); HUD advertising guidance, 1995',
  cfr100: '42 U.S.C. §3604(c); 24 CFR §100.75(c)',
  cfr100202: '42 U.S.C. §3604(c); 24 CFR §100.202(c), §100.75(c)',
  hopa: '42 U.S.C. §3607(b)',
  fha3602k: '42 U.S.C. §3602(k), §3604(c)',
  fha3602h: '42 U.S.C. §3602(h), §3604(c)',
  hud2021: 'HUD memo of Feb. 11, 2021; NAR Code of Ethics Art. 10',
  nar10: 'NAR Code of Ethics Art. 10',
  hudSoi: 'state source-of-income law',
  hudLep2016: '42 U.S.C. §3604(c); HUD limited English proficiency guidance, 2016',
  hudLep2007: '42 U.S.C. §3604(c); HUD limited English proficiency guidance, 72 FR 2732 (2007)',
  cfr100600: '42 U.S.C. §3604(b), (c); 24 CFR §100.600(a)(2)',
  fha3607a: '42 U.S.C. §3604(a), (c), §3607(a)',
  keating1998: '42 U.S.C. §3604(c); HUD occupancy guidance, 1998',
  style: 'HUD advertising guidance, 1995',
  hudDojRa2004:
    '42 U.S.C. §3604(c), §3604(f)(3)(B); 24 CFR §100.202, §100.204; HUD/DOJ Joint Statement on Reasonable Accommodations, 2004',
  cfr10070: '42 U.S.C. §3604(a), (c); 24 CFR §100.70(c)',
  fheo202001: '42 U.S.C. §3604(f)(3)(B); 24 CFR §100.204; HUD notice FHEO-2020-01',
  hudNo2016: '42 U.S.C. §3604(a), (c); HUD national origin guidance, 2016',
  fha3604b: '42 U.S.C. §3604(b); 24 CFR §100.65',
  hudNuisance2016: '42 U.S.C. §3604(b); HUD nuisance ordinance guidance, 2016; 34 U.S.C. §12491(b)',
  cfr100400: '42 U.S.C. §3604(b), §3617; 24 CFR §100.400',
  cfr10080: '42 U.S.C. §3604(d); 24 CFR §100.80(b)',
  cfr10070c4: '42 U.S.C. §3604(b); 24 CFR §100.70(c)(4)',
  cfr1007: '42 U.S.C. §3604(b); 24 CFR §100.7(a)(1)(iii), §100.600(a)(2)',
  hudCriminal2016: '42 U.S.C. §3604(a); 24 CFR §100.500; HUD criminal records guidance, 2016',
  state: 'state fair housing law',
};

const HOPA_REASON =
  'Housing for older persons may limit residents by age only if it qualifies for the HOPA exemption (42 U.S.C. §3607(b): 62 and over, or 55 and over with the required policies and age verification); otherwise this states a familial-status preference.';
const HOPA_SUGGESTION =
  'Keep it only if the community is HOPA-exempt, and say so (e.g. "55+ community under HOPA").';

const VOCABULARY_OF = new Map<ProtectedClass, ClassVocabulary>(VOCABULARIES.map((v) => [v.category, v]));

/**
 * A finding with the facts overlap resolution needs. `described`: a HOPA word only describing who lives
 * there ("mostly retirees") claims no HOPA housing, so it sets no HOPA context for the other findings.
 */
export type Draft = TComplianceFinding & { end: number; hopa: boolean; described?: boolean };

type Args = {
  term?: Term;
  rule?: StandaloneRule;
  hopa?: boolean;
  kind: RuleKind;
  patternId: string;
  source: SourceId;
  severity: ComplianceSeverity | undefined;
  start: number;
  end: number;
  text: string;
  state: string | undefined;
};

/** A text cut to `max` characters, with an ellipsis where it was cut. */
export const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** The finding of one matched rule, or null when the words are lawful as used. */
export const makeFinding = (a: Args): Draft | null => {
  const baseClass = (a.term?.category ?? a.rule?.category)!;
  const vocabulary = VOCABULARY_OF.get(baseClass)!;
  const phrase = a.text.slice(a.start, a.end);
  const hopa = (a.hopa ?? false) || (a.term?.hopa === true && a.kind !== 'exclude');
  if (hopa) {
    return {
      category: 'familial_status',
      severity: 'warn',
      phrase: clip(phrase, 200),
      reason: clip(`"${phrase}": ${HOPA_REASON}`, 500),
      suggestion: HOPA_SUGGESTION,
      index: a.start,
      jurisdictions: ['US'],
      rule: `${a.patternId}/hopa`,
      end: a.end,
      hopa: true,
      described: a.kind === 'describe',
    };
  }
  const severity = a.severity ?? severityOf(baseClass, a.kind);
  if (!severity) return null;
  const { severity: final, note } = applyJurisdiction(baseClass, severity, a.state);
  const reason = a.rule?.reason ?? `${vocabulary.reason}: "${phrase}" ${KIND_TEXT[a.kind]}`;
  return {
    category: baseClass,
    severity: final,
    phrase: clip(phrase, 200),
    reason: clip(`${reason} (${CITE[a.source]}).${note}`, 500),
    suggestion: vocabulary.suggestion,
    index: a.start,
    jurisdictions: jurisdictionsOf(baseClass),
    rule: `${a.patternId}/${baseClass}`,
    end: a.end,
    hopa: false,
    described: a.kind === 'describe',
  };
};

/**
 * One finding per stretch of text, the strongest (then the longest) where rules overlap; in a text
 * that describes housing for older persons, familial-status blocks become HOPA warnings; `hopaExempt`
 * (the text states the HOPA exemption) drops the HOPA warnings themselves.
 */
export const resolveOverlaps = (
  all: Draft[],
  hopaExempt = false,
  unverified = false,
): TComplianceFinding[] => {
  // Housing stated to be HOPA housing may state its age limit (hopa-stated.ts): its HOPA warnings go.
  const drafts = hopaExempt ? all.filter((d) => !d.hopa) : all;
  // A community that admits it never verified ages gets no HOPA leniency (hopa-stated.ts).
  const hopaContext = !unverified && (drafts.some((d) => d.hopa && !d.described) || hopaExempt);
  const adjusted = drafts.map((d) =>
    hopaContext && d.category === 'familial_status' && d.severity === 'block'
      ? { ...d, severity: 'warn' as const, reason: clip(`${d.reason} ${HOPA_REASON}`, 500) }
      : d,
  );
  adjusted.sort((x, y) => x.index - y.index || y.end - x.end);
  const kept: Draft[] = [];
  for (const d of adjusted) {
    // Findings of different classes over one subject ("a mature Christian woman") are all kept.
    const clash = kept.findIndex(
      (k) =>
        d.index < k.end &&
        k.index < d.end &&
        !(d.index === k.index && d.end === k.end && d.category !== k.category),
    );
    if (clash === -1) {
      kept.push(d);
      continue;
    }
    const k = kept[clash]!;
    const better =
      stronger(d.severity, k.severity) || (d.severity === k.severity && d.end - d.index > k.end - k.index);
    if (better) kept[clash] = d;
  }
  return kept
    .sort((x, y) => x.index - y.index)
    .map(({ end: _end, hopa: _hopa, described: _described, ...finding }) => finding);
};
