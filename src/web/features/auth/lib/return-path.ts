import { isSafeReturnPath } from '../../../../shared/domain/return-path';

/** Where a signed-in user lands when nothing (or nothing acceptable) was remembered. */
export const defaultReturnPath = '/dashboard';

/** The longest remembered path accepted (the server's ZReturnPath bound). */
const maxReturnPathLength = 2048;

/** A throwaway origin to resolve the candidate against: anything that leaves it is another site. */
const resolutionBase = 'https://return-path.invalid';

/**
 * The page to open after signing in, from the ?redirect= of /login: only a same-site path inside /dashboard,
 * normalised ("..", "%2e%2e" resolved) so it cannot step out of it; /dashboard otherwise. Never an open
 * redirect.
 */
export function chooseReturnPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > maxReturnPathLength || !isSafeReturnPath(candidate)) {
    return defaultReturnPath;
  }
  let url: URL;
  try {
    url = new URL(candidate, resolutionBase);
  } catch {
    return defaultReturnPath;
  }
  if (url.origin !== resolutionBase) return defaultReturnPath;
  if (url.pathname !== defaultReturnPath && !url.pathname.startsWith(`${defaultReturnPath}/`)) {
    return defaultReturnPath;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** /login remembering the page the visitor asked for (spec §2: "redirect to /login remembering the origin"). */
export function buildLoginPath({ pathname, search, hash }: LocationParts): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

/**
 * Where Google sends the visitor back when signing in there fails: /login, still remembering the origin.
 * `error=google` comes last so whatever the auth library appends to the address stays in that value.
 */
export function buildGoogleErrorPath(returnPath: string): string {
  const params = new URLSearchParams();
  if (returnPath !== defaultReturnPath) params.set('redirect', returnPath);
  params.set('error', 'google');
  return `/login?${params.toString()}`;
}

/** True when /login was reached back from a failed Google sign-in (?error=google, possibly with more after it). */
export function hasGoogleSignInFailed(params: URLSearchParams): boolean {
  return params.getAll('error').some((value) => value === 'google' || /^google\W/.test(value));
}
