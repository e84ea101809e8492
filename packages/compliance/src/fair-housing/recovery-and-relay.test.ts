import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('recovery and relay calls refused (recovery-and-relay.ts)', () => {
  it.each([
    'We will not rent to anyone taking buprenorphine.',
    'No applicants fresh out of rehab.',
    'Tenants in a methadone program need not apply.',
    'Our owner refuses to lease to folks taking Suboxone.',
  ])('blocks a recovery refusal: %s', (text) => {
    expect(rules(text)).toContain('recovery-refused/handicap block');
  });

  it.each([
    'Calls through the relay service will not be returned.',
    'We do not answer TDD calls.',
    "We won't answer calls from video relay interpreters.",
    'No relay calls, please phone us directly.',
    'Ask a hearing relative to ring the office for you.',
  ])('blocks a relay refusal: %s', (text) => {
    expect(rules(text)).toContain('relay-refused/handicap block');
  });

  it.each([
    'No illegal drug use anywhere on the property.',
    'Two blocks from the Hope Recovery Center.',
    'No smoking, and residents in recovery are welcome.',
    'TTY and relay calls are answered like any other call.',
    'Deaf callers can reach us through 711.',
    "Don't hesitate to use relay services when you call.",
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => /^(?:recovery|relay)-refused/.test(r))).toEqual([]);
  });
});
