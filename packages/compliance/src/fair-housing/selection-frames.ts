import type { SourceId } from './sources';
import type { StandaloneRule } from './standalone-rules';
import type { ProtectedClass, RuleKind } from './types';
import { APPLICANT_ATTRIBUTES, type AttributeGroup } from './vocabulary/applicant-attributes';

/**
 * The general shape of a discriminatory statement that names no class: someone selecting, refusing,
 * limiting, conditioning or steering applicants, with an attribute of the applicant that stands for a
 * protected class (vocabulary/applicant-attributes.ts) in the same clause. "We'll only consider
 * applicants without strollers", "If they grew up outside the US, tell them it's taken". Each frame
 * family is data with its source; every attribute group takes every frame, so a new frame or a new
 * attribute extends all classes at once. Alone, neither half is a finding ("Nursery-ready bedroom",
 * "We only consider complete applications").
 */
export type FrameFamily = {
  id: string;
  source: SourceId;
  /** 'prefer' is a limitation (blocks); 'describe' says who lives there (warns). */
  kind: 'prefer' | 'describe';
  /** Which rule of a group the family joins: families of one rule are read in one scan of the text. */
  rule: 'limits' | 'terms' | 'residents';
  /** The frame may stand before the attribute ("only consider … strollers") / after it ("… are denied"). */
  before: boolean;
  after: boolean;
  /**
   * Whether a comma may stand between them. An active verb before a comma has done its selecting
   * ("We only consider complete applications, strollers fit in the storage room"); a steer reaches
   * across one ("If they grew up abroad, tell them it's taken").
   */
  commas: boolean;
  what: string;
  /**
   * The classes the family reads, when not all: residents are described by a faith, a marriage or a
   * look ("church-family feel"), not by an oxygen tank, and each group skipped is a scan saved.
   */
  classes?: readonly ProtectedClass[];
  forms: readonly string[];
};

const WHO =
  '(?:someone|somebody|renters?|tenants?|applicants?|buyers?|person|people|folks|families|family|couples?|residents?|occupants?|roommates?)';
const HOME = '(?:place|building|home|unit|community|complex|property|neighborhood|fit|street|block)';
/** "we'd", "they'd" lose their apostrophe in normalising (normalise.ts). */
const WOULD = '(?:would|wed|theyd|youd|id|hed|shed|owner would|landlord would)';
/** "We would never refuse families with children" refuses no one: a negation before the verb voids it. */
const NOT_BEFORE = '(?<!\\b(?:never|not|dont|doesnt|wont|no one|nobody|do not|does not|will not) )';

