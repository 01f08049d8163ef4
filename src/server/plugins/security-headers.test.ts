import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { originFormOf, securityHeadersOf } from './security-headers.js';

describe('securityHeadersOf', () => {
  it('lists exactly the headers helmet writes on a response, worked out once', () => {
    const options = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      xFrameOptions: { action: 'deny' as const },
    };
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(options)(response.req, response, () => undefined);
    const written = Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
    const listed = securityHeadersOf(options).map(([name, value]) => [name.toLowerCase(), value]);
    expect(listed).toEqual(written);
    expect(listed).toContainEqual(['content-security-policy', "default-src 'self'"]);
  });
});

describe('originFormOf', () => {
  it('keeps an origin-form target as it is', () => {
    expect(originFormOf('/dashboard/stock?tab=all')).toBe('/dashboard/stock?tab=all');
  });

  it('drops the scheme and host of an absolute-form target, so a redirect never goes to that host', () => {
    expect(originFormOf('http://evil.example/dashboard?x=1')).toBe('/dashboard?x=1');
    expect(originFormOf('HTTP://evil.example:8080')).toBe('/');
    expect(originFormOf('http://evil.example?x=1')).toBe('/?x=1');
  });
});
