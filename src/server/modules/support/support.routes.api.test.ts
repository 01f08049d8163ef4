// POST /api/support/messages and GET /api/dev/outbox through app.inject(), on a migrated database.
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/fixtures/test-database.js';
import { ZDevOutboxResponse } from '../../../shared/contracts/dev-outbox.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox, supportMessages } from '../../db/schema/system.js';
import type { Mailer, MailerLogger, MailMessage } from '../../integrations/mail/mailer.js';
import { createSupportMessage } from './support.service.js';

interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const validMessage = {
  name: 'Élodie Martin',
  email: 'elodie@example.test',
  subject: 'Question sur la télémétrie',
  message: 'Bonjour, comment exporter les relevés du digesteur n°2 ?',
};

let database: Database;
let app: FastifyInstance;
const supportEmail = 'support@methapilot.local';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

async function countRows(): Promise<{ messages: number; mails: number }> {
  const [messages] = await database.db.select({ value: count() }).from(supportMessages);
  const [mails] = await database.db.select({ value: count() }).from(mailOutbox);
  return { messages: messages?.value ?? 0, mails: mails?.value ?? 0 };
}

/** Each test writes from its own address: the form is limited per IP. */
function postMessage(remoteAddress: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/support/messages',
    remoteAddress,
    payload: payload as object,
    headers,
  });
}

describe('POST /api/support/messages', { timeout: 60_000 }, () => {
  it('stores the message and queues the notification to support and the acknowledgement', async () => {
    const before = await countRows();
    const response = await postMessage('198.51.100.1', validMessage);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body)).toEqual(['id']);

    expect(await countRows()).toEqual({ messages: before.messages + 1, mails: before.mails + 2 });
    const [stored] = await database.db
      .select()
      .from(supportMessages)
      .orderBy(desc(supportMessages.createdAt))
      .limit(1);
    expect(stored).toMatchObject({ id: body.id, ...validMessage, language: 'fr', userId: null });

    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(2);
    const notification = mails.find((mail) => mail.to === supportEmail);
    const acknowledgement = mails.find((mail) => mail.to === validMessage.email);
    expect(notification?.subject).toBe('[Support] Question sur la télémétrie');
    expect(notification?.text).toContain('Élodie Martin <elodie@example.test>');
    expect(notification?.text).toContain(validMessage.message);
    expect(acknowledgement?.subject).toBe('Nous avons bien reçu votre message : Question sur la télémétrie');
    expect(acknowledgement?.text).toContain('Bonjour Élodie Martin,');
    expect(acknowledgement?.text).toContain(validMessage.message);
    // No SMTP_URL in the test config: both stay in the outbox.
    expect(mails.map((mail) => mail.status)).toEqual(['outbox', 'outbox']);
  });

  it('answers the sender in the language of the request', async () => {
    const response = await postMessage(
      '198.51.100.2',
      { ...validMessage, email: 'sam@example.test' },
      {
        'x-app-language': 'en',
      },
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await database.db
      .select()
      .from(supportMessages)
      .orderBy(desc(supportMessages.createdAt))
      .limit(1);
    expect(stored?.language).toBe('en');
    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(2);
    const acknowledgement = mails.find((mail) => mail.to === 'sam@example.test');
    expect(acknowledgement?.subject).toBe('We have received your message: Question sur la télémétrie');
    // Support reads French whatever the sender's language.
    expect(mails.find((mail) => mail.to === supportEmail)?.text).toContain('Langue : en');
  });

  it('refuses an invalid e-mail with the spec text in the user language, writing nothing', async () => {
    const before = await countRows();
    const french = await postMessage('198.51.100.3', { ...validMessage, email: 'pas-un-email' });
    expect(french.statusCode).toBe(400);
    expect(french.json<ApiErrorBody>().error.fields?.email).toBe("Format d'email invalide");

    const english = await postMessage(
      '198.51.100.3',
      { ...validMessage, email: 'not-an-email' },
      {
        'x-app-language': 'en',
      },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json<ApiErrorBody>().error.fields?.email).toBe('Invalid email format');

    const { email: _omitted, ...withoutEmail } = validMessage;
    const missing = await postMessage('198.51.100.3', withoutEmail);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().error.fields?.email).toBe("L'email est requis");

    expect(await countRows()).toEqual(before);
  });

  it('answers 400 to malformed JSON and 415 to a text body', async () => {
    const before = await countRows();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/support/messages',
      remoteAddress: '198.51.100.4',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Élodie", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.code).toBe('malformed_json');

    const text = await app.inject({
      method: 'POST',
      url: '/api/support/messages',
      remoteAddress: '198.51.100.4',
      headers: { 'content-type': 'text/plain' },
      payload: 'Bonjour, ceci est un message.',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<ApiErrorBody>().error.code).toBe('unsupported_media_type');
    expect(await countRows()).toEqual(before);
  });

  it('limits each address to 5 messages per 10 minutes, with a French message', async () => {
    const address = '203.0.113.50';
    for (let index = 0; index < 5; index += 1) {
      const response = await postMessage(address, { ...validMessage, subject: `Essai ${index + 1}` });
      expect(response.statusCode).toBe(201);
    }
    const before = await countRows();
    const sixth = await postMessage(address, validMessage);
    expect(sixth.statusCode).toBe(429);
    const error = sixth.json<ApiErrorBody>().error;
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toMatch(/^Trop de requêtes\. Réessayez dans 10 minutes\.$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows()).toEqual(before);

    // Another address is not affected.
    expect((await postMessage('203.0.113.51', validMessage)).statusCode).toBe(201);
  });
});

