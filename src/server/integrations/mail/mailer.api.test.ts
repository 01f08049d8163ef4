// The mailer against a real SMTP server on loopback (smtp-server) and a migrated database: delivered mail is
// marked sent, an unreachable server marks it failed without throwing, the retry delivers it, and without
// SMTP_URL the mail stays readable in the outbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeHeader,
  parseMessage,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/fixtures/smtp-server.js';
import { openTestDatabase } from '../../../../tests/fixtures/test-database.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/system.js';
import { findRecentOutboxMails } from '../../modules/dev-outbox/dev-outbox.repository.js';
import { createMailer, type Mailer, type MailerLogger } from './mailer.js';

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
