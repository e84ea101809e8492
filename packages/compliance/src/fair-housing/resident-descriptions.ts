import { classWords } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Who lives there, said in two registers the class patterns miss: make-up and ages.
 * 1. A make-up word, the class, then more adjectives before the place: "a quiet, traditionally white,
 *    well-established neighborhood", "a historically Irish, close-knit parish block". The degree word
 *    ("traditionally", "historically", "predominantly") makes the class word the residents' (24 CFR
 *    §109.20(a); HUD 1995 memo: residents described by race, colour, religion or national origin).
 * 2. Residents' ages: "most of the shareholders are in their seventies and eighties", "half the
 *    tenants are over 65", "the majority of owners are in their twenties" (HUD 1995 memo: describing
 *    residents rather than the home; age is a state class, so a description warns).
 * Left alone: "traditionally styled, white shaker kitchen", "a historically significant, walkable
 * district", "most of the units are over 900 square feet", "the building is in its seventies".
 */
const DEGREE =
  '(?:traditionally|historically|predominantly|predominately|mostly|mainly|largely|primarily|overwhelmingly|heavily|solidly|almost entirely|nearly all|almost all)';
const PLACE =
  '(?:neighborhood|neighbourhood|community|area|block|street|enclave|suburb|town|district|part of town|section|village|subdivision|quarter)s?';
const MAKEUP_CLASSES: readonly ProtectedClass[] = ['race', 'color', 'religion', 'national_origin'];

const makeup = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'makeup-before-adjectives',
    category,
    kind: 'describe',
    source: 'cfr109',
    needs: [
      'traditionally',
      'historically',
      'predominantly',
      'predominately',
      'mostly',
      'mainly',
      'largely',
      'primarily',
      'overwhelmingly',
      'heavily',
      'solidly',
      'entirely',
      'nearly all',
      'almost all',
    ],
    reason:
      'Describes the residents of a place by a protected class (24 CFR §109.20(a); HUD advertising guidance, 1995)',
    // Only with words between (the place right after the class word is the class patterns' own); an
    // ambiguous adjective ("white") counts only before a comma: "traditionally white, quiet street".
    re: `\\b${DEGREE} ${classWords(category, false, '(?=, )')}(?: ?,(?: [a-z]+){0,3}?|(?: [a-z]+){1,3}?) ${PLACE}\\b(?! (?:bakery|bakeries|restaurants?|cafes?|deli|delis|market|markets|grocery|store|stores|shops?|bar|bars|pub|trattoria|eatery|festival|fair|parade|church|school|center|centre|association|watch|park|pool|garden|feel|vibe|charm))`,
  });

const RESIDENTS =
  '(?:residents|tenants|renters|owners|homeowners|unit owners|shareholders|neighbors|neighbours|people|members|occupants|buyers|folks)';
const AGES =
  '(?:(?:late|early|mid) )?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|20s|30s|40s|50s|60s|70s|80s|90s)';

export const RESIDENT_DESCRIPTION_RULES: readonly StandaloneRule[] = [
  ...MAKEUP_CLASSES.map(makeup),
  ...phraseRules([
    {
      id: 'residents-ages',
      category: 'age',
      kind: 'describe',
      source: 'hud1995',
      needs: ['most', 'many', 'all', 'half', 'majority'],
      reason:
        'Describes the residents by their ages rather than the home (HUD advertising guidance, 1995; age is a state-protected class)',
      re: `\\b(?:most|many|all|half|the majority|nearly all|almost all|the bulk)(?: of)? (?:the |our |my |its )?${RESIDENTS}(?: (?:here|in the building|in this building|on the street|in the community))? (?:are|is|were) (?:(?:all|mostly|either) )?(?:in their ${AGES}|over (?:the age of )?(?:[4-9]\\d)|past (?:[4-9]\\d)|older than (?:[4-9]\\d)|under (?:[2-3]\\d)|younger than (?:[2-3]\\d))\\b(?! (?:minutes?|mins?|miles?|blocks?|feet|ft|percent|dollars|seconds|hours?|sq|square|units?|days?))`,
    },
  ]),
];
