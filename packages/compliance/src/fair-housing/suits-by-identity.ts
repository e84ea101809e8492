import { classWordsFor } from './class-words';
import { SUITS } from './grammar-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Who the home suits, said with an orientation or gender-identity adjective before any person's noun:
 * "great fit for a nonbinary artist", "ideal for a lesbian grad student". The people nouns the grammar
 * waits for (vocabulary/nouns.ts) leave out trades and roles, which are too many to list; after "for"
 * and these adjectives, which name no thing, the next word is the person. A suggestion of who fits,
 * so it warns (HUD 1995 memo: "ideal for" a group is a preference; 42 U.S.C. §3604(c); the state
 * statutes that protect these classes, e.g. N.Y. Exec. Law §296(5), 775 ILCS 5/1-103(O-1); HUD 2021).
 * Left alone: "great for a gay-friendly crowd" (read as welcome elsewhere), "perfect for a Pride
 * party", "ideal for a trans-inclusive co-op".
 */
const THINGS =
  '(?:friendly|inclusive|affirming|owned|pride|flag|flags|event|events|party|parties|parade|festival|bar|bars|club|clubs|history|center|centre|month|film|book|books|art|business|businesses|co op|coop|night|nights|brunch)';

const rule = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'suits-identity-person',
    category,
    kind: 'suits',
    severity: 'warn',
    source: category === 'gender_identity' ? 'hud2021' : 'hud1995',
    needs: ['for'],
    reason:
      'Says who the home suits by sexual orientation or gender identity (HUD 1995 memo; 42 U.S.C. §3604(c))',
    re: `\\b${SUITS}(?: [a-z]+){0,2} for (?:a |an |the |one |two )?(?:[a-z]+ )?${classWordsFor(category)} (?!${THINGS}\\b)[a-z]+\\b`,
  });

export const SUITS_BY_IDENTITY_RULES: readonly StandaloneRule[] = [
  rule('sexual_orientation'),
  rule('gender_identity'),
];
