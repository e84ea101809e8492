import type { StandaloneRule } from './standalone-rules';

/**
 * Inquiries that reveal a class without the stock "do you have a disability" wording (inquiry-rules.ts
 * keeps those). 24 CFR §100.202(c): asking whether an applicant or anyone who will live with them has
 * a handicap, here named by its device ("is the person with the oxygen tank gonna be living there?"),
 * blocks. Asking where applicants are from originally and asking for photos of everyone who will live
 * there warn: 24 CFR §100.75(c) and HUD's national origin guidance treat them as screening that
 * may reveal origin, race or color, but a lawful reason (identity checks) can exist, so an agent
 * decides. Asking whether an applicant was "born a man" or is "a real woman" asks about sex and gender
 * identity (HUD memo of Feb. 11, 2021 reads sex to include it; §100.202(c) asks no such thing of any
 * applicant) and, like this corpus's other inquiries about a class (inquiry-rules.ts: exclude), blocks.
 * Normalised text: apostrophes dropped ("they're" is "theyre"), '?' ends a clause as '|'.
 */
const REASON_DEVICE =
  'Asks whether someone who will live there has a disability, named by the device they use';
const REASON_ORIGIN = 'Asks where applicants come from, which can screen by national origin';
const REASON_PHOTO = 'Asks for photos of the household, which can screen by race or color';
const REASON_SEX = 'Asks whether an applicant’s sex or gender matches the sex assigned at birth';

// A disability named by the device or aid someone uses (handicap vocabulary, HUD/DOJ 2004 statement).
const DEVICE =
  '(?:oxygen(?: tank| tanks| machine)?|wheelchair|wheel chair|walker|cane|crutches|hearing aids?|seeing eye dog|guide dog|feeding tube|dialysis(?: machine)?|prosthetic(?: leg| arm)?|mobility scooter|ventilator|cpap)';
const PERSON =
  '(?:person|one|guy|man|lady|woman|girl|kid|child|boy|tenant|applicant|roommate|fella|dude|gal|somebody|someone|anyone)';
const LIVE = '(?:gonna|going to|going|be|living|live|moving|move|staying|stay|in the unit|residing|reside)';

// Asking, or telling someone to ask, find out or check.
const ASK_OUT =
  '(?:ask|asking|find out|figure out|check|see|learn|get) (?:the |each |all |any )?(?:applicants?|tenants?|renters?|callers?|prospects?|people|them|him|her|they)?';

export const CLASS_INQUIRY_RULES: readonly StandaloneRule[] = [
  {
    id: 'inquiry-device-occupant',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    reason: REASON_DEVICE,
    needs: [
      'oxygen',
      'wheel',
      'walker',
      'cane',
      'crutch',
      'hearing aid',
      'guide dog',
      'seeing eye',
      'feeding',
      'dialysis',
      'prosthetic',
      'scooter',
      'ventilator',
      'cpap',
    ],
    // "is the person with the oxygen tank gonna be living there", "will the guy in the wheelchair move in".
    re: new RegExp(
      `\\b(?:is|will|would|are|does|do) (?:the |that |this |your )?${PERSON}s? (?:with|in|on|using|who uses|that uses) (?:the |a |an |that |his |her |their )?${DEVICE} (?:(?:also |really |actually )?${LIVE})\\b`,
      'g',
    ),
  },
  {
    id: 'inquiry-origin',
    category: 'national_origin',
    kind: 'exclude',
    severity: 'warn',
    source: 'cfr100',
    reason: REASON_ORIGIN,
    needs: [
      'originally',
      'born',
      'where theyre from',
      'where they are from',
      'where hes from',
      'where shes from',
      'what country',
    ],
    re: new RegExp(
      `\\b${ASK_OUT} ?(?:where|what country) (?:they|he|she|you|the (?:applicants?|callers?|tenants?|prospects?|renters?))(?: re| are| is| were| was|re|s)? (?:from originally|originally from|really from|born)\\b|\\bwhere (?:are|is) (?:you|they|he|she) (?:originally|really) from\\b`,
      'g',
    ),
  },
  {
    id: 'inquiry-household-photos',
    category: 'color',
    kind: 'exclude',
    severity: 'warn',
    source: 'cfr100',
    reason: REASON_PHOTO,
    needs: ['pic', 'photo', 'selfie'],
    re: /\b(?:send|attach|include|submit|provide|text|email|upload|post) (?:me |us )?(?:a |some )?(?:pics?|pictures?|photos?|photographs?|selfies?) (?:of|showing) (?:everyone|everybody|all (?:the )?(?:occupants|applicants|adults|people|residents|household members)|each (?:occupant|applicant|adult|person|household member)|the (?:whole )?(?:household|family|occupants|applicants|people|adults)|your (?:whole )?(?:household|family))\b/g,
  },
  {
    id: 'inquiry-birth-sex',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    reason: REASON_SEX,
    needs: ['born', 'rua real', 'real wom', 'real man', 'real girl', 'real guy', 'biological'],
    re: new RegExp(
      `\\b(?:${ASK_OUT} ?(?:if|whether) (?:the |each )?(?:applicants?|tenants?|renters?|callers?|they|he|she|you) (?:was|were|is|are) (?:born|biologically) (?:a |an )?(?:man|male|woman|female|boy|girl|guy)|(?:(?:are|r|is) (?:you|u|she|he|they|the applicant) (?:a |an )?|ru (?:a |an )?|rua )(?:real|biological|actual|natural born|born) (?:woman|women|man|men|girl|guy|female|male|lady)|(?:were|was) (?:you|u|she|he|they) born (?:a |an )?(?:man|male|woman|female|boy|girl|guy))\\b`,
      'g',
    ),
  },
];
