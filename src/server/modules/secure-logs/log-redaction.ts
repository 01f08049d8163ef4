// What a secure log keeps of a message and its metadata. Secrets (passwords, tokens, keys, authorization
// values) are replaced before anything is stored, even encrypted. Personal data (e-mail, phone, IP address,
// IBAN) is kept only in the encrypted copy; the plaintext columns hold a masked form.

export const redactedMark = '[redacted]';
export const tokenMark = '[token]';

const secretKeyPattern =
  /pass(word|wd|phrase)?|pwd|secret|token|authori[sz]ation|cookie|api[-_]?key|credential|private[-_]?key|otp|totp/i;
const personalKeyPattern = /e-?mail|phone|mobile|t[eé]l[eé]phone|^tel$|^ip$|ip[-_]?addr|iban|bic/i;

const secretRules: readonly (readonly [RegExp, string])[] = [
  // JSON Web Tokens and the like.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, tokenMark],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${tokenMark}`],
  // "password: x", "token=x", "mot de passe : x", "Authorization: x"
  [
    /\b(password|passwd|pwd|passphrase|mot de passe|secret|token|api[-_]?key|authori[sz]ation|cookie|otp)(\s*[:=]\s*)("[^"]*"|'[^']*'|\S+)/gi,
    `$1$2${redactedMark}`,
  ],
];

const ibanPattern = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
const isIban = (text: string) => /^[A-Z]{2}\d{2}[A-Z0-9 ]{8,32}$/.test(text);
// Long random-looking strings: 32+ hex characters, or 32+ base64url characters mixing letters and digits.
const longTokenPattern = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}={0,2}/g;

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const ipv4Pattern = /\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g;
const ipv6Pattern =
  /(?<![0-9A-Za-z:])(?=[0-9a-f:]*::|(?:[0-9a-f]{1,4}:){3})[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}(?![0-9A-Za-z:])/gi;
const phonePattern = /(?:\+|\b00)\d{1,3}[\s.-]?\d(?:[\s.-]?\d{2}){3,5}\b|\b0[1-9](?:[\s.-]?\d{2}){4}\b/g;

/** The text without its secrets (what may be stored, encrypted): counts what it replaced. */
function withoutSecrets(text: string): { text: string; count: number } {
  let count = 0;
  let result = text;
  for (const [pattern, replacement] of secretRules) {
    result = result.replace(pattern, (...match: unknown[]) => {
      count += 1;
      return replacement.replace(/\$(\d)/g, (_, group: string) => {
        const value = match[Number(group)];
        return typeof value === 'string' ? value : '';
      });
    });
  }
  result = result.replace(longTokenPattern, (found) => {
    if (isIban(found)) return found;
    count += 1;
    return tokenMark;
  });
  return { text: result, count };
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The text with personal data masked (the plaintext column's form): counts what it masked. */
function masked(text: string): { text: string; count: number } {
  let count = 0;
  const hit = (replacement: string) => {
    count += 1;
    return replacement;
  };
  const result = text
    .replace(emailPattern, (email) => hit(maskEmail(email)))
    .replace(ibanPattern, (iban) => hit(`${iban.slice(0, 4)} **** ${iban.replaceAll(' ', '').slice(-4)}`))
    .replace(ipv4Pattern, (_all, a: string, b: string, c: string) => hit(`${a}.${b}.${c}.x`))
    .replace(ipv6Pattern, (ip) => hit(`${ip.split(':').slice(0, 3).join(':')}::x`))
    .replace(phonePattern, (phone) => hit(`*** ${phone.replace(/\D/g, '').slice(-2)}`));
  return { text: result, count };
}

export interface PreparedLogContent {
  /** What the encrypted copy holds: secrets replaced, personal data kept. */
  stored: { message: string; metadata: Record<string, unknown> | null };
  /** What the plaintext columns hold: secrets replaced and personal data masked. */
  shown: { message: string; metadata: Record<string, unknown> | null };
  /** Personal data was found (the entry must be encrypted). */
  hasPersonalData: boolean;
  /** A secret was replaced. */
  hadSecrets: boolean;
}

interface Walk {
  personal: number;
  secrets: number;
}

function prepareValue(value: unknown, key: string | null, walk: Walk): { stored: unknown; shown: unknown } {
  if (key !== null && secretKeyPattern.test(key) && value !== null && typeof value !== 'object') {
    walk.secrets += 1;
    return { stored: redactedMark, shown: redactedMark };
  }
  if (typeof value === 'string') {
    const clean = withoutSecrets(value);
    walk.secrets += clean.count;
    const shown = masked(clean.text);
    walk.personal += shown.count;
    if (key !== null && personalKeyPattern.test(key) && shown.count === 0 && clean.text.length > 0) {
      walk.personal += 1;
      return { stored: clean.text, shown: '***' };
    }
    return { stored: clean.text, shown: shown.text };
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => prepareValue(item, null, walk));
    return { stored: items.map((item) => item.stored), shown: items.map((item) => item.shown) };
  }
  if (value !== null && typeof value === 'object') {
    const stored: Record<string, unknown> = {};
    const shown: Record<string, unknown> = {};
    for (const [entryKey, item] of Object.entries(value as Record<string, unknown>)) {
      const prepared = prepareValue(item, entryKey, walk);
      stored[entryKey] = prepared.stored;
      shown[entryKey] = prepared.shown;
    }
    return { stored, shown };
  }
  if (key !== null && personalKeyPattern.test(key) && value !== null && value !== undefined) {
    walk.personal += 1;
    return { stored: value, shown: '***' };
  }
  return { stored: value, shown: value };
}

/** Splits a log entry into its stored (to encrypt) and shown (plaintext) forms. */
export function prepareLogContent(
  message: string,
  metadata: Record<string, unknown> | null,
): PreparedLogContent {
  const walk: Walk = { personal: 0, secrets: 0 };
  const preparedMessage = prepareValue(message, null, walk);
  const preparedMetadata = metadata === null ? null : prepareValue(metadata, null, walk);
  return {
    stored: {
      message: preparedMessage.stored as string,
      metadata: (preparedMetadata?.stored ?? null) as Record<string, unknown> | null,
    },
    shown: {
      message: preparedMessage.shown as string,
      metadata: (preparedMetadata?.shown ?? null) as Record<string, unknown> | null,
    },
    hasPersonalData: walk.personal > 0,
    hadSecrets: walk.secrets > 0,
  };
}
