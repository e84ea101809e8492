import type { StandaloneRule } from './standalone-rules';

/**
 * Gender identity said without a class word: a rule that a tenant's papers, dress or life match the
 * sex assigned at birth, or a refusal of people transitioning. HUD's memorandum of February 11, 2021
 * (Executive Order 13988; Bostock) reads sex to include gender identity; Cal. Gov. Code §12955, RCW
 * 49.60.222, ORS 659A.421 and N.Y. Exec. Law §296(5) name it. Left alone: "photo ID required",
 * "birth certificate for each child is not required".
 */
const AT_BIRTH =
  '(?:(?:the |their |your |his |her )?(?:sex|gender) (?:assigned|listed|given|recorded|designated) at birth|(?:the |their |your )?birth (?:sex|gender)|(?:their |your |his |her )?biological (?:sex|gender)|(?:the )?(?:sex|gender) (?:they|you|he|she) (?:were|was) born (?:with|as|into))';

// A placement by sex at birth: beds, rooms, wings or roommates assigned by it, or trans women sent to the
// men's side (HUD Equal Access Rule, 24 CFR §5.106(b): shelter placement by gender identity; HUD 2021
// memo; e.g. Cal. Gov. Code §12955); amenity hours given "to" or "matching" it are a term of the home
// set by it (N.J.S.A. 10:5-12(g)). Left alone: "beds assigned by gender identity", "first come".
const BY_BIRTH = `(?:${AT_BIRTH}|(?:sex|gender) at birth|(?:original )?birth certificates?|anatomy|biology|chromosomes|genitalia)`;
const PLACED =
  '(?:beds?|rooms?|bunks?|units?|housing|dorms?|wings?|floors?|placements?|roommates?|room assignments?|assignments?|residents?|guests?|clients?|showers?|bathrooms?|restrooms?|(?:laundry|gym|pool|sauna|locker room|amenity) (?:hours|times|slots|days))';
const SIDE =
  '(?:wing|dorm|side|floor|section|rooms?|shelter|bathroom|restroom|showers?|unit|quarters|bunkhouse|hall|dormitory)';

export const GENDER_IDENTITY_RULES: readonly StandaloneRule[] = [
  {
    id: 'placed-by-birth-sex',
    needs: ['birth', 'biolog', 'anatomy', 'chromosom', 'genital', 'trans'],
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    re: new RegExp(
      `\\b${PLACED}\\b[^|]{0,40}?\\b(?:assigned|allocated|placed|housed|sorted|separated|segregated|grouped|matched|determined|decided|given out|are|is|go) (?:strictly |only |solely )?(?:by|on|to|according to|based on|per|using|following|that match|matching) (?:the |their |your )?${BY_BIRTH}|\\btrans(?:gender)? (?:women|woman|females?|girls?) (?:[a-z]+ ){0,2}?(?:sleep|stay|are housed|are placed|go|must stay|must sleep|will sleep|will stay|use|are put|are assigned|get) (?:in |to |on )?(?:the )?(?:mens|male|boys) ${SIDE}|\\btrans(?:gender)? (?:men|man|males?|boys?) (?:[a-z]+ ){0,2}?(?:sleep|stay|are housed|are placed|go|must stay|must sleep|will sleep|will stay|use|are put|are assigned|get) (?:in |to |on )?(?:the )?(?:womens|female|girls) ${SIDE}`,
      'g',
    ),
  },
  {
    id: 'birth-sex-required',
    needs: ['birth', 'biological', 'born'],
    category: 'gender_identity',
    kind: 'prefer',
    source: 'hud2021',
    re: new RegExp(
      `\\b(?:birth certificates? (?:is |are )?(?:required|needed|must)[^|]{0,30}\\bmatch (?:the |their |your )?(?:gender|sex)|(?:gender|sex) (?:on|listed on|shown on|marked on) (?:the |your |their )?(?:id|application|lease|license)s? must match ${AT_BIRTH}|(?:must|should|required to|expected to|need to|has to|have to) (?:live|present|dress|identify|use the (?:bathroom|restroom) of|appear) (?:as|according to)? ?${AT_BIRTH}|(?:must|should|required to|expected to|need to|has to|have to) (?:use|keep|stick to|stay) ${AT_BIRTH})`,
      'g',
    ),
  },
  {
    id: 'no-transitioning',
    needs: ['transition'],
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    re: /\b(?:no (?:transitioning|mid transition|currently transitioning) (?:tenants|people|persons|renters|applicants|residents|roommates|individuals|folks)|(?:anyone|people|tenants|applicants) (?:who is |who are |currently )?transitioning (?:need not apply|neednt apply|not (?:accepted|allowed|welcome|considered)|will not be considered))\b/g,
  },
];
