import net from 'node:net';
import { UNSAFE_TEXT_MESSAGE } from '@pp/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, listings, users } from '../src/db/schema';
import { serializeError } from '../src/lib/db-errors';
import { createAccount, registrationBody } from './helpers/accounts';
import { multipartFile, TINY_PNG } from './helpers/multipart';
import { sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();
const account = await createAccount(app);

describe('text the database cannot store', () => {
  it.each([
    ['NUL', 'Jane\u0000Agent'],
    ['a lone high surrogate', 'Jane \ud800'],
    ['a lone low surrogate', '\udc00Jane'],
  ])('refuses %s in a registration with a field message, creating nothing', async (_what, name) => {
    const body = registrationBody({ name });
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: { name: UNSAFE_TEXT_MESSAGE } });
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, body.email));
    expect(row?.n).toBe(0);
  });

  it('refuses NUL and lone surrogates deep inside a listing and in object keys', async () => {
    const before = await db.select({ n: count() }).from(listings);
    const address = { ...sampleListing().address, street: '1 Main \ud800' };
    for (const listing of [
      sampleListing({ address }),
      sampleListing({ description: 'nice\u0000house' }),
      { ...sampleListing(), 'bad\u0000key': 1 },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/listings',
        headers: account.auth,
        payload: { listing },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UNSAFE_TEXT_MESSAGE);
    }
    expect(await db.select({ n: count() }).from(listings)).toEqual(before);
  });

  it('refuses NUL in the contact form and the profile, keeping surrogate pairs (emoji) valid', async () => {
    const contact = await app.inject({
      method: 'POST',
      url: '/api/v1/users/contact-us',
      payload: { name: 'A', email: 'a@example.com', subject: 'Hi\u0000', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toEqual({ subject: UNSAFE_TEXT_MESSAGE });
    expect((await db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(0);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/v1/users/update-profile',
      headers: account.auth,
      payload: { name: 'Jane 😀 Agent', username: account.username },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.full_name).toBe('Jane 😀 Agent');
  });
});

describe('database errors in the log', () => {
  it('keep the SQL text but never the parameters or value-quoting details', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(secret@example.com) already exists.',
    });
    const err = Object.assign(
      new Error(
        'Failed query: insert into users values ($1, $2)\nparams: secret@example.com,$argon2id$v=19$hash',
      ),
      {
        query: 'insert into users values ($1, $2)',
        params: ['secret@example.com', '$argon2id$v=19$hash'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).toContain('insert into users values ($1, $2)');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toContain('argon2id');
  });
});

describe('malformed multipart on the photo upload', () => {
  const upload = (payload: Buffer | string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/profile-photo/upload',
      headers: { ...account.auth, 'content-type': contentType },
      payload,
    });

  it('answers 400 with a message for a missing boundary and for a truncated body', async () => {
    const { payload, headers } = multipartFile(TINY_PNG);
    for (const res of [
      await upload(payload, 'multipart/form-data'),
      await upload(payload.subarray(0, payload.length - 30), headers['content-type'] as string),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.stringContaining('multipart') });
    }
    const photo = await app.inject({
      method: 'GET',
      url: '/api/v1/users/profile-photo',
      headers: account.auth,
    });
    expect(photo.statusCode).toBe(404);
  });
});

describe('multipart where no file is taken', () => {
  it('is refused with a message and changes nothing (only upload routes parse multipart)', async () => {
    const { payload, headers } = multipartFile(TINY_PNG);
    const me = () => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth });
    const before = (await me()).json().data;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/update-profile',
      headers: { ...account.auth, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'The request body must be a JSON object' });
    expect((await me()).json().data).toEqual(before);
  });
});

describe('HTTP the parser refuses', () => {
  /** Sends raw bytes to a listening server and returns everything it answers. */
  const raw = (port: number, request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers framing errors (400) and oversized headers (431) with the envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const framing = await raw(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(framing).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(framing.split('\r\n\r\n')[1] ?? '')).toEqual({
      status: 'error',
      message: 'Malformed request',
    });
    const big = await raw(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.split('\r\n\r\n')[1] ?? '').status).toBe('error');
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on answers carrying tokens or personal data, errors included', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth });
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const denied = await app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});
