import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, WIDENED_FAMILIES, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('a tenant put out because others dislike their class (disliked-tenants.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'The owner told his Muslim tenant she has to move out because the neighbors complained about her headscarf.',
      'disliked-tenant-ended/religion block',
    ],
    [
      "Our gay tenant won't be renewed because other tenants are uncomfortable with his partner.",
      'disliked-tenant-ended/sexual_orientation block',
    ],
    [
      "The owner told our Mexican tenant he must leave because the neighbors don't like his kind.",
      'disliked-tenant-ended/national_origin block',
    ],
    [
      'She has to move out because the other owners object to her wheelchair.',
      'disliked-tenant-ended/handicap block',
    ],
    [
      'He must leave because the neighbors complain about his accent.',
      'disliked-tenant-ended/national_origin block',
    ],
    [
      "They have to move out because the owner doesn't like their kids.",
      'disliked-tenant-ended/familial_status block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(['The lease ends in May because the owner is selling.'])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it.each(['She has to move out because the owners object to her parking.'])(
    'look-alike %s: no finding of the widened families',
    (text) => {
      expect(findingsOf(text).filter((r) => WIDENED_FAMILIES.test(r))).toEqual([]);
    },
  );

  // The class word stays the class patterns' own; only the new family's reason is absent.
  it('a tenant leaving for her own reasons is no disliked tenant put out', () => {
    expect(
      findingsOf("Our Catholic tenant won't renew her lease because she bought a house.").join(),
    ).not.toMatch(/disliked-tenant-ended/);
  });
});
