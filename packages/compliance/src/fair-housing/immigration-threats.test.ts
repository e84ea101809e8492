import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('threats to report a tenant to immigration (immigration-threats.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'The landlord threatened to report her to immigration when she asked for the deposit back.',
      'immigration-threat/national_origin block',
    ],
    ["If you keep complaining we'll call ICE on your husband.", 'immigration-threat/national_origin block'],
    ["Keep it up and I'll have you deported.", 'immigration-threat/national_origin block'],
    [
      "Heads up: the owner said he'd call immigration on the family in 2B if they don't drop the complaint.",
      'immigration-threat/national_origin block',
    ],
    [
      "Tell him if he keeps asking about the mold we'll report him to ICE.",
      'immigration-threat/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We never call ICE on anyone, whatever their status.',
    'The ice maker in 4B needs a new filter.',
    'Call the immigration clinic downtown for free legal help.',
    'Landlords who threaten to call ICE on tenants break the law.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

describe('threats said "I’m calling ICE" and in Spanish (immigration-threats.ts)', () => {
  warmUp();
  it.each([
    'Pay by Friday or we’re calling ICE on the whole family.',
    'Si no pagas, te voy a reportar a inmigración.',
  ])('%s blocks', (text) => {
    expect(outcomeFor(text)).toBe('block');
  });
  it.each(['I’m calling ice machine repair tomorrow.', 'No llamo a inmigración nunca.'])(
    'leaves alone: %s',
    (text) => {
      expect(outcomeFor(text)).toBe('ok');
    },
  );
});
