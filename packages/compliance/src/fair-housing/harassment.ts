import type { StandaloneRule } from './standalone-rules';

/**
 * Harassment beyond English quid pro quo (quid-pro-quo.ts). 24 CFR §100.600(a)(1): a tenancy's rent,
 * terms or services made to depend on submitting to unwelcome conduct, here said in Spanish ("te
 * rebajo la renta, mamacita, nada más sé cariñosa conmigo"). §100.600(a)(2): a hostile environment,
 * here conduct about a tenant's body or clothes that the landlord excuses and tells the tenant to bear
 * or leave ("his comments about your outfits are just his way; if you can't handle that, this may not
 * be your building"); §100.7(a)(1)(iii) makes the landlord liable for failing to correct an agent's.
 * Both are by sex (42 U.S.C. §3604(b)); in an ad or message they state a limitation (§3604(c)).
 * Left alone: "se rebaja la renta por pago adelantado", "the handyman fixes repairs in order".
 */
const REASON_QPQ =
  'Makes the rent or a service depend on a personal or sexual favour to the landlord (quid pro quo harassment, sex)';
const REASON_HOSTILE =
  'Excuses comments or conduct about a tenant’s body or clothes and tells the tenant to bear it or leave (hostile environment harassment, sex)';

// Spanish: a benefit the landlord gives ("te rebajo la renta", "te arreglo primero") and a favour asked.
const BENEFIT_ES =
  '(?:renta|alquiler|deposito|descuento|rebajo|rebajamos|bajo la renta|arreglo|reparacion|reparaciones|te espero con)';
const FAVOUR_ES =
  '(?:(?:se|seas|sea|es|eres|estas|te portas|portate) (?:carinos[ao]|buen[ao]|amable|linda|bonita|buenita|dulce|complaciente)(?: conmigo| con el dueno| con el)|(?:sales?|salgas|cenas?|cenar|una cita) conmigo|(?:un |unos |algun )?favor(?:es|cito|citos)? (?:especiales|personales|a mi|para mi)|mamacita|mami)';

// Conduct about a tenant's body or clothes, by the landlord, staff or a neighbour.
const CONDUCT =
  '(?:comments?|remarks?|jokes?|compliments?|stares?|staring|looks|whistles?|whistling|catcalls?|catcalling|touching|touches|flirting|advances) (?:about|on|at|over|toward|towards) (?:your|her|their|the (?:women|ladies|girls)|womens|girls) (?:outfits?|clothes|clothing|body|bodies|figure|legs|looks|appearance|chest|dress|dresses|shorts|skirts?)';
// The landlord excusing it and telling the tenant to bear it or go.
const EXCUSE =
  '(?:just his way|just how he is|harmless|means no harm|meant no harm|boys will be boys|don ?t take it personally|take it as a compliment|(?:can ?t|cannot|can not) (?:handle|take|deal with) (?:that|it|this)|not (?:be )?your building|deal with it|get used to it|part of living here|nothing (?:we|i) can do|ignore (?:it|him))';

// Complaints of conduct toward women refused outright: §100.7(a)(1)(iii) makes the provider liable for
// failing to correct an employee's or agent's harassment it knows of ("complaints about the super's
// comments to female residents are personal matters and will not be handled by management").
const COMPLAINTS =
  '(?:complaints?|reports?|grievances?|concerns?) (?:about|of|regarding|over|against|concerning)';
const TOWARD_WOMEN =
  '(?:harass[a-z]*|sexual[a-z]*|advances|catcall[a-z]*|(?:comments?|remarks?|jokes?|texts?|messages?|touching|staring|behaviou?r|conduct) (?:to|toward|towards|at|about|around|with) (?:the )?(?:female|women|woman|ladies|lady|girls|her|young women))';
const NOT_HANDLED =
  '(?:(?:are|is) (?:a |considered )?(?:personal|private) (?:matters?|issues?|disputes?|business)|(?:will not|wont|are not|arent|is not|isnt|cannot|cant) (?:be )?(?:handled|investigated|addressed|acted on|looked into|taken up|reviewed|managements (?:concern|problem))|(?:not|never) (?:our|managements|the offices) (?:problem|business|concern|job)|(?:handle|settle|sort out|work out) (?:it |them )?(?:yourselves|yourself|privately|between you))';

export const HARASSMENT_RULES: readonly StandaloneRule[] = [
  {
    id: 'es-benefit-for-favour',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    reason: REASON_QPQ,
    needs: ['carinos', 'conmigo', 'mamacita', 'mami', 'favor'],
    re: new RegExp(
      `\\b${BENEFIT_ES}\\b[^|]{0,80}?\\b${FAVOUR_ES}\\b|\\b${FAVOUR_ES}\\b[^|]{0,60}?\\b${BENEFIT_ES}\\b`,
      'g',
    ),
  },
  {
    id: 'hostile-environment-excused',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    reason: REASON_HOSTILE,
    needs: [
      'comment',
      'remark',
      'joke',
      'compliment',
      'star',
      'look',
      'whistl',
      'catcall',
      'touch',
      'flirt',
      'advances',
    ],
    // The excuse in the same sentence or the next (a ';' or '.' may sit between).
    re: new RegExp(`\\b${CONDUCT}\\b[^|]{0,80}?(?:\\| [^|]{0,80}?)?\\b${EXCUSE}\\b`, 'g'),
  },
  {
    id: 'harassment-complaints-refused',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    reason:
      'Refuses to act on complaints of harassment toward women; a housing provider must correct harassment by its staff that it knows of (hostile environment, sex)',
    needs: ['complaint', 'report', 'grievance', 'concern'],
    // The refusal may follow a colon or a semicolon.
    re: new RegExp(
      `\\b${COMPLAINTS}\\b[^|]{0,40}?\\b${TOWARD_WOMEN}\\b[^|]{0,60}?(?:\\| [^|]{0,40}?)?\\b${NOT_HANDLED}\\b`,
      'g',
    ),
  },
];
