import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  html: string;
  text: string;
}

/** A real SMTP server on a random local port; the app sends to it through SMTP_URL. */
export async function startSmtpListener() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        inbox.push({
          from: parsed.from?.address ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          replyTo: parsed.replyTo?.[0]?.address ?? '',
          html: parsed.html ?? '',
          text: parsed.text ?? '',
        });
        for (const w of waiters.splice(0)) w();
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /**
     * The newest mail to `to` whose subject matches, waiting up to `timeoutMs` for it to arrive.
     * `after` skips the first mails of the inbox (pass `inbox.length` before the request).
     */
    async waitFor(to: string, subject: RegExp = /./, timeoutMs = 15_000, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = inbox.slice(after).findLast((m) => m.to.includes(to) && subject.test(m.subject));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
  if (!match) throw new Error(`no ${pathPart} link in mail "${mail.subject}"`);
  return match[0];
}
