import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Two ways of pointing a class at a place without saying "only":
 *
 * 1. Steering by comfort: a class said to feel more at ease, be happier or fit in better in one named
 *    place ("many of my Black clients feel more at ease in Mitchellville than in Bowie", "families with
 *    toddlers are usually happier in the Elm Park school district, so I'd skip the lofts"). 24 CFR
 *    §100.70(c)(1)-(2): discouraging or steering by words that a class would be more comfortable in one
 *    area; warns, as review-25 and review-30 label such remarks. The place is a place noun, a comparison
 *    ("in X than in Y"), or a search steered after it ("so that's where I'd start").
 *    Left alone: "families with kids love the fenced yard", "many of my clients feel more at ease in a
 *    condo than in a house" (no class), "kids are happier in a home with a yard".
 *
 * 2. A neighbourhood described by its racial or religious make-up ("a neighborhood that is still mostly
 *    white", "an almost all-white enclave", "the block has always been predominantly Catholic"). 24 CFR
 *    §109.20(a) (residents described in racial terms) and the HUD 1995 memo; a description of residents
 *    by race, color, religion or national origin (severity.ts: block).
 *    Left alone: "a mostly white kitchen", "the street is mostly white colonials", "white picket fences".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const FEEL =
  '(?:feel|feels|are|is|seem|seems|tend to be|tend to feel|tend to do|usually feel|always feel|find themselves|end up|do|fit in|fit)';
const EASE =
  '(?:more at ease|happier|more comfortable|more at home|more welcome|more welcomed|safer|a better fit|better suited|better|best)';
const PLACE_NOUN =
  '(?:school zone|school district|school boundary|district|neighborhood|neighbourhood|area|suburbs?|part of town|side of town|zip code|subdivision|community|enclave|section of town|end of town|corridor|village)';
// The named place: a place noun within a few words, an "X than Y" comparison, or a search steered after.
const PLACE = `(?:in|at|over in|out in|around|near|up in|down in) (?:the )?(?:(?:[a-z]+ ){0,3}?${PLACE_NOUN}\\b|[a-z]+(?: [a-z]+)? (?:than|rather than|instead of|over) (?:in |at )?[a-z]+|[a-z]+(?: [a-z]+)?(?: ,)? (?:so|and) (?:that is where|thats where|i would|id|we would|wed|i will|ill|i usually|i always) (?:begin|start|skip|steer|send|take|show|point|look|focus|suggest|recommend)?)`;
// "Happier out in the suburbs", "elsewhere": because-of-class.ts's class-happier-elsewhere reads those.
const ELSEWHERE_IS_THEIRS = '(?![^|]{0,40}?\\b(?:suburbs?|elsewhere|another|other|somewhere|someplace)\\b)';
const EASIER =
  '(?:much |far |a lot |way |usually |generally |often |typically |always |really |definitely )?';

const comfort = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'class-at-ease-in-place',
    category,
    kind: 'suits',
    severity: 'warn',
    source: 'cfr10070',
    reason:
      'Says a protected class feels more at ease or happier in one named place (steering by words, 24 CFR §100.70(c)(1)-(2))',
    needs: [
      'at ease',
      'happier',
      'comfortable',
      'at home',
      'welcome',
      'safer',
      'better fit',
      'better suited',
    ],
    re: `\\b${classWordsFor(category)}\\b(?: [a-z]+){0,4}? ${EASIER}${FEEL} ${EASIER}${EASE} ${ELSEWHERE_IS_THEIRS}${PLACE}`,
  });

// A place that has residents, and the degree of a make-up.
const AREA =
  '(?:neighborhood|neighbourhood|area|street|block|enclave|community|town|suburb|subdivision|district|part of town|side of town|zip code|development|village|city|county|complex|neighbors|neighbours|residents|homeowners|parish|corridor|quarter)';
const DEGREE =
  '(?:mostly|predominantly|predominately|mainly|largely|primarily|overwhelmingly|heavily|solidly|almost all|almost entirely|almost exclusively|nearly all|nearly entirely|virtually all|all|entirely|exclusively|majority|lily)';
const IS =
  '(?:that |which |where )?(?:is|was|are|were|has been|have been|remains|remained|stays|has stayed|has always been|have always been|has long been|is still|still is|still|has remained)';
const SINCE = '(?:still |always |long |historically |traditionally |now |very |pretty |almost )?';
// What makes a white or black thing not people: a material, colour or building after the word.
const THINGS =
  '(?:houses?|homes?|brick|bricks|paint|painted|walls?|stucco|siding|cabinets?|trim|fences?|picket|sand|snow|marble|stone|tile|granite|exteriors?|facades?|shutters|doors|roofs?|colonials|cottages|bungalows|buildings|clapboard|victorians|ranches|lights|flowers|blossoms|birch|oaks?|churches|chapels|temples|mosques|synagogues|mills|shops|stores|restaurants|bakeries|markets|cuisine|food|architecture|style|landmarks|farmland|farms|pubs|bars|cafes|delis|grocers|groceries|festivals|parades)';
const THING = `(?! (?:and [a-z]+ )?(?:[a-z]+ )?${THINGS}\\b)`;
// "an all-white street of cottages" is the cottages' colour.
const OF_THINGS = `(?! (?:of|with|lined with|full of) (?:[a-z]+ )?${THINGS}\\b)`;
const MAKEUP: Partial<Record<ProtectedClass, string>> = {
  race: '(?:white|black|african american|asian|asian american|hispanic|latino|latina|latinx|caucasian|anglo|non white|nonwhite|minority|brown|native american)',
  color: '(?:fair skinned|light skinned|dark skinned|pale skinned)',
  religion:
    '(?:jewish|orthodox jewish|orthodox|hasidic|christian|catholic|muslim|mormon|lds|protestant|hindu|sikh|amish|evangelical|baptist)',
  national_origin:
    '(?:immigrant|foreign born|mexican|irish|italian|polish|korean|chinese|indian|filipino|vietnamese|russian|arab|somali|haitian|puerto rican|cuban|dominican|hmong|middle eastern)',
};

export const COMFORT_STEERING_RULES: readonly StandaloneRule[] = [
  ...CLASSES.map(comfort),
  ...phraseRules(
    (Object.entries(MAKEUP) as [ProtectedClass, string][]).map(([category, words]) => ({
      id: 'area-makeup',
      category,
      kind: 'describe' as const,
      source: 'fha3604c' as const,
      reason:
        'Describes a neighbourhood by the race, color, religion or national origin of its residents (24 CFR §109.20(a); HUD 1995 memo)',
      needs: [
        'mostly',
        'predominant',
        'mainly',
        'largely',
        'primarily',
        'overwhelming',
        'heavily',
        'solidly',
        'all',
        'entirely',
        'exclusively',
        'majority',
        'lily',
      ],
      re: `\\b${AREA} ${IS} ${SINCE}${DEGREE} ${words}\\b${THING}|\\b(?:an? |the |this |that )(?:almost |nearly |virtually |still |historically |traditionally )?(?:all|lily|exclusively|overwhelmingly|predominantly|mostly) ${words} ${AREA}\\b${OF_THINGS}`,
    })),
  ),
];