export const FRAME_FAMILIES: readonly FrameFamily[] = [
  {
    // 42 U.S.C. §3604(a), (c); 24 CFR §100.75(c)(1), (3): who will be considered, rented to or refused.
    // An active verb selects what follows it; after the attribute it is the attribute's own verb
    // ("The owner is a retiree who prefers quiet weekends"), so these stand before it only.
    id: 'selects',
    source: 'cfr100',
    kind: 'prefer',
    rule: 'limits',
    before: true,
    after: false,
    commas: false,
    what: 'selects or refuses applicants',
    forms: [
      'only (?:entertain|entertains|work with|deal with|hear from|consider|considers|considering|rent|rents|renting|lease|leasing|sell|show|showing|accept|accepting|take|taking|approve|want|wants|for|to|open to)',
      `${WOULD} rather (?:not )?(?:rent|lease|sell|hold|keep|save|give|have|go with|take)`,
      `${WOULD} rather (?:the |our |a |that )?${WHO} (?:be|was|were|is|had)`,
      `(?:want|wants|wanted|looking for|seeking|seek|need|needs|prefer|prefers|searching for) (?:a |an |the |only )?${WHO}`,
      `${NOT_BEFORE}(?:prefer|prefers|preferred|preferring|preference for)`,
      `(?:no one|nobody|no ${WHO}) (?:who|that|with|whose)`,
      // A refusal verb selects when a person is its object ("pass on applicants …"); "skip the fee for
      // those in the Guard" skips a fee.
      `${NOT_BEFORE}(?:skip|skips|skipping|pass on|passes on|passing on|turn down|turns down|turn away|turns away|screen out|screens out|weed out|deny|denies|denied|reject|rejects|rejected|refuse|refuses|refused|hold off on|holding off on|say no to|says no to) (?:a |an |the |any |all |most )?(?:${WHO}|those|anyone|anybody|them|him|her|callers?)`,
      '(?:wont|will not|would not|wouldnt|not going to|do not|dont|never|cannot|cant) (?:renew|re rent|extend|rent|lease|sell|show|approve|accept|consider|take)',
      '(?:isnt|is not|not|arent|are not|wasnt|never) (?:really |very |totally |too )?(?:comfortable|keen on|happy|interested in|okay|ok|thrilled) (?:about )?(?:renting|leasing|selling|having|with|showing)',
      '(?:must|need to|needs to|has to|have to|required to) (?:be|have|not be|not have|present as|live as|identify as|dress as)',
    ],
  },
  {
    // 24 CFR §100.70(c)(1)-(2) and §100.80: discouraging, steering, or saying a unit is taken when it is
    // not; a refusal in the passive ("… will not be considered") follows the attribute.
    id: 'steers',
    source: 'cfr10070',
    kind: 'prefer',
    rule: 'limits',
    before: true,
    after: true,
    commas: true,
    what: 'steers or refuses applicants',
    forms: [
      '(?:tell|telling|tells|told|say|said|says) (?:[a-z]+ ){0,5}?(?:taken|rented|gone|filled|unavailable|no longer available|spoken for)',
      `${NOT_BEFORE}(?:steer|steers|steering|redirect|redirects|redirecting)`,
      '(?:pass|passing|skip) on (?:that one|this one|them|him|her)',
      `not (?:a|the|really a|really the) ${HOME} for`,
      '(?:is|are|was) (?:really |better |best |not )?set up for',
      '(?:wont|will not|would not|wouldnt|doesnt|does not|may not|might not) suit',
      `best for (?:${WHO}|those)`,
      `(?:may|might) not be (?:your|the right|a good) ${HOME}`,
      '(?:would|will|might|may|wed|theyd|youd|hed|shed) (?:feel|be) (?:more|much more|happier) (?:at home|comfortable)? ?(?:in|at|over|across)',
      '(?:will|would|shall) not be (?:considered|approved|accepted)|(?:wont|wouldnt) be (?:considered|approved|accepted)',
    ],
  },
  {
    // 42 U.S.C. §3604(b); 24 CFR §100.65: different terms, conditions or privileges by class.
    id: 'terms',
    source: 'fha3604b',
    kind: 'prefer',
    rule: 'terms',
    before: true,
    after: true,
    commas: true,
    what: 'sets different terms or conditions',
    forms: [
      // "Families with kids never pay a higher deposit" exempts them.
      `${NOT_BEFORE}(?:pay|pays|paying|owe|owes|charged|charge|charges|put down|require|requires) (?:a |an )?(?:double|doubled|higher|larger|extra|bigger|additional|second|increased|2x|twice the) (?:[a-z]+ ){0,2}?(?:deposits?|rent|fees?)`,
      '(?:are|is|get|gets|will be|only) (?:offered|assigned|given|shown|placed in) (?:[a-z]+ ){0,4}?(?:units?|apartments?|floors?|homes?|buildings?|only)',
      // Who is put where: "tenants with little kids get the units by the parking lot".
      '(?:get|gets|go|goes|are put|is put|are placed|is placed|are kept|is kept) (?:in |into |to )?the (?:[a-z]+ ){0,3}?(?:units?|apartments?|buildings?|wing|section|floor)',
      '(?:ground|first|lower|bottom|back) floor (?:units? |apartments? )?only|only (?:on )?(?:the )?(?:ground|first|lower|bottom|back) (?:floor|building)',
      '(?:must|have to|need to) (?:each )?qualify (?:separately|individually|on (?:their|his|her) own)',
    ],
  },
  {
    // HUD 1995 memo: describing residents by class indicates a preference; said of who "fits in", a warning.
    id: 'residents',
    source: 'hud1995',
    kind: 'describe',
    rule: 'residents',
    classes: ['religion', 'marital_status', 'race', 'color', 'national_origin'],
    before: false,
    after: true,
    commas: true,
    what: 'describes the residents by who fits in',
    // "Strollers fit in the storage room" fits a thing in a place; people "fit right in" or "fit in here".
    forms: [
      '(?:fit|fits) right in',
      '(?:fit|fits) in (?:here|well|nicely|perfectly|great|best)',
      'feel|vibe|atmosphere',
    ],
  },
];

const NEW_SUBJECT = '(?:the|a|an|my|our|its|it|this|there|we|i|they|he|she|you)';