describe('createSupportMessage', () => {
  it('mails nothing when the message cannot be stored', async () => {
    const sent: MailMessage[] = [];
    const recordingMailer: Mailer = {
      isDeliveryEnabled: false,
      send: (message) => {
        sent.push(message);
        return Promise.resolve({ id: 'mail', status: 'outbox' });
      },
      retryFailedMail: () => Promise.resolve({ sent: 0, failed: 0 }),
      whenIdle: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const logger: MailerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await expect(
      createSupportMessage({
        message: validMessage,
        language: 'fr',
        withAnonymousDb: () => Promise.reject(new Error('database unavailable')),
        mailer: recordingMailer,
        supportEmail,
        logger,
      }),
    ).rejects.toThrow('database unavailable');
    expect(sent).toEqual([]);
  });
});

describe('GET /api/dev/outbox', { timeout: 60_000 }, () => {
  it('does not exist for a caller that is not on this machine', async () => {
    const remote = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '192.0.2.10' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/dev/nothing-here',
      remoteAddress: '192.0.2.10',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json<ApiErrorBody>().error.code).toBe('not_found');
    expect(remote.json<ApiErrorBody>().error.message).toBe(
      unknown.json<ApiErrorBody>().error.message.replace('/api/dev/nothing-here', '/api/dev/outbox'),
    );

    // A loopback socket behind a proxy is not a local caller either.
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.10' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('lists the newest mails first from loopback (IPv4, IPv6, IPv4-mapped)', async () => {
    await postMessage('198.51.100.9', { ...validMessage, subject: 'Le plus récent' });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { mails } = ZDevOutboxResponse.parse(response.json());
      expect(mails.length).toBeGreaterThanOrEqual(2);
      expect(mails.length).toBeLessThanOrEqual(50);
      expect(
        mails
          .slice(0, 2)
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(['Nous avons bien reçu votre message : Le plus récent', '[Support] Le plus récent']);
      const dates = mails.map((mail) => Date.parse(mail.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(Object.keys(mails[0] ?? {}).sort()).toEqual([
        'createdAt',
        'id',
        'status',
        'subject',
        'text',
        'to',
      ]);
    }
  });

  it('does not exist at all when the dev outbox is disabled', async () => {
    const withSmtp = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: 'false' }),
      database,
      logger: false,
    });
    try {
      const response = await withSmtp.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
