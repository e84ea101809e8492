/**
 * Statements that a class is treated as everyone is, or welcome without a condition: "treated like
 * anyone else", "we take vouchers like any other income", "it makes no difference to us", "all welcome
 * to apply", "se aceptan niños", "familias bienvenidas". HUD's 1995 guidance calls such statements
 * lawful (and the Fair Housing logo and slogan invite them); they share most of their words with the
 * refusals they deny, which a bag of words cannot tell apart. They veto the second reader's warning
 * on their sentence, never a rule's finding, and only when no restriction follows ("kids welcome, but
 * not at the pool" keeps its warning).
 */
const SAMENESS = [
  /\b(?:like|as|than) (?:any|every) ?(?:one|body|other\b[\w ]{0,20}?|\w+)? ?(?:else)?\b/,
  /\b(?:same|equal|identical) (?:terms|rules|rent|deposit|fees?|criteria|standards?|way|process|treatment)\b/,
  /\b(?:the same|equally|alike) (?:as|for|to)? ?(?:every|any|all)/,
  /\bno difference\b|\bdoesn'?t matter\b|\bdoes not matter\b|\bregardless of\b|\bwithout regard to\b/,
  /\b(?:treated|treat (?:them|you|everyone|all))(?: exactly| just)? (?:like|the same|equally|as)\b/,
  // A universal subject only: "Christians welcome" names one class, a preference (HUD 1995).
  /\b(?:all|everyone|everybody|anyone|all applicants|are all|all are) (?:are |is )?(?:welcome|invited)\b/,
  /\b(?:of course|absolutely|sure|yes),? (?:we|i) (?:take|accept|welcome|rent to)\b/,
  /(?<!\bno )\bse aceptan\b|\btod[oa]s (?:son )?bienvenid[oa]s\b|\bsin importar\b|\bigual que (?:cualquier|todos)\b|\blo mismo que\b/,
];

/**
 * Words of a limit, a charge or a condition: the veto does not hold where one occurs ("service dogs
 * pay the $300 pet deposit like any other pet" is equal treatment that breaks the law, FHEO-2020-01).
 */
const RESTRICTION =
  /\b(?:only|but|except|unless|however|though|although|as long as|provided|if they|if you|not allowed|no longer|can'?t|cannot|won'?t|must not|may not|prohibited|aside from|rather|prefer\w*|max\w*|limit\w*|no more than|at most|up to|must|capped|decline\w*|steer\w*|violation|pets?|pero|excepto|solo|sólo|menos|máximo)\b|\$\d/;

/** Whether a sentence states equal treatment or an unconditional welcome, and sets no limit. */
export const statesInclusion = (sentence: string): boolean => {
  const s = sentence.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  return SAMENESS.some((re) => re.test(s)) && !RESTRICTION.test(s);
};
