export { GENERIC_LICENSE_FORMAT, LICENSE_FORMATS, US_STATES, validateLicense } from '@pp/contract';
export {
  type Attribution,
  type AttributionAgent,
  buildAttribution,
  courtesyLineFor,
  licenseLineFor,
  toPostAttribution,
} from './attribution';
export {
  checkPublicOutput,
  type PublicOutputInput,
  type PublicOutputKind,
  type PublicOutputProblem,
} from './check-public-output';
export {
  defaultIsMine,
  type IsMineInput,
  normaliseBrokerage,
  normalisePersonName,
  sameBrokerage,
} from './is-mine';
export { NAR_CODE_URL, NAR_RULES } from './national-rules';
export {
  type AlteredPhotoRule,
  alteredPhotoRule,
  type LicenseNumberRule,
  STATE_ADVERTISING_RULES,
  type StateAdvertisingRules,
  stateRules,
  type TeamNameRule,
} from './state-rules';
