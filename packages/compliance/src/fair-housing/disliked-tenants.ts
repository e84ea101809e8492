import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * A tenant named by a class put out because others dislike them ("the landlord told his
 * lesbian tenant upstairs she won't get a renewal because other tenants don't like her lifestyle", as
 * grammar): a class word, then the tenancy ended (no renewal, an eviction, told to move out), then the
 * reason: others don't like, complain about or object to the person or their "lifestyle", "kind",
 * partner or accent. 42 U.S.C. §3604(a)-(b) (making a dwelling unavailable, different terms, because
 * of a class; the neighbours' prejudice is no defence, 24 CFR §100.60(b)(1)), and state acts for the
 * state classes. Left alone: "our Catholic tenant won't renew because she bought a house", "the
 * lease ends in May because the owner is selling", "neighbours complained about the noise, so the
 * tenant got a warning" (no class).
 */
const CLASSES = ALL_CLASSES;
const ENDED =
  '(?:wont get a renewal|will not get a renewal|wont be getting a renewal|wont be renewed|will not be renewed|is not being renewed|isnt being renewed|not be renewing|wont renew (?:her|his|their|your)|will not renew (?:her|his|their|your)|(?:(?:has|have|needs?|had|will have) to|must|should) (?:move out|leave|go|find (?:another|a new) place)|(?:is|are) being evicted|(?:evict|evicting|evicted) (?:her|him|them|you)|(?:lease|tenancy) (?:ends|is ending|will end|is terminated|will be terminated|is over))';
const DISLIKE =
  '(?:dont like|do not like|didnt like|did not like|doesnt like|does not like|dislikes?|hates?|complain(?:ed|s)? about|are uncomfortable with|were uncomfortable with|object to|objected to|have a problem with|had a problem with|cant stand|wont live (?:near|next to|with))';
const WHAT =
  '(?:(?:her|his|their|your) (?:lifestyle|kind|type|religion|beliefs|faith|accent|culture|background|choices|relationship|partner|girlfriend|boyfriend|wife|husband|wheelchair|walker|service dog|kids|children|family|race|people|clothes|prayers|ways)|her|him|them|you)';

// The class read off what others dislike, with no class word before: "has to move out because the
// other owners object to her wheelchair", "… complain about his accent".
const DISLIKED_TRAIT: Partial<Record<ProtectedClass, string>> = {
  handicap:
    '(?:wheelchair|walker|service dog|guide dog|assistance animal|support animal|oxygen tank|cane|disability|condition|autism|tics|seizures|hearing aids?)',
  religion: '(?:hijab|headscarf|turban|yarmulke|kippah|religion|faith|prayers|church|mosque|synagogue)',
  national_origin: '(?:accent|english|cooking smells|food|country|immigration status)',
  race: '(?:race|skin|skin color|hair)',
  familial_status: '(?:kids|children|baby|babies|toddler|newborn|pregnancy)',
  sexual_orientation: '(?:same sex partner|girlfriend|boyfriend)',
  gender_identity: '(?:transition|pronouns|gender identity)',
};

const rule = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'disliked-tenant-ended',
    category,
    kind: 'exclude',
    source:
      category === 'sexual_orientation' ||
      category === 'gender_identity' ||
      category === 'marital_status' ||
      category === 'age' ||
      category === 'military_status' ||
      category === 'source_of_income'
        ? 'state'
        : 'fha3604b',
    needs: ['renew', 'move out', 'leave', 'evict', 'lease', 'tenancy', 'find another', 'find a new'],
    reason:
      'Ends a tenancy of a person of a protected class because others dislike them (42 U.S.C. §3604(a)-(b); 24 CFR §100.60(b))',
    re: `\\b${ENDED}\\b(?:(?<=\\b${classWordsFor(category)}\\b[^|]{0,90}?)[^|]{0,30}?\\bbecause\\b[^|]{0,40}?\\b${DISLIKE} ${WHAT}\\b${DISLIKED_TRAIT[category] ? `|[^|]{0,30}?\\bbecause\\b[^|]{0,40}?\\b${DISLIKE} (?:her|his|their|your) (?:[a-z]+ )?${DISLIKED_TRAIT[category]}\\b` : ''})`,
  });

export const DISLIKED_TENANT_RULES: readonly StandaloneRule[] = CLASSES.map(rule);
