import { describe, expect, it } from 'vitest';
import { sampleListing } from '../../../test/helpers/sample-listing';
import { buildRepairMessages, buildRewriteMessages, listingFacts, RULES } from './build-prompt';
import { cleanAnswer } from './check-variant';

const listing = sampleListing({ lot_size: null, lot_unit: null });
const prompt = (over: Partial<Parameters<typeof buildRewriteMessages>[0]> = {}) =>
  buildRewriteMessages({
    listing,
    platform: 'linkedin',
    tone: 'friendly',
    language: 'en',
    maxChars: 2500,
    examples: [],
    variant: 0,
    ...over,
  });
const contentOf = (m: { content?: unknown }) => String(m.content);

describe('the AI writer’s prompt', () => {
  it('carries the facts as JSON, leaving out missing facts and every name the credit lines hold', () => {
    const facts = listingFacts(listing);
    expect(facts).toMatchObject({ bedrooms: 4, bathrooms_total: 2, price: 224_900, year_built: 1955 });
    expect(facts).not.toHaveProperty('lot_size');
    expect(facts).not.toHaveProperty('open_houses');
    const user = contentOf(prompt()[1]!);
    const json = user.match(/```json\n([\s\S]*?)\n```/)![1]!;
    expect(JSON.parse(json)).toEqual(facts);
    expect(user).not.toMatch(/Jason Lieberman|Albuquerque House Hunting|505-715-3505|zillow\.com/);
  });

  it('states every rule, the platform, language, tone and the room left after our credit lines', () => {
    const [system] = prompt({ platform: 'twitter', language: 'es', tone: 'luxury', maxChars: 190 });
    const text = contentOf(system!);
    for (const rule of RULES) expect(text).toContain(rule);
    expect(text).toMatch(/post on X/);
    expect(text).toMatch(/Spanish/);
    expect(text).toMatch(/refined/);
    expect(text).toMatch(/at most 190 characters/);
  });

  it('gives each of the three variants another angle', () => {
    const last = (variant: number) => contentOf(prompt({ variant })[1]!).split('\n').at(-1);
    expect(new Set([0, 1, 2].map(last)).size).toBe(3);
  });

  it('quotes at most three of the agent’s examples, for their voice only, and none when there are none', () => {
    expect(contentOf(prompt()[1]!)).not.toContain('<example>');
    const user = contentOf(prompt({ examples: ['one', 'two', 'three', 'four'] })[1]!);
    expect(user.match(/<example>/g)).toHaveLength(3);
    expect(user).not.toContain('four');
    expect(user).toMatch(/never take a fact from them/);
  });

  it('asks for a repair with the first answer and each finding', () => {
    const messages = prompt();
    const repair = buildRepairMessages(messages, '8 bathrooms!', [
      '"8 bathrooms": The listing has 2 bathrooms.',
    ]);
    expect(repair.slice(0, 2)).toEqual(messages);
    expect(repair[2]).toEqual({ role: 'assistant', content: '8 bathrooms!' });
    expect(contentOf(repair[3]!)).toContain('- "8 bathrooms": The listing has 2 bathrooms.');
  });
});

describe('cleanAnswer', () => {
  const tail = ['https://pp.example/p/x?src=li', 'Dana Whitaker, Sunrise Realty'];
  it('drops fences, quotes, links and credit lines the model wrote, keeping its own words', () => {
    const answer =
      '```\n"Four bedrooms near the park.\nDana Whitaker, Sunrise Realty\nListado cortesía de Otro, X\nSee https://evil.example/a"\n```';
    expect(cleanAnswer(answer, tail)).toBe('Four bedrooms near the park.\nSee');
  });
});
