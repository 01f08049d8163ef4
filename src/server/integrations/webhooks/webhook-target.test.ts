import { describe, expect, it } from 'vitest';
import { findWebhookTargetProblem, type ServerSelf } from './webhook-target.js';

const listeningEverywhere: ServerSelf = {
  publicUrl: 'https://methapilot.example.fr',
  listening: () => ({ host: '0.0.0.0', port: 3000 }),
};

describe('webhook targets', () => {
  it('are http(s) only, without credentials', () => {
    expect(findWebhookTargetProblem('ftp://hooks.example.fr/', listeningEverywhere)).toBe('notHttp');
    expect(findWebhookTargetProblem('file:///etc/passwd', listeningEverywhere)).toBe('notHttp');
    expect(findWebhookTargetProblem('https://a:b@hooks.example.fr/', listeningEverywhere)).toBe(
      'hasCredentials',
    );
    expect(findWebhookTargetProblem('hooks.example.fr', listeningEverywhere)).toBe('notAUrl');
    expect(findWebhookTargetProblem('https://hooks.example.fr/in', listeningEverywhere)).toBeNull();
  });

  it('never point at the server itself: its public origin or its own port on this machine', () => {
    for (const target of [
      'https://methapilot.example.fr/api/health',
      'https://METHAPILOT.example.fr:443/',
      'http://localhost:3000/api/admin/alerts/rules',
      'http://127.0.0.1:3000/',
      'http://127.1.2.3:3000/',
      'http://[::1]:3000/',
      'http://0.0.0.0:3000/',
    ])
      expect(findWebhookTargetProblem(target, listeningEverywhere), target).toBe('isServerItself');
    // Another port on loopback (a local receiver) and the public host on another port are someone else.
    expect(findWebhookTargetProblem('http://127.0.0.1:3001/hooks', listeningEverywhere)).toBeNull();
    expect(findWebhookTargetProblem('https://methapilot.example.fr:8443/', listeningEverywhere)).toBeNull();
  });
});
