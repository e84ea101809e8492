import { GO_ELSEWHERE } from './grammar-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * Military status said in other words: people who may deploy, who are still in the service or on
 * active duty turned away. Ohio R.C. 4112.02(H), 775 ILCS 5/3-102, N.Y. Exec. Law §296(5), Cal. Gov.
 * Code §12955 and RCW 49.60.222 protect military status: it blocks there and warns elsewhere
 * (jurisdiction table). Left alone: "military discount", "near the base", "military clause honored".
 */
const SERVING =
  '(?:(?:still |currently )?(?:in the (?:service|military|army|navy|marines|air force|coast guard|guard|reserves)|on active duty|active duty|enlisted|deployable|(?:a |an )?(?:service ?member|soldier|sailor|airman|marine))(?: or (?:about to deploy|deploying))?)';

export const MILITARY_PARAPHRASE_RULES: readonly StandaloneRule[] = [
  {
    id: 'military-turned-away',
    needs: [
      'deploy',
      'service',
      'military',
      'active duty',
      'enlisted',
      'army',
      'navy',
      'marine',
      'air force',
    ],
    category: 'military_status',
    kind: 'exclude',
    source: 'state',
    re: new RegExp(
      `\\b(?:no (?:one|body|tenants?|renters?|applicants?) (?:who|that) (?:might|may|could|will|can|is likely to|expects? to|is going to) (?:be |get )?(?:deploy|deployed|ship out|shipped out|pcs|reassigned|transferred by the military)|(?:if (?:youre|you are) )?${SERVING}(?: \\|)? (?:this|that|it|the (?:unit|lease|place|apartment)) (?:wont|will not|doesnt|does not|isnt going to|is not going to|would not|wouldnt) work|no active duty (?:renters|tenants|applicants|members|personnel|people|military)|${SERVING}(?: \\|)? ${GO_ELSEWHERE})`,
      'g',
    ),
  },
];