const alt = (forms: readonly string[]) => `(?:${forms.join('|')})`;

/** The look-arounds for one family: its frame before the attribute, or after it, in one clause. */
const around = (f: FrameFamily) => {
  const frame = alt(f.forms);
  // Without commas, a new clause joined by "and the …", "but we …" ends the verb's reach too ("Owner
  // prefers a 12-month lease and the second bedroom makes a great nursery").
  const gap = f.commas ? '[^|]' : `(?:(?! (?:and|but|so) ${NEW_SUBJECT}\\b)[^|,])`;
  const found: string[] = [];
  // The attribute's own words are inside the look-behind's reach, hence 130 there against 90 after.
  if (f.before) found.push(`(?<=\\b${frame}\\b${gap}{0,130}?)`);
  if (f.after) found.push(`(?=${gap}{0,90}?\\b${frame}\\b)`);
  return found;
};

/** One rule for an attribute group and the frame families of one rule, all in one regex. */
const combine = (g: AttributeGroup, rule: FrameFamily['rule']): StandaloneRule => {
  const families = FRAME_FAMILIES.filter((f) => f.rule === rule);
  const first = families[0]!;
  // The attribute leads: the frames are tried only where an attribute stands, not at every position of
  // a long listing (the listing budget, bench:compliance).
  const re = `\\b${alt(g.forms)}\\b(?:${families.flatMap(around).join('|')})`;
  // Refusing service members is the wrong; a preference for them is a lesser one (severity.ts).
  const kind: RuleKind = first.kind === 'prefer' && g.category === 'military_status' ? 'exclude' : first.kind;
  const cites =
    rule === 'terms'
      ? '42 U.S.C. §3604(b); 24 CFR §100.65'
      : '42 U.S.C. §3604(a), (c); 24 CFR §100.70-§100.75';
  return {
    id: `frame-${rule}`,
    category: g.category,
    kind,
    source: rule === 'limits' ? g.source : first.source,
    severity: first.kind === 'describe' ? 'warn' : undefined,
    needs: g.needs,
    reason: `An owner or agent ${families.map((f) => f.what).join(' or ')} by ${g.stands}, which stands for ${g.category.replace('_', ' ')} (${cites})`,
    re: new RegExp(re, 'g'),
  };
};

/** An HOA rule barring religious displays while it allows others (42 U.S.C. §3617; 24 CFR §100.400). */
const RELIGIOUS_DISPLAYS: StandaloneRule = {
  id: 'religious-displays',
  category: 'religion',
  kind: 'prefer',
  source: 'cfr100400',
  needs: ['religious', 'mezuzah', 'menorah', 'nativity', 'crucifix', 'prayer flag'],
  reason:
    'A rule barring religious displays while others are allowed treats residents differently by religion (42 U.S.C. §3604(b), §3617; 24 CFR §100.400)',
  re: /\b(?:(?:prohibit|prohibits|prohibited|ban|bans|banned|bar|bars|forbid|forbids|fine|fines|fined|penalize|penalizes|no|not allowed|not permitted)(?: [a-z]+){0,2} religious (?:displays?|symbols?|decorations?|items?|signs?|icons?)|(?:prohibit|prohibits|ban|bans|banned|bar|bars|forbid|forbids|fine|fines|fined|penalize|penalizes|no) (?:[a-z]+ ){0,2}?(?:mezuzahs?|menorahs?|nativity scenes?|crucifix(?:es)?|prayer flags?)|(?:religious (?:displays?|symbols?|decorations?|items?|signs?|icons?)|mezuzahs?|menorahs?|nativity scenes?|crucifix(?:es)?|prayer flags?) (?:are |is )?(?:prohibited|banned|barred|forbidden|not allowed|not permitted))\b[^|]{0,80}?\b(?:but|while|though|although|however|yet)\b[^|]{0,50}?\b(?:allow|allows|allowed|permit|permits|permitted|fine|ok|okay|welcome|encouraged)\b/g,
};

export const SELECTION_RULES: readonly StandaloneRule[] = [
  ...APPLICANT_ATTRIBUTES.flatMap((g) =>
    (['limits', 'terms', 'residents'] as const)
      .filter((r) =>
        FRAME_FAMILIES.some((f) => f.rule === r && (!f.classes || f.classes.includes(g.category))),
      )
      .map((r) => combine(g, r)),
  ),
  RELIGIOUS_DISPLAYS,
];
