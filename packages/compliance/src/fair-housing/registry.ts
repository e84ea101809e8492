import { ACCOMMODATION_BURDEN_RULES } from './accommodation-burdens';
import { ACCOMMODATION_EXCEPTION_RULES } from './accommodation-exceptions';
import { ACCOMMODATION_HEADING_RULES } from './accommodation-headings';
import { ACCOMMODATION_RULES } from './accommodation-refusals';
import { ACCOMMODATION_REQUEST_RULES } from './accommodation-requests';
import { ACCOMMODATION_TERM_RULES } from './accommodation-terms';
import { ADULTS_WITHOUT_HOPA_RULES } from './adults-without-hopa';
import { ANIMAL_CHARGE_RULES } from './animal-charges';
import { APPLICANT_HEALTH_QUESTION_RULES } from './applicant-health-questions';
import { APPLICATION_DELAY_RULES } from './application-delays';
import { ASSISTANCE_DOCUMENTATION_RULES } from './assistance-documentation';
import { ASSISTANCE_STATUS_RULES } from './assistance-status';
import { BECAUSE_OF_CLASS_RULES, REFUSED_BECAUSE_RULES } from './because-of-class';
import { CAPACITY_RULES } from './capacity-to-sign';
import { CATCHWORD_RULES } from './catchwords';
import { CHILD_HOUSEHOLD_TERM_RULES } from './child-household-terms';
import { CLASS_BENEFIT_RULES } from './class-benefits';
import { CLASS_CONDITION_RULES } from './class-conditions';
import { CLASS_CONTRAST_RULES } from './class-contrast-terms';
import { CLASS_REFUSAL_RULES } from './class-refusals';
import { CLASS_TERM_RULES } from './class-terms';
import { CLASS_THREAT_RULES } from './class-threat-notes';
import { CODED_FIT_RULES } from './coded-fit';
import { CODED_HOMOGENEITY_RULES } from './coded-homogeneity';
import { CODED_RULES } from './coded-rules';
import { CODED_STEERING_RULES } from './coded-steering';
import { COERCION_RULES } from './coercion';
import { COMFORT_STEERING_RULES } from './comfort-steering';
import { COMPLAINT_REPRISAL_RULES } from './complaint-reprisals';
import { CONDITIONAL_TERM_RULES } from './conditional-terms';
import { CONDITION_RULES } from './conditions-by-class';
import { CONDUCT_IGNORED_RULES } from './conduct-ignored';
import { CRIMINAL_RECORD_RULES } from './criminal-records';
import { DEADLINE_BY_CLASS_RULES } from './deadline-by-class';
import { DIFFERENTIAL_TERM_RULES } from './differential-terms';
import { DISABILITY_CONDITION_RULES } from './disability-conditions';
import { DISABILITY_SCREEN_RULES } from './disability-screens';
import { DISLIKED_TENANT_RULES } from './disliked-tenants';
import { FAMILIAL_STEERING_RULES } from './familial-steering';
import { FAMILIAL_TERM_RULES } from './familial-terms';
import { FAVOUR_TRADE_RULES } from './favour-trades';
import { FAVOUR_RULES } from './favours-for-rent';
import { GENDER_IDENTITY_REACH_RULES } from './gender-identity-reach';
import { GROUP_FRAME_RULES } from './group-frames';
import { GROWN_UP_RULES } from './grown-up-building';
import { GUEST_AND_COMPANION_RULES } from './guests-and-companions';
import { HARASSMENT_TRAIT_IGNORED_RULES } from './harassment-ignored';
import { HARASSMENT_REACH_RULES } from './harassment-reach';
import { HEALTH_RULES } from './health-rules';
import { HEALTHY_RESIDENTS_ES_RULES } from './healthy-residents-es';
import { HOLIDAY_BAN_RULES } from './holiday-bans';
import { IDENTITY_AGE_INDIRECT_RULES } from './identity-age-indirect';
import { IMMIGRATION_THREAT_RULES } from './immigration-threats';
import { INCOME_COUNTED_RULES } from './income-counted';
import { INCOME_SOURCE_SCREEN_RULES } from './income-source-screens';
import { INQUIRY_RULES } from './inquiry-rules';
import { LANGUAGE_REACH_RULES } from './language-reach';
import { LANGUAGE_RULES } from './language-rules';
import { LANGUAGE_UNAVAILABILITY_RULES } from './language-unavailability';
import { LENDING_BY_AREA_RULES } from './lending-by-area';
import { MARITAL_SINGLE_RULES } from './marital-single';
import { MASKED_WORD_RULES } from './masked-words';
import { MINORS_FLOORS_RULES } from './minors-and-floors';
import { MODIFICATION_DENIED_RULES } from './modification-requests-denied';
import { NEGATED_QUANTIFIER_RULES } from './negated-quantifiers';
import { NUISANCE_CALL_RULES } from './nuisance-calls';
import { NUISANCE_VICTIM_RULES } from './nuisance-victims';
import { OBSERVANCE_RULES } from './observance-rules';
import { OCCUPANCY_NEEDS } from './occupancy-caps';
import { ORIGIN_CONDITIONAL_REFUSAL_RULES } from './origin-conditional-refusals';
import { ORIGIN_DOCUMENT_RULES } from './origin-documents';
import { ORIGIN_PAPER_RULES } from './origin-papers';
import { ORIGIN_RULES } from './origin-rules';
import { ORIGIN_SCREEN_RULES } from './origin-screens';
import { OWNER_UNWILLING_RULES } from './owner-unwilling';
import { PARAPHRASE_RULES } from './paraphrase-rules';
import { PHOTO_SCREENING_RULES } from './photo-screening';
import { PRACTICE_OBJECT_BAN_RULES } from './practice-object-bans';
import { PREFERENCE_COMPARISON_RULES } from './preference-comparisons';
import { PRETEXT_CLAIM_RULES } from './pretext-claims';
import { PROXY_REFUSAL_RULES } from './proxy-refusals';
import { QUID_PRO_QUO_RULES } from './quid-pro-quo';
import { RECENT_ARRIVAL_RULES } from './recent-arrivals';
import { RECORD_BAN_RULES } from './record-bans';
import { RECORD_BAR_RULES } from './record-bars';
import { RECOVERY_RELAY_RULES } from './recovery-and-relay';
import { RELIGION_BY_PRACTICE_RULES } from './religion-by-practice';
import { RELIGION_TERM_RULES } from './religion-terms';
import { RELIGIOUS_MEMBERSHIP_RULES } from './religious-membership';
import { RELIGIOUS_PRACTICE_RULES } from './religious-practice';
import { REPORTED_ASK_RULES } from './reported-asks';
import { REQUIREMENT_RULES } from './requirement-rules';
import { RESEMBLANCE_RULES } from './resemblance-steering';
import { RESIDENCY_AGE_RULES } from './residency-age';
import { RESIDENT_DESCRIPTION_RULES } from './resident-descriptions';
import { RESIDENT_LEANING_RULES } from './resident-leanings';
import { RESIDENT_MAKEUP_RULES } from './resident-makeup';
import { RESIDENT_TRAIT_RULES } from './resident-traits';
import { RESIDENTS_WITHOUT_AIDS_RULES } from './residents-without-aids';
import { RESIDENTS_WORSHIP_RULES } from './residents-worship';
import { RESTROOM_ASSIGNMENT_RULES } from './restroom-assignment';
import { RETALIATION_RULES } from './retaliation';
import { SCREENING_CONDITION_RULES } from './screening-conditions';
import { SELECTION_RULES } from './selection-frames';
import { SERVICE_REFUSAL_RULES } from './service-refusals';
import { SERVICE_RIGHTS_WAIVER_RULES } from './service-rights-waivers';
import { SEX_BY_CONDITION_RULES } from './sex-by-condition';
import { SKIN_TONE_RULES } from './skin-tone-words';
import { SPANISH_ONLY_RULES } from './spanish-only';
import type { StandaloneRule } from './standalone-rules';
import { STANDALONE_RULES } from './standalone-rules';
import { STATE_CLASS_INDIRECT_RULES } from './state-class-indirect';
import { STATE_PROXY_RULES } from './state-class-proxies';
import { STATE_CLASS_RULES } from './state-class-refusals';
import { STEER_BY_CLASS_RULES } from './steer-by-class';
import { STEERING_PREDICTED_RULES } from './steering-predicted';
import { STEERING_RULES } from './steering-words';
import { SUDDEN_UNAVAILABILITY_RULES } from './sudden-unavailability';
import { SUITS_BY_IDENTITY_RULES } from './suits-by-identity';
import { SUPPORT_ANIMAL_LETTER_RULES } from './support-animal-letters';
import { DESCENT_TERM_RULES } from './terms-by-descent';
import { TERMS_FOR_CLASS_RULES } from './terms-for-class';
import { TOLD_UNAVAILABLE_RULES } from './told-unavailable';
import { TRAIT_REFUSAL_RULES } from './trait-refusals';
import { TRAIT_STEERING_RULES } from './trait-steering';
import { TREATMENT_BY_CLASS_RULES } from './treatment-by-class';
import { WHO_IT_SUITS_RULES } from './who-it-suits';

