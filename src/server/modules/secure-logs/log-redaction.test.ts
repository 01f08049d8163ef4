import { describe, expect, it } from 'vitest';
import { prepareLogContent } from './log-redaction.js';

describe('secure log redaction', () => {
  it('masks an e-mail, an IP address, a phone number and an IBAN in the plaintext, keeps them for the encrypted copy', () => {
    const message =
      'Connexion de jean.dupont@ferme-bio.fr depuis 192.168.12.34 et 2001:db8:85a3:0:0:8a2e:370:7334, tél. 06 12 34 56 78, IBAN FR76 3000 6000 0112 3456 7890 189';
    const prepared = prepareLogContent(message, null);
    expect(prepared.hasPersonalData).toBe(true);
    expect(prepared.stored.message).toBe(message);
    const shown = prepared.shown.message;
    expect(shown).not.toContain('jean.dupont@ferme-bio.fr');
    expect(shown).toContain('j***@ferme-bio.fr');
    expect(shown).not.toContain('192.168.12.34');
    expect(shown).toContain('192.168.12.x');
    expect(shown).not.toContain('8a2e:370:7334');
    expect(shown).not.toContain('06 12 34 56 78');
    expect(shown).not.toContain('0112 3456 7890');
  });

  it('never keeps a password or a token, not even for the encrypted copy', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const prepared = prepareLogContent(
      `password=Tr0ub4dor&3 Authorization: Bearer abcdefghij0123456789 token ${jwt} key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08`,
      { password: 'hunter2hunter2', nested: { apiKey: 'sk_live_1234567890', note: 'ok' }, sessionToken: 42 },
    );
    const everything = JSON.stringify([prepared.stored, prepared.shown]);
    for (const secret of [
      'Tr0ub4dor',
      'abcdefghij0123456789',
      jwt,
      '9f86d081884c7d659a2feaa0c55ad015',
      'hunter2',
      'sk_live_1234567890',
    ])
      expect(everything).not.toContain(secret);
    expect(prepared.hadSecrets).toBe(true);
    expect(prepared.stored.metadata).toEqual({
      password: '[redacted]',
      nested: { apiKey: '[redacted]', note: 'ok' },
      sessionToken: '[redacted]',
    });
  });

  it('treats the values of personal keys as personal even in an unusual format', () => {
    const prepared = prepareLogContent('Profil mis à jour', {
      email: 'jean at ferme',
      ip: '10.0.0.1',
      count: 3,
    });
    expect(prepared.hasPersonalData).toBe(true);
    expect(prepared.shown.metadata).toEqual({ email: '***', ip: '10.0.0.x', count: 3 });
    expect(prepared.stored.metadata).toEqual({ email: 'jean at ferme', ip: '10.0.0.1', count: 3 });
  });

  it('leaves an ordinary entry alone', () => {
    const prepared = prepareLogContent('Digesteur 2 : température 38,5 °C à 12:30:45', {
      tank: 2,
      at: '2026-11-27',
    });
    expect(prepared.hasPersonalData).toBe(false);
    expect(prepared.hadSecrets).toBe(false);
    expect(prepared.shown).toEqual(prepared.stored);
  });
});
