import type { SourceId } from '../sources';
import type { ProtectedClass } from '../types';

/**
 * One language's words for the exclusion rules of language-rules.ts: its markers of limitation ("only")
 * and of refusal ("no", "we don't accept"), the words that may sit between a marker and the class word
 * ("for the", "families with"), and its class vocabularies. Every entry is a regular-expression
 * fragment written as ads spell it; language-rules.ts normalises it the way normalise.ts normalises
 * text (lower case, accents and apostrophes dropped), so data can be written with its accents.
 * 42 U.S.C. §3604(c) reaches an advertisement in any language; HUD's LEP guidance (72 FR 2732, 2007)
 * and the Census name the languages.
 */
export type LanguageData = {
  lang: string;
  source: SourceId;
  /** Markers of limitation before the class word ("only for"). */
  onlyBefore: readonly string[];
  /** Markers of limitation after the class word ("… only", "… فقط"). */
  onlyAfter: readonly string[];
  /** Markers of refusal before the class word ("no", "we don't rent to"). */
  refuseBefore: readonly string[];
  /** Markers of refusal after the class word ("… need not apply", "… не беспокоить"). */
  refuseAfter: readonly string[];
  /**
   * Selection verbs that may follow a marker before the links ("solo le alquila a", "só alugo pra",
   * "no acepta"): whom the landlord rents to or accepts is the limitation, said with a verb.
   */
  verbs?: readonly string[];
  /**
   * Markers of who a home suits ("适合" before the class word): a soft preference (HUD 1995 memo:
   * "ideal for" a class), read only for `suitsClasses`, since "适合有小孩的家庭" (suits families with
   * children) welcomes a class rather than limits it.
   */
  suitsBefore?: readonly string[];
  /** The classes a suits marker is read for. */
  suitsClasses?: readonly ProtectedClass[];
  /** Words that may sit between a marker and the class word (at most two of them). */
  links: readonly string[];
  /** A prefix glued to the class word (French "d'", Arabic "لل"), if the language has one. */
  prefix?: string;
  /** Written without spaces between words (Chinese, Korean): markers join the class word directly. */
  joined?: boolean;
  /** Particles a joined language puts between the class word and a marker after it (Korean 은/는). */
  particles?: readonly string[];
  /** Class words by class: only their full forms match (a stem would take "детская" for "дети"). */
  classes: Partial<Record<ProtectedClass, readonly string[]>>;
  /**
   * A couple or a household limited to those without children: "somente casais", "부부만" (a couple
   * only), "vợ chồng chưa có con", "无小孩的夫妻", "자녀 없는 부부" (a couple without children). A home
   * kept to couples keeps families with children out (HUD 1995 memo; 42 U.S.C. §3602(k)).
   */
  couples?: {
    /** Couple words, read after or before a limitation marker ("casais(?! com)": not "casais com filhos"). */
    words: readonly string[];
    /** Other households a "without children" may describe ("家庭", "gia đình"), beside the couple words. */
    households?: readonly string[];
    /** "Without" ("无", "chưa có", "없는"), read between a household and a child word in either order. */
    without: readonly string[];
    /** Child words read only after "without" (Vietnamese bare "con"), beside the class's own. */
    children?: readonly string[];
  };
};
