import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { navigateTo, toHref, type To } from './browser-history';
import { useLocation } from './browser-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (by default only when the link points at the current URL). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier key, another target. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** An in-app link: a real <a href> (open in a new tab works), moving without reloading the page. */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const location = useLocation();
  const href = toHref(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event, target)) return;
    event.preventDefault();
    const isCurrent = href === `${location.pathname}${location.search}${location.hash}`;
    navigateTo(href, { replace: replace ?? isCurrent });
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** Whether a link to `toPathname` is the current page (or, unless `end`, a page under it). */
export function isActivePath(toPathname: string, pathname: string, end: boolean): boolean {
  const to = toPathname.toLowerCase();
  const current = pathname.toLowerCase();
  if (current === to) return true;
  return !end && to !== '/' && current.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/** A navigation link that knows whether it is the current page (aria-current="page" and its active style). */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const location = useLocation();
  const toPathname = new URL(toHref(link.to, location), window.location.origin).pathname;
  const isActive = isActivePath(toPathname, location.pathname, end);
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
