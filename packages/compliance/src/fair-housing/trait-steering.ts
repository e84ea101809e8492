import { phraseRule, type StandaloneRule } from './standalone-rules';
import { PERCEIVED_TRAITS, type TraitGroup, traitRe } from './vocabulary/perceived-traits';

/**
 * Steering by a perceived trait: "if she wears a hijab, suggest our Eastside property instead",
 * "send callers with an accent to the other building". 24 CFR §100.70(c)(1)-(2): discouraging a person
 * from a dwelling, or directing them to another, because of race, color, religion or national origin,
 * read off the person (vocabulary/perceived-traits.ts). The trait and the redirect share one sentence,
 * in either order. Left alone: "we also manage an Eastside property" with no trait, a hijab-friendly
 * women's swim hour named as an amenity (no redirect).
 */
const PLACE =
  '(?:property|properties|building|buildings|location|locations|complex|community|communities|site|office|listing|listings|development|neighborhood|area|unit|units)';
const VERB =
  '(?:suggest|suggests|recommend|recommends|steer|steers|send|sends|point|points|direct|directs|refer|refers|redirect|redirects)';
const REDIRECT = `(?:(?:suggest|suggests|recommend|recommends|steer|steers|send|sends|point|points|direct|directs|refer|refers|redirect|show (?:them|him|her)|walk (?:them|him|her)|take (?:them|him|her))\\b[^|]{0,50}?\\b${PLACE}\\b[^|]{0,25}?\\binstead\\b|(?:suggest|suggests|recommend|recommends|steer|steers|send|sends|point|points|direct|directs|refer|refers|redirect|redirects|show|offer|mention)\\b[^|]{0,40}?\\b(?:other|another|sister|different|our other) ${PLACE}\\b)`;

const rule = (g: TraitGroup): StandaloneRule =>
  phraseRule({
    id: 'trait-steering',
    category: g.category,
    kind: 'exclude',
    source: 'cfr10070',
    needs: g.needs,
    reason:
      'Directs a person perceived as a protected class to another property (24 CFR §100.70(c)(1)-(2): steering)',
    re: `${traitRe(g)}(?=[^|]{0,120}?\\b${REDIRECT})|\\b${VERB}\\b(?=[^|]{0,60}?${traitRe(g)}[^|]{0,60}?\\b(?:(?:other|another|sister|different) ${PLACE}|${PLACE}\\b[^|]{0,20}?\\binstead)\\b)`,
  });

export const TRAIT_STEERING_RULES: readonly StandaloneRule[] = PERCEIVED_TRAITS.map(rule);
