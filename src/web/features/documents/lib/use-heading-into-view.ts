import { useEffect, useRef } from 'react';

/**
 * A section's heading brought into view and focused when the section shows something new (an answer, a
 * document opened from a citation): `key` changes, and `isActive` says it should move the page.
 */
export function useHeadingIntoView(key: unknown, isActive = true) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!isActive) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [key, isActive]);
  return heading;
}
