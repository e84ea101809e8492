import type { TComplianceFinding } from '@pp/contract';
import { checkFairHousingRules, type FairHousingOptions } from './engine';
import { readerFindings } from './reader/reader-findings';
import { upgradeBySeverity } from './reader/severity-upgrade';

/**
 * The Fair Housing check: the rules' findings (engine.ts), each warning the severity reader reads as an
 * exclusion made a block (reader/severity-upgrade.ts), then the second reader's findings on what no rule
 * touched (reader/reader-findings.ts), in text order. Rule families are tested on the rules
 * alone; the corpus measures and the product read this.
 */
export const checkFairHousing = (text: string, options: FairHousingOptions = {}): TComplianceFinding[] => {
  const ruled = upgradeBySeverity(text, checkFairHousingRules(text, options), options.state);
  return [...ruled, ...readerFindings(text, ruled, options.state)].sort((x, y) => x.index - y.index);
};
