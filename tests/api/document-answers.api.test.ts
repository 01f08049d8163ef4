// Document search with cited answers (issue 22 point 2): the extractive answer cites document and page with the
// question's words highlighted; "je ne sais pas" when nothing relevant is found; with a language model
// configured (a fake OpenAI-compatible server on loopback), a short written answer kept only when it cites the
// passages it was given, the extractive answer otherwise.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocumentAnswer } from '../../src/shared/contracts/documents.js';
import { pdfOfPages, uploadAndIndex } from '../fixtures/documents-api.js';
import { startOpenAiFake, type OpenAiFake } from '../fixtures/openai-fake.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let plainApp: TestApp;
let modelApp: TestApp;
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
  plainApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  // The same database, served a second time with the language model configured.
  modelApp = await buildTestApp({
    resolveSessionUser: headerSessionResolver,
    database: plainApp.database,
    env: { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'cle-de-test', LLM_MODEL: 'modele-test' },
  });
});

afterAll(async () => {
  await modelApp.close();
  await plainApp.close();
  await fake.close();
});

const pages = [
  'Manuel du moteur de cogénération. Ce manuel décrit l’entretien courant du moteur à gaz de l’unité.',
  'Vidange. La vidange de l’huile moteur se fait toutes les 2 000 heures de fonctionnement, filtre compris.',
  'Allumage. Les bougies d’allumage sont remplacées toutes les 4 000 heures de fonctionnement.',
];

async function userWithManual(): Promise<{ userId: string; documentId: string }> {
  const userId = await createRecordsUser(plainApp.database, `answers-${randomUUID()}@documents.fr`);
  const document = await uploadAndIndex(
    plainApp,
    recordsCaller(plainApp.app, 'fr'),
    userId,
    await pdfOfPages(pages),
    'manuel.pdf',
    { title: 'Manuel CHP' },
  );
  return { userId, documentId: document.id };
}

async function ask(
  app: TestApp,
  userId: string,
  question: string,
  language = 'fr',
): Promise<TDocumentAnswer> {
  const response = await recordsCaller(app.app, language).request(userId, 'POST', '/api/documents/ask', {
    question,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocumentAnswer>();
}

describe('without a language model', () => {
  it('answers from the passage, citing document and page, the question’s words highlighted', async () => {
    const { userId, documentId } = await userWithManual();
    const answer = await ask(plainApp, userId, 'Quand faut-il changer les bougies d’allumage ?');
    expect(answer.mode).toBe('extractive');
    expect(answer.answer).toBe(
      'Les bougies d’allumage sont remplacées toutes les 4 000 heures de fonctionnement. [1]',
    );
    const [first] = answer.citations;
    expect(first).toMatchObject({ number: 1, documentId, documentTitle: 'Manuel CHP', kind: 'pdf', page: 3 });
    expect(first?.passage.filter((segment) => segment.isMatch).map((segment) => segment.text)).toEqual(
      expect.arrayContaining(['bougies', 'allumage']),
    );
    expect(first?.passage.map((segment) => segment.text).join('')).toContain('4 000 heures');
  });

  it('forgives a missing accent and a typo', async () => {
    const { userId } = await userWithManual();
    const answer = await ask(plainApp, userId, 'frequence de la vidnage de l’huile');
    expect(answer.mode).toBe('extractive');
    expect(answer.citations[0]?.page).toBe(2);
    expect(answer.searchedTerms).toContain('vidange');
  });

  it('says it does not know when no passage answers, in French and in English', async () => {
    const { userId } = await userWithManual();
    const french = await ask(plainApp, userId, 'Quel est le prix d’un tracteur neuf ?');
    expect(french).toEqual({
      mode: 'unknown',
      answer: null,
      citations: [],
      searchedTerms: ['prix', 'tracteur', 'neuf'],
    });
    const english = await ask(plainApp, userId, 'Who won the football match yesterday?', 'en');
    expect(english.mode).toBe('unknown');
  });

  it('refuses an empty or overlong question with its message', async () => {
    const { userId } = await userWithManual();
    const call = recordsCaller(plainApp.app, 'fr');
    const empty = await call.request(userId, 'POST', '/api/documents/ask', { question: ' ' });
    expect(empty.statusCode).toBe(400);
    const long = await call.request(userId, 'POST', '/api/documents/ask', { question: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });
});

describe('with a language model', () => {
  it('writes a short answer from the passages only, each sentence citing them', async () => {
    const { userId } = await userWithManual();
    fake.reply(() => ({ content: 'Les bougies se changent toutes les 4 000 heures [1].' }));
    const before = fake.requests.length;
    const answer = await ask(modelApp, userId, 'Quand faut-il changer les bougies d’allumage ?');
    expect(answer).toMatchObject({
      mode: 'written',
      answer: 'Les bougies se changent toutes les 4 000 heures [1].',
    });
    expect(answer.citations[0]?.page).toBe(3);
    const request = fake.requests[before];
    expect(request?.authorization).toBe('Bearer cle-de-test');
    expect(request?.body.model).toBe('modele-test');
    const prompt = request?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('[1] (Manuel CHP, page 3)');
    expect(prompt).toContain('Question: Quand faut-il changer les bougies d’allumage ?');
    expect(prompt).toContain('in French');
  });

  it('keeps the extractive answer when the model cites nothing, cites a passage it was not given, or fails', async () => {
    const { userId } = await userWithManual();
    const question = 'Quand faut-il changer les bougies d’allumage ?';
    for (const reply of [
      { content: 'Toutes les 4 000 heures.' },
      { content: 'Toutes les 4 000 heures [7].' },
      { status: 429, error: { code: 'insufficient_quota', message: 'quota' } },
      { status: 404, error: { code: 'model_not_found', message: 'no model' } },
    ]) {
      fake.reply(() => reply);
      const answer = await ask(modelApp, userId, question);
      expect(answer.mode, JSON.stringify(reply)).toBe('extractive');
      expect(answer.citations[0]?.page).toBe(3);
    }
  });

  it('says it does not know when the model finds no answer in the passages, and never asks it without passages', async () => {
    const { userId } = await userWithManual();
    fake.reply(() => ({ content: 'UNKNOWN' }));
    const unknown = await ask(modelApp, userId, 'Quelle est la durée de fonctionnement avant la vidange ?');
    expect(unknown).toMatchObject({ mode: 'unknown', answer: null, citations: [] });
    const before = fake.requests.length;
    const nothing = await ask(modelApp, userId, 'Quel est le prix d’un tracteur neuf ?');
    expect(nothing.mode).toBe('unknown');
    expect(fake.requests.length).toBe(before);
  });
});
