import { checkCompliance } from '@pp/compliance';
import { describe, expect, it } from 'vitest';
import { sampleListing } from '../../../test/helpers/sample-listing';
import { complianceContextFor, draftsForListing } from './drafts-for-listing';

const agent = { full_name: 'Dana Whitaker', brokerage_name: 'Sun Realty', team_name: '', licenses: [] };
const inState = (state: string) =>
  sampleListing({
    address: { street: '1 Main St', city: 'Somewhere', state, postal_code: '10001' },
    description: 'Bright two-bedroom. No Section 8.',
  });
const sourceOfIncome = (findings: { category: string; severity: string }[]) =>
  findings.find((f) => f.category === 'source_of_income');

describe('the listing state decides state-class findings', () => {
  it('blocks a source-of-income refusal where the state protects it, and warns where it does not', () => {
    // New York protects lawful source of income (N.Y. Exec. Law §296(5)); Alabama has no such statute.
    const ny = draftsForListing(inState('NY'), agent, true).findings.facebook_marketplace;
    const al = draftsForListing(inState('AL'), agent, true).findings.facebook_marketplace;
    expect(sourceOfIncome(ny)?.severity).toBe('block');
    expect(sourceOfIncome(al)?.severity).toBe('warn');
  });

  it('reads a state written out in full like its two-letter code (the publish re-check uses this context)', () => {
    const text = 'No Section 8.';
    const full = checkCompliance(text, complianceContextFor(inState('New York'), 'Dana Whitaker'));
    expect(sourceOfIncome(full)?.severity).toBe('block');
  });
});
