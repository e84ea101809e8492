import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { countMail } from '../observability/metrics';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes, e.g. the sender of a contact message mailed to support. */
  replyTo?: string;
}

export interface Mailer {
  /** Delivers now; rejects when the server or the outbox refuses the message. */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers after the answer has left: the request neither waits for SMTP nor fails with it,
   * and a known and an unknown address answer in the same time (no enumeration by timing).
   * A failure is logged; `close()` waits for every pending delivery.
   */
  sendLater(message: MailMessage): void;
  /**
   * Runs work that leads to a mail (looking up the account, storing a link token) once the
   * current answer has gone, tracked like a pending delivery: a failure is logged under `what`.
   */
  runLater(what: string, task: () => Promise<void>): void;
  /**
   * Settles once nothing is pending, including mail that deferred work queued while it ran: tests
   * wait on it to show that a request mailed nothing, instead of sleeping.
   */
  idle(): Promise<void>;
  /** Waits until idle, then closes the transport. */
  close(): Promise<void>;
}

type Deliver = (m: MailMessage) => Promise<void>;

/** Counts every delivery, sent or failed (pp_mail_total), whether sent now or later. */
const counted =
  (deliver: Deliver): Deliver =>
  (m) =>
    deliver(m).then(
      () => countMail('sent'),
      (err: unknown) => {
        countMail('failed');
        throw err;
      },
    );

function withBackgroundQueue(
  transportDeliver: Deliver,
  closeTransport: () => void,
  log: FastifyBaseLogger,
): Mailer {
  const deliver = counted(transportDeliver);
  const pending = new Set<Promise<void>>();
  const track = (job: Promise<void>) => {
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };
  const idle = async () => {
    // A runLater task may queue a delivery as it ends (after a snapshot of `pending` was taken):
    // look again until none is left.
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    send: deliver,
    sendLater(m) {
      track(
        deliver(m).catch((err: unknown) =>
          log.error({ err, to: m.to, subject: m.subject }, 'mail delivery failed'),
        ),
      );
    },
    runLater(what, task) {
      // setImmediate: the handler returns (and the answer is written) before the work starts.
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((err: unknown) => log.error({ err }, `${what} failed`)),
      );
    },
    idle,
    async close() {
      await idle();
      closeTransport();
    },
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox/<time>-<to>.eml
 * (decisions.md), so a fresh machine can read its verification mails without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const deliver: Deliver = async (m) => {
      await transport.sendMail({ from: opts.from, ...m });
      opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
    };
    return withBackgroundQueue(deliver, () => transport.close(), opts.log);
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const deliver: Deliver = async (m) => {
    const info = await transport.sendMail({ from: opts.from, ...m });
    await mkdir(opts.outboxDir, { recursive: true });
    const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(opts.outboxDir, `${Date.now()}-${safeTo}.eml`);
    await writeFile(file, info.message as Buffer);
    opts.log.info({ to: m.to, subject: m.subject, file }, 'mail written to outbox');
  };
  return withBackgroundQueue(deliver, () => transport.close(), opts.log);
}
