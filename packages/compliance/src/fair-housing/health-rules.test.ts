import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => [f.category, f.severity]);

// 24 CFR §100.202, §100.204; HUD/DOJ Joint Statement on Reasonable Accommodations (2004); HUD 1995 memo.
describe('requirements of health or independence, and refused help or aids', () => {
  it('blocks a requirement of health, in any modal and wording', () => {
    for (const text of [
      'Applicants must be in good physical and mental health.',
      'Residents must be physically and mentally healthy.',
      'Tenant must remain in sound mental and physical health.',
      'Applicants need to be physically fit.',
      'Residents should be fully ambulatory.',
      'Tenants should be in good physical condition.',
      'Residents must be mentally stable.',
      'Applicants must have sound mind and body.',
    ])
      expect(found(text), text).toContainEqual(['handicap', 'block']);
  });

  it('blocks a requirement of independence', () => {
    for (const text of [
      'Residents must be capable of living independently.',
      'Tenants must be able to live on their own without assistance.',
      'Must be capable of caring for yourself.',
      'Tenants must be able to function independently without any assistance.',
      'Must be self-sufficient and not need nursing care.',
      'Must be able to evacuate without assistance.',
      'Must not require assistance with daily living.',
      'Applicants must be free of physical limitations.',
      'Must be able to live without assistance.',
      'Residents must be able to care for themselves.',
      'Must walk unassisted.',
      'Must be able to navigate stairs without help.',
      'Residents must be able to evacuate on their own in an emergency.',
      'Tenants must not have any physical or mental disabilities.',
      'Residents must be self-sufficient.',
      'Tenant must be able-bodied.',
      'Must be able to manage stairs unassisted.',
      'Tenant(s) must be in good health and able to care for themselves.',
      'Prospective residents should be able to live independently.',
    ])
      expect(found(text), text).toContainEqual(['handicap', 'block']);
  });

  it('blocks refusing caregivers, aides and mobility aids', () => {
    for (const text of [
      'No caregivers.',
      'Live-in aides are not permitted.',
      'No live-in aides or home health aides allowed.',
      'No home care workers permitted.',
      'Personal care attendants are not allowed to stay overnight.',
      'We do not allow live-in caregivers.',
      'Home health aides not allowed.',
      'Not suitable for anyone who needs a caregiver.',
      'No wheelchairs or walkers.',
      'No mobility scooters or power chairs in the building.',
      'No walkers or canes.',
      'Residents shall not require the assistance of a caregiver.',
      'Live-in caregivers will not be allowed.',
      'Tenants may not have live-in aides.',
      'No one requiring nursing care.',
      'No motorized wheelchairs.',
      'Anyone who needs a live-in aide should look elsewhere.',
      'Not suitable for wheelchair users.',
      'Persons with walkers or wheelchairs cannot be accommodated.',
    ])
      expect(found(text), text).toContainEqual(['handicap', 'block']);
  });

  it('blocks an ability to climb stairs required', () => {
    for (const text of [
      'Must be able to walk up three flights.',
      'Renters must be strong enough to handle four flights of stairs.',
      'Applicants should be fit enough to manage the stairs daily.',
    ])
      expect(found(text), text).toContainEqual(['handicap', 'block']);
  });

  it('leaves the stairs described, housing types, other abilities, pets, things and money', () => {
    for (const text of [
      'Third-floor walk-up, three flights of stairs, no elevator.',
      'Independent living community with dining and activities.',
      'Must be able to provide references.',
      "Must be able to pay first and last month's rent.",
      'Must be able to sign a 12 month lease.',
      'Must be able to pass a background check and provide two references.',
      'Must be able to evacuate: see the posted fire plan.',
      'Caregiver suite with private entrance.',
      'Caregivers welcome; ground floor unit with no steps.',
      'Walkers and joggers love the trail.',
      'Pets must be healthy and vaccinated.',
      'Plants must be healthy at move-out.',
      'Unit must be left in good condition.',
      'Income must be stable and verifiable.',
      'Cane sugar cookies at the open house.',
      'Must be in good standing with previous landlords.',
      'Must have a sound rental history.',
      'No caregivers needed: the community offers 24/7 staff.',
      'Independent living, assisted living and memory care on one campus.',
      'Live independently with support services available.',
      'Must be able to work from home quietly.',
      'Healthy living: gym, pool and walking trails.',
      'No caregivers parking in the fire lane.',
      'Step-free entry, wide doorways, roll-in shower.',
      'Tenants must be able to pay rent on their own.',
      'Residents enjoy self-sufficient solar power.',
    ])
      expect(found(text), text).toEqual([]);
  });
});
