/**
 * Buyers or tenants named by a surname that marks a national origin: "the Nguyen offer", "that Patel
 * family", "the Hernandez buyers". HUD's national origin guidance (2016) counts treatment because of a
 * person's name, accent or ancestry as national-origin discrimination, and an HOA or neighbour who
 * singles out a buyer this way over a sale acts on it (24 CFR §100.400(c)(2)). Surnames alone are not
 * findings: only "the/that <surname> offer/family/buyers" in a rule's frame (coercion.ts). Common
 * English words among surnames (Park, Long, Young, Ali as a first name) are left out.
 */
const SURNAMES = [
  'nguyen',
  'tran',
  'pham',
  'huynh',
  'hoang',
  'patel',
  'shah',
  'singh',
  'kaur',
  'gupta',
  'khan',
  'ahmed',
  'mohammed',
  'muhammad',
  'hussein',
  'hernandez',
  'garcia',
  'rodriguez',
  'lopez',
  'martinez',
  'gonzalez',
  'perez',
  'sanchez',
  'ramirez',
  'wang',
  'zhang',
  'chen',
  'liu',
  'huang',
  'zhao',
  'okafor',
  'okonkwo',
  'adeyemi',
  'cohen',
  'goldberg',
  'rosenberg',
  'kowalski',
  'nowak',
  'ivanov',
  'yamamoto',
  'tanaka',
];

/** "the Nguyen offer", "that Patel family": a surname before a deal or household noun. */
export const SURNAME_BUYERS = `(?:the|that|those|this) (?:${SURNAMES.join('|')})s? (?:offer|bid|family|families|buyers?|couple|household|folks|people|tenants?|applicants?|contract|deal|sale)`;
