import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (issue 3: refused with a clear message). Source: the "passwords-common" list of
 * @zxcvbn-ts/language-common (about 49,000 entries ranked from public breach corpora), plus words any
 * attacker of this site would try first (NIST SP 800-63B §5.1.1.2: context-specific words).
 */
const contextWords = [
  'methapilot',
  'methanisation',
  'methaniseur',
  'methane',
  'biogaz',
  'biogas',
  'digesteur',
  'motdepasse',
  'azerty',
  'bonjour',
  'soleil',
];

const commonPasswords = new Set<string>([...dictionary['passwords-common'], ...contextWords]);

/**
 * Folds what people add to a common word to pass composition rules ("Password1!", "Azerty2024@") back to
 * the word: lower case, accents removed, trailing digits and symbols stripped, leading symbols stripped.
 */
function baseWordOf(password: string): string {
  return password
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\d@$!%*?&#._\-\s]+$/u, '')
    .replace(/^[\d@$!%*?&#._\-\s]+/u, '');
}

/** True when the password, or the word it decorates, is among the most common passwords. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return true;
  const base = baseWordOf(password);
  return base.length > 0 && commonPasswords.has(base);
}
