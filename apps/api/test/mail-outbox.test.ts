import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { registrationBody } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-outbox-'));
const { app } = await createTestApp({ env: { DATA_DIR: dataDir } });

describe('mail without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox/<time>-<to>.eml with HTML and text parts', async () => {
    const body = registrationBody();
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body })).statusCode,
    ).toBe(201);
    const outbox = path.join(dataDir, 'outbox');
    await app.ctx.mailer.idle(); // the mail is written after the answer
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d+-${body.email.replace('.', '\\.')}\\.eml$`));
    const mail = await PostalMime.parse(await readFile(path.join(outbox, files[0]!)));
    expect(mail.to?.[0]?.address).toBe(body.email);
    expect(mail.subject).toBe('Verify your email for Property Promoter');
    const link = /http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]{43}/;
    expect(mail.text).toMatch(link);
    expect(mail.html).toMatch(link);
    expect(mail.html).toContain('<h1');
  });
});
