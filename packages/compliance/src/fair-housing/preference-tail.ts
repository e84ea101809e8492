import type { Draft } from './findings';
import { allMatches } from './match-all';

/**
 * A description of the people with a wish that it stay so: "mostly retirees and churchgoing folks,
 * and we like it that way", "a Korean neighborhood, you'll feel right at home". The description alone
 * says who lives there (a warning for most classes); the wish makes it a preference for those people
 * (42 U.S.C. §3604(c); 24 CFR §100.75(c)(3)) and steers the reader by who they are (24 CFR
 * §100.70(c)(1)), so a warning the wish follows, in its sentence or the next, becomes a block.
 * Look-alikes left alone: the wish with no description before it ("quiet street, and we like it that
 * way"), and "make yourself at home".
 */
const TAIL =
  /\b(?:we|i|they|neighbors|residents) (?:like|love|want|prefer|intend|plan|hope|would like|d like|'d like|’d like)(?: to keep)? it (?:that|this) way\b|\b(?:keep|keeping) it (?:that|this) way\b|\byou(?:'|’)?(?:ll| will|d| would)? (?:fit right in|fit in|feel right at home|feel at home|be right at home|blend right in|blend in)\b/gi;
const SENTENCE_END = /[.!?\n]/g;

/**
 * Drafts with each warning a wish follows lifted to a block. A HOPA warning ("mostly retirees") is
 * lifted too, as a plain familial-status preference, unless the text states the HOPA exemption
 * (`exempt`): "we like it that way" is no age verification.
 */
export const liftByTail = (text: string, drafts: Draft[], exempt = false): Draft[] => {
  if (drafts.every((d) => d.severity !== 'warn')) return drafts;
  const tails = allMatches(TAIL, text).map((m) => m.index);
  if (tails.length === 0) return drafts;
  return drafts.map((d) => {
    if (d.severity !== 'warn' || (d.hopa && exempt)) return d;
    // The wish after the description, at most one sentence end between them.
    const lifted = tails.some(
      (t) => t >= d.end && (text.slice(d.end, t).match(SENTENCE_END)?.length ?? 0) <= 1,
    );
    return lifted
      ? {
          ...d,
          severity: 'block' as const,
          hopa: false,
          reason:
            `${d.reason} The wish that it stay so makes the description a preference (42 U.S.C. §3604(c); 24 CFR §100.70(c)).`.slice(
              0,
              500,
            ),
        }
      : d;
  });
};
