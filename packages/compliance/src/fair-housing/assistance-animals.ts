/**
 * An exception for assistance animals inside a pet ban is inclusive: "no pets except assistance
 * animals", "pets not allowed other than service dogs", "no pets, service animals excepted" tell a
 * person with a disability that the ban will not be applied to them, which is the reasonable
 * accommodation 42 U.S.C. §3604(f)(3)(B) requires (HUD FHEO-2020-01, assistance animals:
 * https://www.hud.gov/sites/dfiles/PA/documents/HUDAsstAnimalNC1-28-2020.pdf). An exclusion of the
 * animals themselves ("no service animals", "all pets welcome except emotional support animals")
 * still reads as an exclusion: only the exception after a ban of pets is read as inclusion.
 */
const ANIMAL_TERM = /\b(?:animals?|dogs?)\b/;
const EXCEPT =
  /\b(?:except|excepting|other than|besides|but not for|but|excluding|save for|apart from|with the exception of)(?: for)?(?: (?:a|an|the|any|all|registered|certified|trained|verified))* ?$/;
// A pet charge or limit is a ban's kin: "pet rent $50, but not for service animals", "an extra deposit for
// pets except assistance animals", "breed restrictions apply, other than for guide dogs" waive for the
// animal what 24 CFR §100.204 and FHEO-2020-01 say may not be charged or applied to it.
const PET_TERMS =
  /\b(?:pets?|dogs?|cats?|animals?) (?:deposits?|fees?|rent|charges?|surcharges?|limits?)\b|\b(?:deposits?|fees?|rent|charges?|surcharges?)\b(?: [a-z0-9,]+){0,3}? (?:for|per|on|with) (?:each |every |a |an |all |any |your )?(?:pets?|dogs?|cats?|animals?)\b|\b(?:breed|weight|size) (?:limits?|restrictions?)\b/;
const PET_BAN = new RegExp(
  `\\b(?:no|sin|not allow\\w*|not permit\\w*|prohibit\\w*|forbidden|banned)\\b(?: [a-z]+){0,2}? (?:pets?|dogs?|cats?|animals?|mascotas|animales|perros)\\b|\\b(?:pets?|dogs?|cats?|animals?) (?:are |is )?(?:not (?:allowed|permitted|accepted)|prohibited|forbidden|banned)\\b|${PET_TERMS.source}`,
);
const NO_BEFORE =
  /(?:^|\s)(?:no|not any|zero)(?: (?!(?:except|excepting|other|besides|but|pets?|dogs?|cats?)\b)[a-z]+){0,3} ?$/;
const ALLOWED_AFTER =
  /^ ?(?:are |is |always |of course |remain )*(?:excepted|exempt|exempted|allowed|permitted|welcome|accepted|ok|okay|fine|excluded from (?:this|the) (?:ban|policy|rule))\b/;

/**
 * Whether the class term `form` between `head` (the clause's text before it) and `tail` (the text
 * after it) is an assistance animal excepted from a pet ban.
 */
export const exceptedAnimal = (form: string, head: string, tail: string): boolean => {
  if (!ANIMAL_TERM.test(form)) return false;
  // "No service animals allowed": the "allowed" closes the ban on the animal itself, no exception.
  if (ALLOWED_AFTER.test(tail)) return !NO_BEFORE.test(head);
  const except = EXCEPT.exec(head);
  return except !== null && PET_BAN.test(head.slice(0, except.index));
};

/** The normalised text of the clause before offset `at`, at most 100 characters. */
export const clauseHead = (s: string, at: number): string =>
  s.slice(Math.max(0, at - 100, s.lastIndexOf('|', at - 1) + 1), at);
