import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Source of income said through the residents' or the tenant's status rather than a refusal: "nobody's on
 * assistance", "no program tenants in this building" (a description, which warns everywhere, as
 * state-class-proxies.ts's payroll descriptions do), and a tenant pushed out "now that you're on the
 * voucher" (a term by source of income: blocks where the state protects it, warns elsewhere, following
 * state-class-refusals.ts). Sources: the state acts jurisdictions.ts lists (e.g. Wash. RCW 59.18.255,
 * 775 ILCS 5/1-102, Mass. G.L. c.151B §4(10)) and HUD's source-of-income guidance (hudSoi).
 * Left alone: "nobody's on the waitlist", "vouchers welcome", "now that you're on the voucher, we'll send
 * the inspection form".
 */
const PROGRAM =
  '(?:assistance|public assistance|rental assistance|section 8|sec 8|vouchers?|the voucher|a voucher|housing choice|subsid(?:y|ies)|welfare|the program|a program|programs|benefits|government help|ayuda|asistencia|seccion 8|cupones)';
const NOBODY =
  '(?:nobodys|nobody|no ones|no one|noones|noone|none of (?:them|the tenants|the residents|our tenants|us)|not one (?:tenant|resident|person)|nadie|ninguno)';

export const ASSISTANCE_STATUS_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'nobody-on-assistance',
    category: 'source_of_income',
    kind: 'describe',
    severity: 'warn',
    source: 'hudSoi',
    needs: [
      'nobody',
      'no one',
      'noone',
      'none of',
      'not one',
      'nadie',
      'ninguno',
      'no program',
      'no voucher',
      'no section',
    ],
    reason:
      'Describes the residents as on no assistance or voucher, which signals a preference by source of income',
    // "nobody's on assistance", "no one here uses vouchers", "no program tenants", "nadie recibe ayuda".
    re: `\\b${NOBODY}(?: s| is| here| here is| here s| in the building| in this building)? (?:on|using|uses|receives|receiving|gets|getting|has|recibe|tiene|usa|esta en) (?:any |a |una |el )?${PROGRAM}\\b|\\bno (?:program|voucher|section 8|subsidized|assistance|welfare) (?:tenants|renters|residents|families|people|households)\\b(?! (?:need|needed|required|fees?)\\b)`,
  },
  {
    id: 'pushed-out-for-voucher',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'state',
    needs: ['voucher', 'section 8', 'assistance', 'subsid', 'program', 'seccion 8'],
    reason:
      'Raises the rent or ends the tenancy because the tenant now pays with a voucher or assistance (state source-of-income law)',
    re: `\\b(?:now that|since|because|once|ahora que|como) (?:you|youre|you are|she|shes|he|hes|they|theyre|usted|tu) (?:re |are |is |got |get |started |went |esta |estas )?(?:on|using|getting|receiving|with|en|con) ${PROGRAM}\\b[^|]{0,80}?\\b(?:raising|raise|increasing|increase|doubling|hiking) (?:the|your|her|his|their|la|su|tu) rent|\\b(?:now that|since|because|once|ahora que|como) (?:you|youre|you are|she|shes|he|hes|they|theyre|usted|tu) (?:re |are |is |got |get |started |went |esta |estas )?(?:on|using|getting|receiving|with|en|con) ${PROGRAM}\\b[^|]{0,120}?\\b(?:find (?:somewhere|someplace|a place|another place) else|move out|not (?:be )?renew(?:ing|ed)?|wont renew|terminate|evict|busque otro lugar)\\b`,
  },
]);
