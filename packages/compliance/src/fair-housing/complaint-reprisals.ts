import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Reprisal after a complaint to the city, code enforcement, the police, HUD or a fair housing group,
 * where retaliation.ts's frames stop: the complaint "called the city about the racist graffiti", the act a
 * lease not renewed, a rent rise, a repair withheld ("don't expect me to fix the dishwasher") or an eviction
 * threat. 42 U.S.C. §3617 and 24 CFR §100.400(c)(5) (retaliating because a person reported or opposed a
 * discriminatory housing practice); a complaint to the city about a harassing neighbour is such a report
 * (§100.400(c)(2), §100.7(a)(1)(iii)). A complaint to the city or code enforcement counts only when it
 * names a class matter (racist graffiti, slurs, an accessibility request, a voucher): a leak reported to
 * code enforcement is state landlord-tenant law, not the Act. Left alone: "we fixed the repair after the
 * city complaint", "after you called code enforcement about the leak, we replaced the pipe", a tenant
 * describing her own complaint.
 */
const TO =
  '(?:the city|city hall|the county|code enforcement|the code (?:office|inspector)|the (?:housing|building|health) (?:inspector|department|office)|the police|the cops|311|hud|fair housing|the fair housing (?:council|center|centre|office|group|people|agency)|an? (?:fair housing|tenants?|civil rights) (?:group|organization|organisation|council|union|agency)|the (?:human|civil) rights (?:commission|office|division)|legal aid|the news|a lawyer)';
const COMPLAINED = `(?:(?:called|call|calling|phoned|reported (?:it |this |that |us |them |me |him |her )?to|report (?:it |this |that |us )?to|complained to|complaining to|went to|gone to|going to|ran to|wrote to|contacted|emailed|filed (?:a |an |your |her |his )?(?:complaint|report|claim) with) ${TO}|(?:reported|reporting|complained about|complaining about) (?:me|him|her|us|the super|the manager|the owner|maintenance|staff)(?= for| about| over)|(?:fue|fuiste|llamo|llamaste|se quejo|te quejaste|reporto|reportaste) (?:a|con|ante) (?:la ciudad|el condado|la policia|hud|vivienda justa|un grupo de vivienda justa))`;
// What the landlord does next: renewal refused, rent raised, repairs withheld, eviction threatened.
const ACT =
  '(?:(?:decided|chosen|choosing|going|plan|planning) not to renew|not (?:be )?renew(?:ing|ed)?|(?:wont|will not|cant|cannot) (?:be )?renew(?:ing|ed)?|non ?renewal|(?:raising|raise|raised|increasing|increase|hiking|doubling) (?:your|her|his|their|the|our|my) rent|(?:your|her|his|their|the) rent (?:is|will be) going up|(?:dont|do not|wont|never) expect (?:me|us|maintenance|the owner|anyone) to (?:fix|repair|replace|look at|come|send)|(?:dont|do not|wont|never) expect (?:the|your|that|any) [a-z]+ (?:to (?:be|get) )?(?:fixed|repaired|replaced|looked at)|(?:wont|will not|not going to|arent going to|are not going to) (?:be )?(?:fix|fixing|repair|repairing|replace|replacing)|repairs? (?:are|is|will be) on hold|(?:evict|evicting|eviction|notice to (?:vacate|quit))|(?:terminate|terminating|end|ending) (?:your|her|his|their|the) (?:lease|tenancy)|(?:find|look for) (?:somewhere|someplace|a place) else|(?:plan|need|have) to (?:be out|move out)|no (?:le|te) (?:vamos a|voy a) renovar|(?:subir|subimos|sube) (?:la|su|tu) renta)';
// What the complaint named, which gives the class; a complaint to HUD or fair housing with no subject is
// filed under race, the first class §3617 protects (as retaliation.ts does).
const SUBJECTS: readonly { category: ProtectedClass; about: string; needs: readonly string[] }[] = [
  {
    category: 'race',
    about:
      '(?:racist|racial|race|slurs?|n word|the noose|nooses|kkk|hate (?:notes?|graffiti|speech|crimes?))',
    needs: ['racis', 'racial', 'slur', 'noose', 'kkk', 'hate'],
  },
  {
    category: 'religion',
    about: '(?:swastikas?|antisemiti[a-z]*|anti muslim|islamophobi[a-z]*|anti semiti[a-z]*)',
    needs: ['swastika', 'antisemit', 'anti muslim', 'islamophob', 'anti semit'],
  },
  {
    category: 'handicap',
    about:
      '(?:ramp|accommodation|accessib[a-z]*|wheelchair|grab bars?|service animal|support animal|disability)',
    needs: ['ramp', 'accommodation', 'accessib', 'wheelchair', 'grab bar', 'animal', 'disabilit'],
  },
  {
    // Reporting the landlord's own staff for sexual harassment ("reported me for those comments"); comments
    // about the noise or the rent name no class.
    category: 'sex',
    about:
      '(?:sexual harassment|harass(?:ing|ed) (?:me|her|you)|grop(?:ing|ed)|touching (?:me|her|you)|(?:those|the|his|my) (?:comments|remarks|advances)\\b(?! (?:about|on) (?:the )?(?:noise|rent|parking|repairs?|trash|lease)))',
    needs: ['harass', 'grop', 'touching', 'comments', 'remarks', 'advances'],
  },
  {
    category: 'source_of_income',
    about: '(?:voucher|vouchers|section 8|subsidy)',
    needs: ['voucher', 'section 8', 'subsidy'],
  },
];
const AGENCY = '(?:hud|fair housing|civil rights|human rights|vivienda justa)';

const rule = (category: ProtectedClass, guard: string, needs: readonly string[]): StandaloneRule =>
  phraseRule({
    id: 'complaint-reprisal',
    category,
    kind: 'exclude',
    source: 'cfr100400',
    needs,
    reason:
      'Threatens or takes action against a tenant for reporting discrimination or harassment (42 U.S.C. §3617; 24 CFR §100.400(c)(5))',
    // The complaint, then the act (in the same sentence or the next); or the act, then "because" the complaint.
    re: `\\b(?:after|since|because|now that|ever since|once|for|as|desde que|porque) (?:you|she|he|they|the tenant|your client|tu|usted)? ?${COMPLAINED}\\b${guard}[^|]{0,160}?(?:\\|[^|]{0,100}?)?\\b${ACT}\\b|\\b${ACT}\\b[^|]{0,60}?\\b(?:because|since|after|for|as payback for|now that)\\b[^|]{0,20}?${COMPLAINED}\\b${guard}`,
  });

export const COMPLAINT_REPRISAL_RULES: readonly StandaloneRule[] = [
  ...SUBJECTS.map((s) => rule(s.category, `(?=[^|]{0,60}?\\b${s.about}\\b)`, s.needs)),
  rule(
    'race',
    `(?<=\\b${AGENCY}\\b[^|]{0,40})(?![^|]{0,60}?\\b(?:${SUBJECTS.map((s) => s.about).join('|')})\\b)`,
    ['hud', 'fair housing', 'civil rights', 'human rights', 'vivienda justa'],
  ),
];
