import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import { PERCEIVED_TRAITS, type TraitGroup, traitRe } from './vocabulary/perceived-traits';

/**
 * Screening conditions and questions by class. A faith or denomination asked on an application, even
 * as optional (42 U.S.C. §3604(c): a question that indicates a preference; 24 CFR §100.75(c)), a
 * warning; a transfer approved "only if the buyer belongs to a Christian congregation" (42 U.S.C.
 * §3604(a), (c); a co-op or HOA is no religious organisation's non-commercial housing, §3607(a));
 * fluent English required to rent, said in Spanish ("se requiere hablar inglés", HUD LEP guidance 2016;
 * 24 CFR §100.75(c)(3)); a denial for any arrest, even without charges (HUD OGC criminal records
 * guidance, 2016: arrests are no proof of conduct, and blanket bans fall hardest by race, 24 CFR
 * §100.500), a warning; a caller heard as a class told that applications are online only or not offered
 * a tour (24 CFR §100.80(b): false unavailability; HUD's linguistic profiling tests). Left alone: "we
 * never ask about religion", "membership open to all", "se habla inglés y español", "convictions for
 * the last five years are reviewed individually", an accent wall.
 */
const FAITH =
  '(?:faith|religion|religious (?:affiliation|preference|background|beliefs?)|denomination|church (?:affiliation|membership|home|attendance)|place of worship)';
const CONGREGATION =
  '(?:congregation|church|parish|synagogue|mosque|temple|ward|fellowship|faith community|masjid|shul)';
const NOT_CHARGED = '(?:never led to|did not lead to|didnt lead to|without|no|dropped|dismissed)';

// "do not offer a tour", "say applications are online only", "tell them it is taken".
const UNAVAILABLE =
  '(?:(?:do not|dont|never|no need to) (?:offer|give|schedule|book|set up|mention|show) (?:a |any |them a )?(?:tours?|showings?|viewings?|appointments?|units?)|(?:say|tell (?:them|the caller|him|her)|mention|claim|answer) (?:that )?(?:applications are (?:online only|closed)|(?:the |that )?(?:unit|apartment|place|home) (?:is|was|has been) (?:taken|rented|gone|leased|spoken for)|(?:nothing|no units?) (?:is |are )?available|(?:we are|were) full|no vacancies|there is a waitlist))';
const unavailableRule = (g: TraitGroup): StandaloneRule =>
  phraseRule({
    id: 'trait-unavailable',
    category: g.category,
    kind: 'exclude',
    source: 'hudNo2016',
    needs: g.needs,
    reason:
      'Tells callers perceived as a class that nothing is available or offers them no tour (false unavailability, 24 CFR §100.80(b); 42 U.S.C. §3604(d))',
    // The instruction may follow a colon of an SOP ("callers with an accent: do not …").
    re: `${traitRe(g)}[^|]{0,80}?(?:\\| ?[^|]{0,60}?)?\\b${UNAVAILABLE}\\b`,
  });

export const SCREENING_CONDITION_RULES: readonly StandaloneRule[] = [
  ...PERCEIVED_TRAITS.map(unavailableRule),
  ...phraseRules([
    {
      id: 'faith-asked-on-application',
      category: 'religion',
      kind: 'describe',
      severity: 'warn',
      source: 'fha3604c',
      needs: ['faith', 'religio', 'denomination', 'church', 'worship'],
      reason:
        'Asks an applicant’s faith or denomination on an application, optional or not (42 U.S.C. §3604(c); 24 CFR §100.75(c))',
      // "There's nothing on our application about religion", "no question on the form asks your faith".
      re: `\\b(?<!\\b(?:nothing|no|not|never|none|nowhere)\\b[^|]{0,20})(?:application|form|questionnaire|question|field|box)\\b(?:(?!\\b(?:never|not|no|dont|without)\\b)[^|]){0,30}?(?:\\| ?)?\\b${FAITH}\\b`,
    },
    {
      id: 'only-if-congregation',
      category: 'religion',
      kind: 'exclude',
      source: 'fha3607a',
      needs: [
        'congregation',
        'church',
        'parish',
        'synagogue',
        'mosque',
        'temple',
        'ward',
        'fellowship',
        'masjid',
        'shul',
      ],
      reason:
        'Approves a sale or lease only for members of a congregation (42 U.S.C. §3604(a), (c); not a religious organisation’s non-commercial housing under §3607(a))',
      re: `\\bonly (?:if|when|for|to) (?:the |a |an )?(?:buyers?|applicants?|tenants?|purchasers?|residents?|transferees?|renters?|members?|owners?)(?: who)? (?:belongs? to|is a member of|are members of|attends?|joins?) (?:a |an |the |our |their )?(?:[a-z]+ ){0,2}?${CONGREGATION}\\b(?![^|]{0,40}?\\bopen to (?:all|anyone|everyone)\\b)`,
    },
    {
      id: 'es-english-required',
      category: 'national_origin',
      kind: 'prefer',
      source: 'hudLep2016',
      needs: ['ingles'],
      reason: 'Requires fluent English to rent (HUD LEP guidance, 2016; 42 U.S.C. §3604(c))',
      re: '\\b(?:se requiere|se necesita|es necesario|es obligatorio|es indispensable|es requisito|requisito|requiere|requieren|exigimos|exige) (?:que )?(?:el inquilino |los inquilinos )?(?:hablar|hable|hablen|leer|lea|entender|entienda|saber|sepa|dominar|domine) (?:bien |perfectamente |con fluidez )?(?:el )?ingles\\b|\\b(?:solo|solamente|unicamente|so|somente|apenas) (?:[a-z]+ ){0,3}?(?:gente|personas|pessoas|inquilinos|quienes|quem|los que|las que|aquellos que|clientes)(?: que)? (?:hable|hablen|habla|hablan|sepa|sepan|entienda|entiendan|domine|dominen|lea|lean|fale|falem|fala|falam) (?:bien |bem |perfectamente |con fluidez |fluentemente )?(?:el |o )?ingles\\b',
    },
    {
      id: 'arrest-denied',
      category: 'race',
      kind: 'exclude',
      severity: 'warn',
      source: 'hudCriminal2016',
      needs: ['arrest'],
      reason:
        'Denies applicants for an arrest alone (HUD criminal records guidance, 2016; 24 CFR §100.500: disparate impact by race)',
      re: `\\b(?:any|an|one|a single|prior|past|every) arrests?\\b(?:(?!\\b(?:never (?:grounds|a reason|used|considered)|not|isnt|wont|cannot|alone is not)\\b)[^|]){0,80}?\\b(?:denied|denial|rejected|rejection|disqualified|disqualifies|disqualification|declined|refused|ineligible)\\b|\\barrests?\\b[^|]{0,30}?\\b(?:even|including) (?:one|ones|those|if)\\b[^|]{0,20}?\\b${NOT_CHARGED}\\b[^|]{0,20}?\\b(?:charges|charged|conviction|convicted)\\b[^|]{0,60}?\\b(?:denied|denial|rejected|disqualif[a-z]+|declined|ineligible)\\b`,
    },
  ]),
];
