import type { ClaimCase } from './case';
import { AREA_YEAR_CASES } from './cases-area-year';
import { DESCRIBED_CASES } from './cases-described';
import { FEATURE_CASES } from './cases-features';
import { GENERALISED_CASES } from './cases-generalised';
import { GENERALISED_CASES_2 } from './cases-generalised-2';
import { GENERALISED_CASES_3 } from './cases-generalised-3';
import { GENERALISED_CASES_4 } from './cases-generalised-4';
import { GENERALISED_CASES_5 } from './cases-generalised-5';
import { GENERALISED_CASES_6 } from './cases-generalised-6';
import { NO_CLAIM_CASES } from './cases-no-claim';
import { POST_CASES } from './cases-posts';
import { PRICE_CASES } from './cases-price';
import { ROOM_CASES } from './cases-rooms';
import { STATUS_ADDRESS_CASES } from './cases-status-address';

/** The labelled corpus the checker was built against (issue 26: at least 300 cases). */
export const CLAIM_CORPUS: readonly ClaimCase[] = [
  ...PRICE_CASES,
  ...ROOM_CASES,
  ...AREA_YEAR_CASES,
  ...STATUS_ADDRESS_CASES,
  ...FEATURE_CASES,
  ...NO_CLAIM_CASES,
  ...POST_CASES,
  ...GENERALISED_CASES,
  ...GENERALISED_CASES_2,
  ...GENERALISED_CASES_3,
  ...GENERALISED_CASES_4,
  ...GENERALISED_CASES_5,
  ...GENERALISED_CASES_6,
  ...DESCRIBED_CASES,
];
