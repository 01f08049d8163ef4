import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { alertLinkBase } from './emergency-link-base.js';

const request = (protocol: 'http' | 'https', host: string) =>
  ({ protocol, host, hostname: host.replace(/:\d+$/, '') }) as unknown as FastifyRequest;

describe('alertLinkBase: where the acknowledgement links of the mails point', () => {
  it('uses PUBLIC_URL when it is set, whatever the request says', () => {
    expect(
      alertLinkBase(request('http', 'evil.example:80'), 'https://app.methapilot.fr/some/path', 3000),
    ).toBe('https://app.methapilot.fr');
  });

  it('without PUBLIC_URL, keeps the loopback origin the operator used', () => {
    expect(alertLinkBase(request('http', '127.0.0.1:4173'), undefined, 3000)).toBe('http://127.0.0.1:4173');
    expect(alertLinkBase(request('http', 'localhost:3000'), undefined, 3000)).toBe('http://localhost:3000');
  });

  it('never writes a Host header naming another machine into a mail (link poisoning)', () => {
    expect(alertLinkBase(request('http', 'attacker.example:3000'), undefined, 3000)).toBe(
      'http://localhost:3000',
    );
  });
});
