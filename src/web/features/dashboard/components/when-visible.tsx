import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes near the screen (or at once without IntersectionObserver): a card
 * below the fold then loads its code and texts when the user scrolls to it, not with the dashboard's first paint
 * (its 150 KB budget, tests/fixtures/page-budgets.ts).
 */
export function WhenVisible({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (isVisible || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [isVisible]);

  return isVisible ? children : <div ref={placeholder} className={placeholderClassName} aria-hidden="true" />;
}
