// The mailer against a real SMTP server on loopback (smtp-server) and a migrated database: delivered mail is
// marked sent, an unreachable server marks it failed without throwing, the retry delivers it, and without
// SMTP_URL the mail stays readable in the outbox.
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/fixtures/test-database.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/system.js';
import { findRecentOutboxMails } from '../../modules/dev-outbox/dev-outbox.repository.js';
import { createMailer, type Mailer, type MailerLogger } from './mailer.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no auth, no TLS) that keeps every message it accepts. */
async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Header block and decoded body of a single-part message. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encodedBody = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(encodedBody)
      : encoding === 'base64'
        ? Buffer.from(encodedBody.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encodedBody;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

const silentLogger: MailerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function findOutboxRow(database: Database, id: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail_outbox row ${id}`);
  return row;
}

const accentedText =
  'Bonjour Élodie,\n\nLe digesteur n°2 a dépassé 42 °C : vérifiez la température. Ça chauffe !\n';

describe('mailer', { timeout: 60_000 }, () => {
  let database: Database;
  let smtp: TestSmtpServer;
  let mailer: Mailer;

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpServer();
    mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'MethaPilot <no-reply@methapilot.test>',
      logger: silentLogger,
    });
  }, 120_000);

  afterAll(async () => {
    await mailer.close();
    await smtp.stop();
    await database.close();
  });

  it('delivers over SMTP (UTF-8 subject and body) and marks the row sent', async () => {
    const result = await mailer.send(
      { to: 'elodie@example.test', subject: 'Alerte température élevée', text: accentedText },
      { replyTo: 'support@methapilot.test' },
    );
    expect(result.status).toBe('sent');

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['elodie@example.test']);
    expect(mail?.from).toBe('no-reply@methapilot.test');
    const { headers, body } = parseMessage(mail?.raw ?? '');
    expect(decodeHeader(headers.get('subject') ?? '')).toBe('Alerte température élevée');
    expect(headers.get('to')).toBe('elodie@example.test');
    expect(headers.get('reply-to')).toBe('support@methapilot.test');
    expect(headers.get('content-type')).toMatch(/text\/plain; charset=utf-8/i);
    expect(body.trimEnd()).toBe(accentedText.trimEnd());

    const row = await findOutboxRow(database, result.id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.error).toBeNull();
  });

  it('delivers in the background when asked, and whenIdle waits for it', async () => {
    const result = await mailer.send(
      { to: 'background@example.test', subject: 'En arrière-plan', text: 'Envoi différé.' },
      { isBackground: true },
    );
    expect(result.status).toBe('queued');
    await mailer.whenIdle();
    expect((await findOutboxRow(database, result.id)).status).toBe('sent');
    expect(smtp.received.at(-1)?.to).toEqual(['background@example.test']);
  });

  it('marks the row failed without throwing when the SMTP server is down, and the retry delivers it', async () => {
    const port = smtp.port;
    await smtp.stop();

    const result = await mailer.send(
      { to: 'ops@example.test', subject: 'Panne évitée', text: accentedText },
      { replyTo: 'exploitant@ferme.test' },
    );
    expect(result.status).toBe('failed');
    const failed = await findOutboxRow(database, result.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.attempts).toBe(1);

    // The server is back on the same port: the scheduler's retry delivers the kept mail.
    smtp = await startSmtpServer(port);
    const retried = await mailer.retryFailedMail();
    expect(retried).toEqual({ sent: 1, failed: 0 });
    const sent = await findOutboxRow(database, result.id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
    expect(sent.error).toBeNull();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ops@example.test']]);
    const redelivered = parseMessage(smtp.received[0]?.raw ?? '');
    expect(redelivered.body.trimEnd()).toBe(accentedText.trimEnd());
    // The retried mail still answers the person who wrote.
    expect(redelivered.headers.get('reply-to')).toBe('exploitant@ferme.test');

    // Nothing left to retry.
    expect(await mailer.retryFailedMail()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the mail in the outbox, readable, when no SMTP_URL is configured', async () => {
    const outboxOnly = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'MethaPilot <no-reply@methapilot.test>',
      logger: silentLogger,
    });
    expect(outboxOnly.isDeliveryEnabled).toBe(false);
    const received = smtp.received.length;

    const result = await outboxOnly.send({
      to: 'dev@example.test',
      subject: 'Réinitialisation',
      text: accentedText,
    });
    expect(result.status).toBe('outbox');
    expect(smtp.received).toHaveLength(received);

    const [newest] = await findRecentOutboxMails(database.db, 50);
    expect(newest).toMatchObject({
      id: result.id,
      to: 'dev@example.test',
      subject: 'Réinitialisation',
      text: accentedText,
      status: 'outbox',
    });
    // Without a transport the retry has nothing to do, and it never picks outbox rows.
    expect(await outboxOnly.retryFailedMail()).toEqual({ sent: 0, failed: 0 });
    expect(await mailer.retryFailedMail()).toEqual({ sent: 0, failed: 0 });
    await outboxOnly.close();
  });
});
