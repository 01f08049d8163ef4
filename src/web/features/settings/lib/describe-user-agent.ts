/** What a session's User-Agent says in plain words: browser, system and kind of device. */
export interface DeviceSummary {
  /** "Chrome", "Firefox"…; null when unknown. Product names are not translated. */
  browser: string | null;
  /** "Windows", "Android", "iOS"…; null when unknown. */
  os: string | null;
  kind: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

/** First match wins: browsers built on Chromium name themselves before the "Chrome/" they also contain. */
const browserPatterns: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

/** iPhone and iPad say "like Mac OS X", Android says "Linux": the specific ones come first. */
const osPatterns: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function findName(userAgent: string, patterns: readonly (readonly [RegExp, string])[]): string | null {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

function findKind(userAgent: string, os: string | null): DeviceSummary['kind'] {
  if (/\biPad\b|\bTablet\b/.test(userAgent) || (os === 'Android' && !/\bMobile\b/.test(userAgent))) {
    return 'tablet';
  }
  if (/\bMobi(?:le)?\b|\biPhone\b|\biPod\b/.test(userAgent)) return 'mobile';
  if (os === 'Windows' || os === 'macOS' || os === 'Linux' || os === 'ChromeOS') return 'desktop';
  return 'unknown';
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const text = userAgent?.trim() ?? '';
  if (!text) return { browser: null, os: null, kind: 'unknown' };
  const os = findName(text, osPatterns);
  return { browser: findName(text, browserPatterns), os, kind: findKind(text, os) };
}
