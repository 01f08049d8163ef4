// The browser family of a user agent, for an error group's "browsers" counts (never the full string).

const families: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\bHeadless)?Chrome\/|\b(?:Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

export function browserNameOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Other';
  for (const [pattern, name] of families) if (pattern.test(userAgent)) return name;
  return 'Other';
}
