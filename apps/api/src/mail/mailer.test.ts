import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const message = (to: string) => ({ to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });

/** A mailer writing to a fresh outbox folder (no SMTP_URL), and a way to list what it wrote. */
async function outboxMailer() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-mailer-'));
  const outboxDir = path.join(dir, 'outbox');
  const mailer = createMailer({ from: 'pp@example.com', outboxDir, log: pino({ level: 'silent' }) });
  return { mailer, written: () => readdir(outboxDir).catch(() => [] as string[]) };
}

describe('mailer.idle()', () => {
  it('settles only after mail that a runLater task queued as it ended has been delivered', async () => {
    const { mailer, written } = await outboxMailer();
    mailer.runLater('lookup then mail', async () => {
      await written(); // the real work (a lookup, a token) takes a turn of I/O before it mails
      mailer.sendLater(message('late@example.com'));
    });
    await mailer.idle();
    const files = await written();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-late@example\.com\.eml$/);
    await mailer.close();
  });

  it('settles after every mail sent with sendLater', async () => {
    const { mailer, written } = await outboxMailer();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) mailer.sendLater(message(to));
    await mailer.idle();
    expect(await written()).toHaveLength(3);
    await mailer.close();
  });

  it('settles at once with nothing pending, and after a failed task (logged, not thrown)', async () => {
    const { mailer, written } = await outboxMailer();
    await mailer.idle();
    mailer.runLater('failing work', async () => {
      throw new Error('database down');
    });
    await mailer.idle();
    expect(await written()).toEqual([]);
    await mailer.close();
  });
});
