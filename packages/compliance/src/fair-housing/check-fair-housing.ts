import type { TComplianceFinding } from '@pp/contract';
import { checkFairHousingRules, type FairHousingOptions } from './engine';
import { readerFindings } from './reader/reader-findings';

/**
 * The Fair Housing check: the rules' findings (engine.ts), then the second reader's warnings on what
 * no rule touched (reader/reader-findings.ts), in text order. Rule families are tested on the rules
 * alone; the corpus measures and the product read this.
 */
export const checkFairHousing = (text: string, options: FairHousingOptions = {}): TComplianceFinding[] => {
  const ruled = checkFairHousingRules(text, options);
  return [...ruled, ...readerFindings(text, ruled, options.state)].sort((x, y) => x.index - y.index);
};
