import { MAX_PHOTO_BYTES, MESSAGES, VALIDATION } from '@pp/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { jpegOfSize, multipartFile, realJpegOfSize, TINY_PNG } from './helpers/multipart';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();
const [account, other] = await Promise.all([createAccount(app), createAccount(app)]);

const upload = (body: { payload: Buffer; headers: Record<string, string> }, auth = account.auth) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/profile-photo/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
const getPhoto = (auth = account.auth) =>
  app.inject({ method: 'GET', url: '/api/v1/users/profile-photo', headers: auth });

/** A 2x2 image for sharp to encode in each accepted type. */
const PIXEL = { create: { width: 2, height: 2, channels: 3, background: '#1d4ed8' } } as const;

describe('profile photo', () => {
  it('answers 404 with the envelope before any upload', async () => {
    const res = await getPhoto(other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.photoNotFound });
  });

  it('stores a PNG and serves it back byte for byte with its type, and /me points at it', async () => {
    const res = await upload(multipartFile(TINY_PNG));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { file: { data: TINY_PNG.toString('base64'), contentType: 'image/png' } },
    });
    const photo = await getPhoto();
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth });
    expect(me.json().data.profile_picture_url).toBe('/api/v1/users/profile-photo');
    // Each account sees only its own photo.
    expect((await getPhoto(other.auth)).statusCode).toBe(404);
  });

  it('trusts the bytes, not the declared type: a JPEG sent as image/png is stored as image/jpeg', async () => {
    const jpeg = await realJpegOfSize(2048);
    const res = await upload(multipartFile(jpeg, { contentType: 'image/png', filename: 'x.png' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file.contentType).toBe('image/jpeg');
    const photo = await getPhoto();
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(jpeg)).toBe(true);
  });

  it.each([
    ['image/webp', () => sharp(PIXEL).webp().toBuffer()],
    ['image/avif', () => sharp(PIXEL).avif().toBuffer()],
    ['image/gif', () => sharp(PIXEL).gif().toBuffer()],
  ])('accepts %s, typed by its bytes whatever the declared type', async (type, make) => {
    const res = await upload(multipartFile(await make(), { contentType: 'image/jpeg', filename: 'x.jpg' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file.contentType).toBe(type);
    expect((await getPhoto()).headers['content-type']).toBe(type);
  });

  it('accepts exactly 5 MB', async () => {
    const res = await upload(
      multipartFile(await realJpegOfSize(MAX_PHOTO_BYTES), { contentType: 'image/jpeg' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await getPhoto()).rawPayload.length).toBe(MAX_PHOTO_BYTES);
  });

  it('answers 413 "File size must be less than 5MB" for one byte more, keeping the previous photo', async () => {
    await upload(multipartFile(TINY_PNG));
    const before = await snapshotAccounts(db);
    const res = await upload(multipartFile(jpegOfSize(MAX_PHOTO_BYTES + 1), { contentType: 'image/jpeg' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: VALIDATION.photoTooLarge });
    expect(await snapshotAccounts(db)).toEqual(before);
    expect((await getPhoto()).rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('answers 413 for a far larger file too', async () => {
    const res = await upload(multipartFile(jpegOfSize(12 * 1024 * 1024), { contentType: 'image/jpeg' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(VALIDATION.photoTooLarge);
  });

  it.each([
    [
      'an HTML page declared as image/png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
    ],
    [
      'an SVG (scriptable)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'image/jpeg'],
  ])(
    'answers 415 "Please select a valid image file" for %s and writes nothing',
    async (_name, data, contentType) => {
      const before = await snapshotAccounts(db);
      const res = await upload(multipartFile(data, { contentType }));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ status: 'error', message: VALIDATION.photoInvalidType });
      expect(await snapshotAccounts(db)).toEqual(before);
    },
  );

  it('answers 400 for a body that is not multipart or has no "file" field', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/users/profile-photo/upload',
      headers: account.auth,
      payload: { file: 'abc' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().status).toBe('error');
    const wrongField = await upload(multipartFile(TINY_PNG, { field: 'photo' }));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().status).toBe('error');
  });

  it('answers 401 without a token, for upload and download', async () => {
    expect((await upload(multipartFile(TINY_PNG), { authorization: '' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/profile-photo' })).statusCode).toBe(401);
  });
});
