import { ACCOMMODATION_HEADING_RULES } from './accommodation-headings';
import { CLASS_BENEFIT_RULES } from './class-benefits';
import { DISLIKED_TENANT_RULES } from './disliked-tenants';
import { IMMIGRATION_THREAT_RULES } from './immigration-threats';
import { LANGUAGE_UNAVAILABILITY_RULES } from './language-unavailability';
import { ORIGIN_PAPER_RULES } from './origin-papers';
import { RECORD_BAN_RULES } from './record-bans';
import { RELIGIOUS_PRACTICE_RULES } from './religious-practice';
import { REPORTED_ASK_RULES } from './reported-asks';
import { RESIDENT_DESCRIPTION_RULES } from './resident-descriptions';
import type { StandaloneRule } from './standalone-rules';
import { STEER_BY_CLASS_RULES } from './steer-by-class';
import { TOLD_UNAVAILABLE_RULES } from './told-unavailable';

/**
 * Review-25's miss families (helper fh25), each its own file with its sources and tests. One entry in
 * registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_25_RULES: readonly StandaloneRule[] = [
  // Steering said as an act ("I steer my Chinese clients to Millbrook") or a hint ("you'd be happier
  // in the suburbs") for every class.
  ...STEER_BY_CLASS_RULES,
  // A threat to report a tenant to immigration.
  ...IMMIGRATION_THREAT_RULES,
  // A term tied to attending worship; religious objects banned or ordered down.
  ...RELIGIOUS_PRACTICE_RULES,
  // A perk only one class gets ("members of Grace Fellowship get the first month free").
  ...CLASS_BENEFIT_RULES,
  // Criminal-record screens said as an outcome ("any arrest results in automatic denial").
  ...RECORD_BAN_RULES,
  // Foreign papers refused, worse terms for the foreign-born, immigration status asked.
  ...ORIGIN_PAPER_RULES,
  // Disability and children asked about in reported speech or as a plan.
  ...REPORTED_ASK_RULES,
  // An assistance animal charged under a heading: "Emotional support animals: $400 animal fee".
  ...ACCOMMODATION_HEADING_RULES,
  // "Why would a family with a baby want a walkup? Just tell them it's spoken for."
  ...TOLD_UNAVAILABLE_RULES,
  // Residents described: "traditionally white, well-established neighborhood", "most shareholders are in their seventies".
  ...RESIDENT_DESCRIPTION_RULES,
  // A class-named tenant put out "because other tenants don't like her lifestyle".
  ...DISLIKED_TENANT_RULES,
  // False unavailability ordered in Vietnamese, Spanish, Portuguese, French, Tagalog.
  ...LANGUAGE_UNAVAILABILITY_RULES,
];
