import { LICENSE_MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { createTestApp } from './helpers/test-app';

// Issue 22: the profile holds the agent's licences (state and number, checked per state) and team name.
const { app, db } = await createTestApp();
const dana = await createAccount(app, { name: 'Dana Whitaker' });

const update = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/users/update-profile', headers: dana!.auth, payload });
const me = async () =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: dana!.auth })).json().data;
const base = { name: 'Dana Whitaker', username: 'dana_w' };

describe('licences and team name on the profile', () => {
  it('starts empty, then stores licences (state upper-cased) and the team name', async () => {
    expect(await me()).toMatchObject({ licenses: [], team_name: '' });
    const res = await update({
      ...base,
      licenses: [
        { state: 'ca', number: ' 01234567 ' },
        { state: 'TX', number: '654321' },
      ],
      team_name: ' Whitaker Group ',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      licenses: [
        { state: 'CA', number: '01234567' },
        { state: 'TX', number: '654321' },
      ],
      team_name: 'Whitaker Group',
    };
    expect(res.json().data).toMatchObject(expected);
    expect(await me()).toMatchObject(expected);
  });

  it('leaves licences and team name as they are when the form does not send them', async () => {
    expect((await update({ ...base, name: 'Dana J. Whitaker' })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ full_name: 'Dana J. Whitaker', team_name: 'Whitaker Group' });
    expect((await me()).licenses).toHaveLength(2);
  });

  it.each([
    [
      [{ state: 'CA', number: '1234567' }],
      'licenses.0.number',
      /California DRE licence numbers are 8 digits/,
    ],
    [
      [{ state: 'CA', number: 'DRE# 0123-456' }],
      'licenses.0.number',
      'California DRE licence numbers are 8 digits, leading zeros included, e.g. 01234567.',
    ],
    [
      [{ state: 'TX', number: '12' }],
      'licenses.0.number',
      'Texas publishes no licence number format we could cite: enter it as printed on your licence, 3 to 20 letters, digits, dots or dashes (e.g. AB-12345).',
    ],
    [[{ state: 'ZZ', number: '12345' }], 'licenses.0.state', LICENSE_MESSAGES.stateUnknown],
    [[{ state: 'Texas', number: '12345' }], 'licenses.0.state', LICENSE_MESSAGES.stateUnknown],
    [
      [
        { state: 'NY', number: '10401' },
        { state: 'ny', number: '10402' },
      ],
      'licenses.1.state',
      /Only one licence per state/,
    ],
  ])('%j answers 400 naming the field, and writes nothing', async (licenses, field, message) => {
    const before = await snapshotAccounts(db);
    const res = await update({ ...base, name: 'Someone Else', licenses, team_name: 'Other' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    if (typeof message === 'string') expect(body.errors[field]).toBe(message);
    else expect(body.errors[field]).toMatch(message);
    expect(await snapshotAccounts(db)).toEqual(before);
    expect(await me()).toMatchObject({ full_name: 'Dana J. Whitaker', team_name: 'Whitaker Group' });
  });

  it('stores numbers normalised: "DRE# 0123-4567" is 01234567, "lic. sl 345 6789" is SL3456789', async () => {
    const res = await update({
      ...base,
      licenses: [
        { state: 'CA', number: 'DRE# 0123-4567' },
        { state: 'FL', number: 'lic. sl 345 6789' },
        { state: 'IL', number: '475.123456' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      { state: 'CA', number: '01234567' },
      { state: 'FL', number: 'SL3456789' },
      { state: 'IL', number: '475.123456' },
    ];
    expect(res.json().data.licenses).toEqual(expected);
    expect((await me()).licenses).toEqual(expected);
  });

  it('answers 400 for more than ten licences', async () => {
    const licenses = ['AL', 'AK', 'AZ', 'AR', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI'].map((state) => ({
      state,
      number: '12345',
    }));
    const res = await update({ ...base, licenses });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.licenses).toBe(LICENSE_MESSAGES.tooMany(10));
  });
});
