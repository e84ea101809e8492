import { BELIEVER_RULES } from './believers';
import { CLASS_INQUIRY_RULES } from './class-inquiries';
import { DISABILITY_PARAPHRASE_RULES } from './disability-paraphrase';
import { GENDER_IDENTITY_RULES } from './gender-identity-rules';
import { HARASSMENT_RULES } from './harassment';
import { INCOME_PARAPHRASE_RULES } from './income-paraphrase';
import { MILITARY_PARAPHRASE_RULES } from './military-paraphrase';
import { NAME_PROXY_RULES } from './name-proxy';
import { ORIGIN_PARAPHRASE_RULES } from './origin-paraphrase';
import type { StandaloneRule } from './standalone-rules';

/**
 * Issue 22's paraphrase families: the refusals a blind measure found said without the stock words
 * (source of income, disability inquiries and animal fees, national origin, gender identity, military
 * status, religion). One entry in registry.ts; each family is its own file with its sources and tests.
 */
export const PARAPHRASE_RULES: readonly StandaloneRule[] = [
  ...INCOME_PARAPHRASE_RULES,
  ...DISABILITY_PARAPHRASE_RULES,
  ...ORIGIN_PARAPHRASE_RULES,
  ...GENDER_IDENTITY_RULES,
  ...MILITARY_PARAPHRASE_RULES,
  ...BELIEVER_RULES,
  ...HARASSMENT_RULES,
  ...CLASS_INQUIRY_RULES,
  ...NAME_PROXY_RULES,
];
