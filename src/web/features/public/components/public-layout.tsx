import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from '../../../lib/router/link';
import { Outlet } from '../../../lib/router/outlet';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LogIn, Menu, X } from 'lucide-react';
import { PageSkeleton } from '../../../components/feedback/page-skeleton';
import { Logo } from '../../../components/layout/logo';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface PublicLayoutProps {
  /** Language switch rendered in the header (optional, provided by the app shell). */
  languageSwitch?: ReactNode;
}

const navItems = [
  { to: '/', labelKey: 'nav.home', isEnd: true },
  { to: '/features', labelKey: 'nav.features', isEnd: false },
  { to: '/pricing', labelKey: 'nav.pricing', isEnd: false },
  { to: '/about', labelKey: 'nav.about', isEnd: false },
  { to: '/support', labelKey: 'nav.support', isEnd: false },
] as const;

const footerLinks = [
  { to: '/legal/terms', labelKey: 'footer.terms' },
  { to: '/legal/privacy', labelKey: 'footer.privacy' },
  { to: '/legal/purchase-terms', labelKey: 'footer.purchaseTerms' },
  { to: '/qa-downloads', labelKey: 'footer.qaDownloads' },
  { to: '/support', labelKey: 'footer.support' },
] as const;

/** Frame of the public pages: skip link, header with navigation, the page, footer with legal links. */
export function PublicLayout({ languageSwitch }: PublicLayoutProps) {
  const { t } = useTranslation('public');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const year = new Date().getFullYear();

  const closeMenu = () => {
    setIsMenuOpen(false);
  };
  const handleMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && isMenuOpen) {
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-emerald-800 focus:shadow"
      >
        {t('layout.skipToContent')}
      </a>
      <header
        className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
        onKeyDown={handleMenuKeyDown}
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            onClick={closeMenu}
          >
            <Logo />
            <span className="text-lg font-bold tracking-tight text-slate-900" aria-hidden="true">
              MethaPilot
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-2 md:order-last md:ml-2">
            {languageSwitch}
            <button
              ref={toggleRef}
              type="button"
              className={cn(buttonClasses('ghost', 'md'), 'md:hidden')}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => {
                setIsMenuOpen((open) => !open);
              }}
            >
              {isMenuOpen ? (
                <X className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Menu className="h-5 w-5" aria-hidden="true" />
              )}
              <span>{t('layout.menu')}</span>
            </button>
          </div>
          <nav
            id={menuId}
            aria-label={t('layout.mainNavigation')}
            className={cn(isMenuOpen ? 'block' : 'hidden', 'w-full md:ml-auto md:block md:w-auto')}
          >
            <ul className="flex flex-col gap-1 border-t border-slate-200 pt-2 md:flex-row md:items-center md:border-0 md:pt-0">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.isEnd}
                    onClick={closeMenu}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2 text-base font-medium md:text-sm',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                        isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100',
                      )
                    }
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
              <li className="pt-1 md:pt-0 md:pl-2">
                <Link
                  to="/login"
                  onClick={closeMenu}
                  className={cn(buttonClasses('primary', 'md'), 'w-full md:w-auto')}
                >
                  <LogIn className="h-4 w-4" aria-hidden="true" />
                  {t('nav.login')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>

      {/* At least a screen high: the footer starts below the fold, so a page whose chunk or catalog arrives after
          the first paint pushes nothing the reader sees (the footer moving down was all of the home page's CLS). */}
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* Keeps the header and footer in place while a page's chunk or catalog loads. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm space-y-2">
            <div className="flex items-center gap-2">
              <Logo isDecorative className="h-6 w-6" />
              <span className="font-semibold text-slate-900">MethaPilot</span>
            </div>
            <p className="text-sm text-slate-600">{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('layout.footerNavigation')}>
            <ul className="grid gap-2 text-sm sm:grid-cols-2 md:gap-x-8">
              {footerLinks.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="rounded text-slate-700 underline-offset-4 hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-600">
          {t('footer.copyright', { year })}
        </p>
      </footer>
    </div>
  );
}

export default PublicLayout;
