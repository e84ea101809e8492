import { extractListing } from '@pp/listing';
import { loadFixtureCases, loadPage } from '@pp/listing/testing';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTABLE_PHRASES,
  checkCompliance,
  checkFairHousing,
  FAIR_HOUSING_PHRASES,
  isPublishable,
  mentionsBrokerage,
} from './index';

const inSentence = (phrase: string) => `Charming home with a new roof, ${phrase}, and a sunny deck.`;

describe('the phrase list the rule engine replaced', () => {
  it('is still found, each phrase with its class and severity, and its acceptable phrases are not', () => {
    expect(FAIR_HOUSING_PHRASES.length).toBeGreaterThanOrEqual(170);
    for (const entry of FAIR_HOUSING_PHRASES) {
      const text = inSentence(entry.phrase);
      const findings = checkFairHousing(text);
      expect(findings, entry.phrase).toHaveLength(1);
      expect(findings[0], entry.phrase).toMatchObject({ category: entry.category, severity: entry.severity });
      expect(text.slice(findings[0]!.index, findings[0]!.index + findings[0]!.phrase.length)).toBe(
        findings[0]!.phrase,
      );
      // Any case, and a hyphen or line break between words, is still the same phrase.
      expect(
        checkFairHousing(inSentence(entry.phrase.toUpperCase().replace(/ /g, '-'))),
        entry.phrase,
      ).toHaveLength(1);
    }
    for (const phrase of ACCEPTABLE_PHRASES) {
      expect(checkFairHousing(inSentence(phrase)), phrase).toEqual([]);
      expect(checkFairHousing(phrase.toUpperCase()), phrase).toEqual([]);
    }
  });

  it('matches whole words only', () => {
    expect(checkFairHousing('Bachelors degree holders love the study; the blackout curtains stay.')).toEqual(
      [],
    );
    expect(checkFairHousing('Whitewashed brick and a Blackstone griddle')).toEqual([]);
    // Words run together to dodge a list are read apart (fair-housing/run-together.ts, issue #22 evasions).
    expect(checkFairHousing('NOKIDS')).toHaveLength(1);
    expect(checkFairHousing('no-kids')).toHaveLength(1);
  });
});

describe("checkCompliance with the agent's state", () => {
  it('blocks a state class only where the state protects it', () => {
    const text = 'Sunny 2BR. No Section 8.';
    expect(checkCompliance(text, { state: 'CA' })).toMatchObject([
      { category: 'source_of_income', severity: 'block', phrase: 'No Section 8' },
    ]);
    const elsewhere = checkCompliance(text, { state: 'TX' });
    expect(elsewhere).toMatchObject([{ category: 'source_of_income', severity: 'warn' }]);
    expect(elsewhere[0]!.reason).toContain('not by TX statute');
    expect(checkCompliance(text)[0]!.reason).toContain('your state is unknown');
  });
});

describe('advertising rules (NAR SoP 12-4, 12-5)', () => {
  const text = 'Just listed: 3 beds near the park.';

  it('asks nothing of the listing agent promoting their own listing', () => {
    expect(
      checkCompliance(text, {
        userName: 'Jill Wolowitz',
        listingAgentName: 'jill  wolowitz',
        brokerage: 'X',
      }),
    ).toEqual([]);
    expect(checkCompliance(text, { isOwnListing: true, brokerage: 'X' })).toEqual([]);
  });

  it("blocks someone else's listing without the brokerage name, and warns about permission", () => {
    const findings = checkCompliance(text, {
      userName: 'Ann Lee',
      listingAgentName: 'Jill Wolowitz',
      brokerage: 'Bailey Properties',
    });
    expect(findings.map((f) => [f.category, f.severity])).toEqual([
      ['advertising', 'warn'],
      ['advertising', 'block'],
    ]);
    expect(isPublishable(findings)).toBe(false);
    const named = checkCompliance(`${text} Listed by Bailey Properties.`, {
      isOwnListing: false,
      brokerage: 'Bailey Properties, Inc.',
    });
    expect(named.map((f) => f.severity)).toEqual(['warn']);
    expect(isPublishable(named)).toBe(true);
  });

  it('does not guess when it cannot tell whose listing it is', () => {
    expect(checkCompliance(text, { brokerage: 'Bailey Properties' })).toEqual([]);
  });
});

describe('real listing descriptions', () => {
  // Parses every fixture page (up to 1 MB each): seconds on a shared machine, hence the longer timeout.
  it('have no block-level Fair Housing finding (warnings are reported, not hidden)', async () => {
    const warnings: string[] = [];
    for (const c of loadFixtureCases()) {
      const page = loadPage(c.html(), c.url);
      const listing = extractListing(page.document, c.url);
      await page.close();
      const findings = checkFairHousing(listing.description ?? '');
      expect(
        findings.filter((f) => f.severity === 'block'),
        c.name,
      ).toEqual([]);
      warnings.push(...findings.map((f) => `${c.name}: ${f.phrase}`));
    }
    // The 55+ community of 24 Franklin Ct is a lawful HOPA statement that still deserves a check.
    expect(warnings).toContain('trulia-machu-2017-24-franklin-ct: 55+ community');
  }, 60_000);
});

describe('mentionsBrokerage', () => {
  it('ignores case, punctuation and company suffixes, but wants whole words', () => {
    expect(mentionsBrokerage('Listed by EXP Realty LLC, Raleigh', 'EXP Realty LLC, Raleigh')).toBe(true);
    expect(mentionsBrokerage('listed by exp realty raleigh', 'EXP Realty LLC, Raleigh')).toBe(true);
    expect(mentionsBrokerage('Listed by KW Advisors.', 'KW Advisors')).toBe(true);
    expect(mentionsBrokerage('Listed by KW Advisorsgroup', 'KW Advisors')).toBe(false);
    expect(mentionsBrokerage('Listed by someone', 'KW Advisors')).toBe(false);
  });
});
