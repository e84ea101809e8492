import { checkClaims, checkCompliance, isPublishable } from '@pp/compliance';
import {
  AI_WRITER_MESSAGES,
  type TListingDetail,
  type TRewriteEvent,
  ZRewriteEventSchema,
} from '@pp/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startChatCompletionsStandIn } from './helpers/chat-completions-stand-in';
import { listingOf, sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/**
 * The AI writer (issue 26) against the Chat Completions stand-in, through the real `openai` client:
 * every variant the agent sees passed the claim and Fair Housing checks; a variant with wrong facts
 * is repaired once or dropped, never sent; provider failures are 503s with a sentence, never 500s.
 * The sample listing has 4 bedrooms, 2 bathrooms and costs $224,900; it is Jason Lieberman's.
 */
const model = await startChatCompletionsStandIn();
const { app } = await createTestApp({ env: { ...model.env, AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '1000' } });
const LISTING = sampleListing();
const COURTESY = 'Listing courtesy of Jason Lieberman, Albuquerque House Hunting';
const WRONG_BATHS = 'A bright home with 4 bedrooms and 8 bathrooms, listed at $224,900.';
const NO_KIDS = 'A quiet home with 4 bedrooms, ideal for a couple: no kids please.';

let agent: TestAccount;
let listing: TListingDetail;
beforeEach(async () => {
  model.reset();
  agent ??= await createAccount(app, { name: 'Dana Whitaker' });
  listing ??= await listingOf(app, agent);
});

const rewrite = (body: object = { platform: 'linkedin', tone: 'friendly', language: 'en' }, id?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/listings/${id ?? listing.listing_id}/rewrite`,
    headers: agent.auth,
    payload: body,
  });
/** The NDJSON answer, each line checked against the contract's event schema. */
const eventsOf = (body: string): TRewriteEvent[] =>
  body
    .trim()
    .split('\n')
    .map((l) => ZRewriteEventSchema.parse(JSON.parse(l)));
const variants = (events: TRewriteEvent[]) =>
  events.flatMap((e) => (e.type === 'variant' ? [e.variant] : []));

describe('POST /listings/:id/rewrite', () => {
  it('streams three variants as NDJSON, each passing the checks and ending with our link and credit lines', async () => {
    const res = await rewrite();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = eventsOf(res.body);
    expect(events.map((e) => e.type)).toEqual(['variant', 'variant', 'variant', 'done']);
    expect(events.at(-1)).toEqual({ type: 'done', shown: 3, dropped: 0 });
    for (const v of variants(events)) {
      expect(v.repaired).toBe(false);
      // Checked again here, independently of the server: no block of either check.
      expect(checkClaims(v.text, LISTING).filter((f) => f.severity === 'block')).toEqual([]);
      expect(isPublishable(checkCompliance(v.text))).toBe(true);
      // The link as the template drafts print it: the property page while published, else the listing.
      const link = listing.page.published ? `${listing.page.url}?src=li` : LISTING.url;
      expect(v.text.endsWith(`\n\n${link}\nDana Whitaker, Sunrise Realty\n${COURTESY}`)).toBe(true);
      expect(v.text.split(COURTESY)).toHaveLength(2);
    }
    // The client's streaming API was used, one call per variant, each with a different angle.
    expect(model.calls.map((c) => c.stream)).toEqual([true, true, true]);
    expect(new Set(model.calls.map((c) => c.messages.at(-1)?.content)).size).toBe(3);
  });

  it('gives the model the facts as JSON and the rules, but never the credit lines to write', async () => {
    await rewrite({ platform: 'twitter', tone: 'luxury', language: 'es' });
    const [system, user] = model.calls[0]!.messages;
    expect(system!.content).toMatch(/post on X.*Spanish.*refined/s);
    expect(system!.content).toMatch(/State only facts found in the JSON/);
    expect(system!.content).toMatch(/Fair Housing/);
    expect(user!.content).toContain('"bedrooms": 4');
    expect(user!.content).toContain('"bathrooms_total": 2');
    expect(user!.content).not.toContain('Jason Lieberman');
    expect(user!.content).not.toContain('Albuquerque House Hunting');
  });

  it('repairs a variant with wrong facts once: the model is told the findings, and only the fixed text is sent', async () => {
    model.queue({ text: WRONG_BATHS });
    const events = eventsOf((await rewrite()).body);
    const [first] = variants(events);
    expect(first).toMatchObject({ index: 0, repaired: true });
    expect(first!.text).not.toContain('8 bathrooms');
    const repair = model.calls[1]!.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: WRONG_BATHS });
    expect(repair.at(-1)!.content).toContain('"8 bathrooms": The listing has 2 bathrooms.');
    expect(model.calls).toHaveLength(4);
  });

  it('drops a variant that fails twice (wrong bathrooms, then "no kids"), and neither text reaches the client', async () => {
    model.queue({ text: WRONG_BATHS }, { text: NO_KIDS });
    const events = eventsOf((await rewrite()).body);
    // The phrase is named only in the reasons of the drop; no variant text carries either answer.
    for (const v of variants(events)) expect(v.text).not.toMatch(/8 bathrooms|no kids/);
    expect(events[0]).toMatchObject({ type: 'dropped', index: 0 });
    expect(events[0]!.type === 'dropped' && events[0]!.reasons.join(' ')).toMatch(/"no kids"/);
    expect(variants(events).map((v) => v.index)).toEqual([1, 2]);
    expect(events.at(-1)).toEqual({ type: 'done', shown: 2, dropped: 1 });
  });

  it('answers 200 with three drops and shown 0 when the model only writes wrong facts', async () => {
    model.queue(...Array.from({ length: 6 }, () => ({ text: WRONG_BATHS })));
    const events = eventsOf((await rewrite()).body);
    expect(events.map((e) => e.type)).toEqual(['dropped', 'dropped', 'dropped', 'done']);
    expect(variants(events)).toEqual([]);
  });

  it('removes credit lines and links the model wrote itself, and attaches warnings and style notes', async () => {
    model.queue({
      text: 'A stunning home with 4 bedrooms and a pool.\nListing courtesy of Someone Else, Fake Realty\nhttps://evil.example/x',
    });
    const [first] = variants(eventsOf((await rewrite()).body));
    expect(first!.text).not.toMatch(/Fake Realty|evil\.example/);
    expect(first!.text.startsWith('A stunning home with 4 bedrooms and a pool.\n\n')).toBe(true);
    // The pool is nowhere in the listing: a warning shown with the variant, not a block.
    expect(first!.claims).toEqual([expect.objectContaining({ feature: 'pool', severity: 'warn' })]);
    expect(first!.style).toEqual([expect.objectContaining({ phrase: 'stunning', index: 2 })]);
  });

  it.each([
    [{ status: 429 as const, retryAfter: 17 }, AI_WRITER_MESSAGES.providerBusy],
    [{ status: 500 as const }, AI_WRITER_MESSAGES.providerDown],
    [{ hang: true as const }, AI_WRITER_MESSAGES.providerTimeout],
  ])('answers 503 with a clear message when the provider fails at once (%o)', async (failure, message) => {
    model.queue(failure);
    const res = await rewrite();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', message });
    if ('retryAfter' in failure) {
      expect(res.headers['retry-after']).toBe('17');
      expect(res.json().retry_after_seconds).toBe(17);
    }
  });

  it('ends the stream with an error line when the provider fails after a variant was sent', async () => {
    model.queue({ text: 'Four bedrooms, two bathrooms, one good price: $224,900.' }, { status: 500 });
    const res = await rewrite();
    expect(res.statusCode).toBe(200);
    const events = eventsOf(res.body);
    expect(events.map((e) => e.type)).toEqual(['variant', 'error']);
    expect(events[1]).toEqual({ type: 'error', message: AI_WRITER_MESSAGES.providerDown });
  });

  it('answers 404 for an unknown or another agent’s listing and 400 for a bad body, never 500', async () => {
    const other = await createAccount(app);
    const theirs = await listingOf(app, other, '999001');
    expect((await rewrite(undefined, theirs.listing_id)).statusCode).toBe(404);
    expect((await rewrite(undefined, 'not-a-listing')).statusCode).toBe(404);
    for (const body of [
      { platform: 'myspace' },
      { platform: 'linkedin', language: 'fr' },
      { tone: 42 },
      [],
    ]) {
      const res = await rewrite(body as object);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect(model.calls).toEqual([]);
  });
});

describe('the agent’s voice (style examples, opt in)', () => {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/ai-writer${url}`,
      headers: agent.auth,
      ...(payload ? { payload } : {}),
    });
  const EXAMPLE = 'Come see this one with me on Saturday — coffee is on me.';

  it('quotes nothing until the agent opts in, then only what is stored, and forgets it on DELETE or opt-out', async () => {
    expect((await call('GET', '')).json().data).toMatchObject({
      available: true,
      use_my_posts: false,
      examples: [],
    });
    expect((await call('POST', '/voice/examples', { text: EXAMPLE })).statusCode).toBe(409);

    expect((await call('PUT', '/voice', { use_my_posts: true })).json().data.use_my_posts).toBe(true);
    expect((await call('POST', '/voice/examples', { text: EXAMPLE })).statusCode).toBe(201);
    expect((await call('GET', '')).json().data.examples).toEqual([
      expect.objectContaining({ text: EXAMPLE }),
    ]);
    await rewrite();
    expect(model.calls[0]!.messages[1]!.content).toContain(`<example>\n${EXAMPLE}\n</example>`);
    expect(model.calls[0]!.messages[1]!.content).toMatch(/never take a fact from them/);

    expect((await call('DELETE', '/voice/examples')).statusCode).toBe(200);
    expect((await call('GET', '')).json().data).toMatchObject({ use_my_posts: true, examples: [] });
    model.reset();
    await rewrite();
    expect(model.calls[0]!.messages[1]!.content).not.toContain('<example>');

    await call('POST', '/voice/examples', { text: EXAMPLE });
    await call('PUT', '/voice', { use_my_posts: false });
    expect((await call('GET', '')).json().data).toMatchObject({ use_my_posts: false, examples: [] });
  });
});
