import type { UsState } from '@pp/contract';
import {
  type AlteredPhotoRule,
  STATE_ADVERTISING_RULES,
  type StateAdvertisingRules,
} from './state-rules-data';

export {
  type AlteredPhotoRule,
  type LicenseNumberRule,
  STATE_ADVERTISING_RULES,
  type StateAdvertisingRules,
  type TeamNameRule,
} from './state-rules-data';

const BY_STATE = new Map(STATE_ADVERTISING_RULES.map((row) => [row.state, row]));

/** The row of a state, undefined when we have no rule to cite for it. */
export const stateRules = (state: UsState | undefined): StateAdvertisingRules | undefined =>
  state ? BY_STATE.get(state) : undefined;

/** The altered-photo rule in force in a state on a day, if any. */
export const alteredPhotoRule = (state: UsState | undefined, on: Date): AlteredPhotoRule | undefined => {
  const rule = stateRules(state)?.alteredPhotos;
  return rule && on.toISOString().slice(0, 10) >= rule.effective ? rule : undefined;
};
