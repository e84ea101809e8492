import type { TListingDetail } from '@pp/contract';
import { countTweet } from '@pp/posts';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

// Issue 26: a post's language is chosen per post, with a default on the profile.
const { app } = await createTestApp();

const updateProfile = (auth: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/users/update-profile', headers: auth, payload });
const me = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth })).json().data;
const saveListing = (auth: Record<string, string>, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: auth,
    payload: { listing: sampleListing(), ...extra },
  });

describe('the profile’s default post language', () => {
  it('is English for a new account, and the profile form sets it to Spanish and back', async () => {
    const agent = await createAccount(app, { name: 'Rosa Ortiz' });
    expect((await me(agent.auth)).default_language).toBe('en');
    const res = await updateProfile(agent.auth, {
      name: 'Rosa Ortiz',
      username: agent.username,
      default_language: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.default_language).toBe('es');
    expect((await me(agent.auth)).default_language).toBe('es');
    // A form that does not send it leaves it as it is.
    await updateProfile(agent.auth, { name: 'Rosa Ortiz', username: agent.username });
    expect((await me(agent.auth)).default_language).toBe('es');
  });

  it('refuses a language other than en or es with a clear message, and writes nothing', async () => {
    const agent = await createAccount(app);
    const res = await updateProfile(agent.auth, {
      name: 'A',
      username: agent.username,
      default_language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: { default_language: 'Must be "en" (English) or "es" (Spanish)' },
    });
    expect((await me(agent.auth)).default_language).toBe('en');
  });
});

describe('the drafts’ language', () => {
  it('follows the request, else the profile’s default, on save and on GET ?language=', async () => {
    const agent = await createAccount(app);
    const english = (await saveListing(agent.auth)).json().data as TListingDetail;
    expect(english.drafts.linkedin.text).toMatch(/^🏡 Just listed/);

    const spanish = (await saveListing(agent.auth, { language: 'es' })).json().data as TListingDetail;
    expect(spanish.drafts.linkedin.text).toMatch(/^🏡 Se vende en Albuquerque, NM/);
    expect(spanish.drafts.linkedin.text).toContain('habitaciones');
    expect(spanish.drafts.facebook_marketplace.title).toMatch(/^Se vende: /);
    expect(countTweet(spanish.drafts.twitter.text).valid).toBe(true);
    // The credit line is Spanish too, naming the same listing firm; the Fair Housing check ran on it.
    expect(spanish.drafts.linkedin.text).toContain(`Listado cortesía de ${sampleListing().agent_name}`);
    expect(spanish.findings.linkedin.filter((f) => f.severity === 'block')).toEqual([]);

    const url = `/api/v1/listings/${english.listing_id}`;
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${url}${query}`, headers: agent.auth })).json()
        .data as TListingDetail;
    expect((await get('?language=es')).drafts.twitter.text).toMatch(/^🏡 Se vende/);
    expect((await get('')).drafts.twitter.text).toMatch(/^🏡 Just listed/);

    await updateProfile(agent.auth, { name: 'Agent', username: agent.username, default_language: 'es' });
    expect((await get('')).drafts.twitter.text).toMatch(/^🏡 Se vende/);
    expect((await get('?language=en')).drafts.twitter.text).toMatch(/^🏡 Just listed/);
    expect((await saveListing(agent.auth)).json().data.drafts.linkedin.text).toMatch(/^🏡 Se vende/);
  });

  it('refuses an unknown language on save and on GET with a clear message', async () => {
    const agent = await createAccount(app);
    const save = await saveListing(agent.auth, { language: 'pt' });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toMatchObject({ language: 'Must be "en" (English) or "es" (Spanish)' });
    const saved = (await saveListing(agent.auth)).json().data as TListingDetail;
    const get = await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${saved.listing_id}?language=spanish`,
      headers: agent.auth,
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors).toMatchObject({ language: 'Must be "en" (English) or "es" (Spanish)' });
  });
});