/**
 * The whole-phrase rule families the engine runs (engine.ts), registered here so a family is added
 * in one place and the engine stays a reader of rules. Each family is a file named for what it checks,
 * with its sources and its tests beside it; every rule is gated by the words it needs (rule-gate.ts).
 * Where two families' rules match the same words, the earlier one names the finding (the engine's
 * overlap resolution keeps the first), so the order below is part of the behaviour: it is the order the
 * families were added in, and a new family goes at the end unless it must win an overlap.
 */
export const WHOLE_PHRASE_RULES: readonly StandaloneRule[] = [
  ...STANDALONE_RULES,
  ...CODED_RULES,
  ...REQUIREMENT_RULES,
  ...INQUIRY_RULES,
  ...RESIDENCY_AGE_RULES,
  ...HEALTH_RULES,
  ...STEERING_RULES,
  ...OBSERVANCE_RULES,
  ...LANGUAGE_RULES,
  ...LANGUAGE_REACH_RULES,
  ...PARAPHRASE_RULES,
  ...QUID_PRO_QUO_RULES,
  ...RELIGIOUS_MEMBERSHIP_RULES,
  ...MARITAL_SINGLE_RULES,
  ...CATCHWORD_RULES,
  ...GROWN_UP_RULES,
  ...CAPACITY_RULES,
  ...SELECTION_RULES,
  ...RESEMBLANCE_RULES,
  ...PHOTO_SCREENING_RULES,
  ...COERCION_RULES,
  ...RELIGION_TERM_RULES,
  ...FAVOUR_RULES,
  ...ACCOMMODATION_RULES,
  ...STATE_CLASS_RULES,
  ...SPANISH_ONLY_RULES,
  ...DIFFERENTIAL_TERM_RULES,
  ...TRAIT_STEERING_RULES,
  ...RECOVERY_RELAY_RULES,
  ...MINORS_FLOORS_RULES,
  ...GENDER_IDENTITY_REACH_RULES,
  ...INCOME_COUNTED_RULES,
  ...CONDITION_RULES,
  ...RECENT_ARRIVAL_RULES,
  ...CLASS_TERM_RULES,
  ...NUISANCE_VICTIM_RULES,
  ...STATE_PROXY_RULES,
  ...FAMILIAL_STEERING_RULES,
  ...ORIGIN_RULES,
  ...CLASS_CONTRAST_RULES,
  ...RETALIATION_RULES,
  ...NUISANCE_CALL_RULES,
  ...HARASSMENT_REACH_RULES,
  ...ACCOMMODATION_REQUEST_RULES,
  ...CODED_STEERING_RULES,
  ...SCREENING_CONDITION_RULES,
  ...ACCOMMODATION_BURDEN_RULES,
  ...CRIMINAL_RECORD_RULES,
  ...CONDITIONAL_TERM_RULES,
  ...ORIGIN_DOCUMENT_RULES,
  ...APPLICATION_DELAY_RULES,
  ...STEER_BY_CLASS_RULES,
  ...IMMIGRATION_THREAT_RULES,
  ...RELIGIOUS_PRACTICE_RULES,
  ...CLASS_BENEFIT_RULES,
  ...RECORD_BAN_RULES,
  ...RECORD_BAR_RULES,
  ...TERMS_FOR_CLASS_RULES,
  ...TRAIT_REFUSAL_RULES,
  ...ACCOMMODATION_EXCEPTION_RULES,
  ...CONDUCT_IGNORED_RULES,
  ...RESIDENT_TRAIT_RULES,
  ...HOLIDAY_BAN_RULES,
  ...PROXY_REFUSAL_RULES,
  ...ORIGIN_PAPER_RULES,
  ...REPORTED_ASK_RULES,
  ...ACCOMMODATION_HEADING_RULES,
  ...TOLD_UNAVAILABLE_RULES,
  ...RESIDENT_DESCRIPTION_RULES,
  ...DISLIKED_TENANT_RULES,
  ...LANGUAGE_UNAVAILABILITY_RULES,
  ...BECAUSE_OF_CLASS_RULES,
  ...FAMILIAL_TERM_RULES,
  ...LENDING_BY_AREA_RULES,
  ...ORIGIN_SCREEN_RULES,
  ...DISABILITY_SCREEN_RULES,
  ...ANIMAL_CHARGE_RULES,
  ...INCOME_SOURCE_SCREEN_RULES,
  ...STEERING_PREDICTED_RULES,
  ...RESIDENT_MAKEUP_RULES,
  ...MASKED_WORD_RULES,
  ...DEADLINE_BY_CLASS_RULES,
  ...GUEST_AND_COMPANION_RULES,
  ...REFUSED_BECAUSE_RULES,
  ...WHO_IT_SUITS_RULES,
  ...CLASS_REFUSAL_RULES,
  ...GROUP_FRAME_RULES,
  ...ASSISTANCE_DOCUMENTATION_RULES,
  ...HARASSMENT_TRAIT_IGNORED_RULES,
  // Disability by treatment, symptom, aid or accommodation needed, and the limit put on it.
  ...DISABILITY_CONDITION_RULES,
  // A preference said as a comparison: sooner empty than rented to a class; rather a younger tenant.
  ...PREFERENCE_COMPARISON_RULES,
  // Conditions on a class: no renewal, ID gender vs presentation, job income, no spouse, private deals.
  ...CLASS_CONDITION_RULES,
  // Steering by where a class feels at ease; a neighbourhood described by its residents' make-up.
  ...COMFORT_STEERING_RULES,
  // Worse treatment announced for a class: refused, removed, made to wait, placed apart, benefit withheld.
  ...TREATMENT_BY_CLASS_RULES,
  // "Nobody with kids is allowed": a negated quantifier subject of a class with a verb of admission.
  ...NEGATED_QUANTIFIER_RULES,
  // A showing, tour or application withheld from a class.
  ...SERVICE_REFUSAL_RULES,
  // Who the home suits by orientation or gender identity, before any person's noun.
  ...SUITS_BY_IDENTITY_RULES,
  // Who a building draws or leans to, by how rent is paid, military service or the residents' decade.
  ...RESIDENT_LEANING_RULES,
  // Skin tone said as a limit or of people without the "-skinned" words; fit by culture or with a wink.
  ...SKIN_TONE_RULES,
  ...CODED_FIT_RULES,
  ...RESIDENTS_WORSHIP_RULES,
  ...HEALTHY_RESIDENTS_ES_RULES,
  // State classes said indirectly: hedged refusals, comfort compared, terms for program tenants.
  ...STATE_CLASS_INDIRECT_RULES,
  ...IDENTITY_AGE_INDIRECT_RULES,
  // A pretext of others ahead (a deposit, applications, a closed list) ordered after a class is named.
  ...PRETEXT_CLAIM_RULES,
  // Terms by descent or complexion; religion by gathering fees, shared values, Arabic and French; sex by
  // quid pro quo, conditions on women alone, a past "experience" and residents all of one sex.
  ...DESCENT_TERM_RULES,
  ...RELIGION_BY_PRACTICE_RULES,
  ...SEX_BY_CONDITION_RULES,
  // A neighbourhood "homogeneous", where "everyone looks alike": coded descriptions of residents (warn).
  ...CODED_HOMOGENEITY_RULES,
  // Terms on an accommodation or the disability itself: animal insurance, common areas, aides, severity.
  ...ACCOMMODATION_TERM_RULES,
  // "Adult community (not 55+)": adults only with no HOPA exemption claimed.
  ...ADULTS_WITHOUT_HOPA_RULES,
  // A class learned, then the home suddenly taken, a showing skipped or a refusal passed on.
  ...SUDDEN_UNAVAILABILITY_RULES,
  // Reprisal after a complaint to the city or HUD, class threat notes, favours traded for repairs, bans on
  // one faith's objects, health questions, terms only households with children face, a trans tenant sent to
  // another restroom, and residents described as on no assistance.
  ...COMPLAINT_REPRISAL_RULES,
  ...CLASS_THREAT_RULES,
  ...FAVOUR_TRADE_RULES,
  ...PRACTICE_OBJECT_BAN_RULES,
  ...APPLICANT_HEALTH_QUESTION_RULES,
  ...CHILD_HOUSEHOLD_TERM_RULES,
  ...RESTROOM_ASSIGNMENT_RULES,
  ...ASSISTANCE_STATUS_RULES,
  // A class refused as the owner's discomfort, assistance-animal letters limited, SCRA rights waived.
  ...OWNER_UNWILLING_RULES,
  ...SUPPORT_ANIMAL_LETTER_RULES,
  ...SERVICE_RIGHTS_WAIVER_RULES,
  // A refusal conditioned on where the applicant is from; a modification request answered "denied".
  ...ORIGIN_CONDITIONAL_REFUSAL_RULES,
  ...MODIFICATION_DENIED_RULES,
  // Residents described by the aids none of them use ("nobody's on oxygen"): warn.
  ...RESIDENTS_WITHOUT_AIDS_RULES,
];
/** The words the whole-phrase rules need (needles.test.ts checks the one-pass finder against includes). */
export const WHOLE_PHRASE_NEEDS = [...WHOLE_PHRASE_RULES.flatMap((r) => r.needs), ...OCCUPANCY_NEEDS];
