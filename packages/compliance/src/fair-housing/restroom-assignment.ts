import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A transgender or nonbinary tenant sent to another restroom, locker room or amenity: different terms and
 * privileges by gender identity. Sources: state fair housing acts that name gender identity (e.g. Utah Code
 * §57-21-5, Cal. Gov. Code §12955, N.Y. Exec. Law §296(5)), which is where this blocks (jurisdictions.ts),
 * and HUD's 2021 reading of Bostock v. Clayton County, 590 U.S. 644 (2020) (hud2021). That federal reading
 * is contested: the memo implemented Executive Order 13988, revoked in January 2025, and HUD's current
 * enforcement position may differ, so outside a protecting state the finding warns. Left alone: "single-stall
 * restrooms are available to anyone who wants privacy", "the clubhouse has men's, women's and all-gender
 * restrooms".
 */
const TRANS =
  '(?:transgender|trans|nonbinary|non binary|gender nonconforming|transgenero|transgeneros|trans women|trans men)';
const PEOPLE =
  '(?:tenants?|residents?|women|men|people|persons?|guests?|members?|owners?|folks|inquilinos?|residentes|mujeres|hombres|personas)';
const FACILITY =
  '(?:restrooms?|bathrooms?|toilets?|locker rooms?|changing rooms?|showers?|stalls?|facilities|pool|gym|sauna|spa|banos?|vestidores?)';

export const RESTROOM_ASSIGNMENT_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'trans-facility-assignment',
    category: 'gender_identity',
    kind: 'exclude',
    source: 'hud2021',
    needs: ['trans', 'nonbinary', 'non binary', 'nonconforming'],
    reason:
      'Sends a transgender or nonbinary tenant to a different restroom or amenity (state gender-identity protection; HUD 2021 reading of Bostock, contested)',
    // "transgender tenants must use the single-stall restroom"; "trans women are not allowed in the women's locker room".
    re: `\\b${TRANS} ${PEOPLE}\\b[^|]{0,30}?\\b(?:must|have to|need to|needs to|should|are required to|will have to|can only|may only|deben|tienen que) (?:use|go to|change in|shower in|usar|ir al?)\\b[^|]{0,40}?\\b${FACILITY}\\b|\\b${TRANS} ${PEOPLE}\\b[^|]{0,30}?\\b(?:(?:are|is) not (?:allowed|permitted|welcome)|(?:may|can) not|cannot|cant|may no longer|no pueden) (?:use |in |into |to use |enter |usar |entrar a )?(?:the )?[^|]{0,20}?\\b${FACILITY}\\b`,
  },
]);
