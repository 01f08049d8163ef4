import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/router/link';
import {
  acceptAllConsent,
  consentOf,
  refuseAllConsent,
  type CookieConsent,
} from '../../../shared/domain/cookie-consent';
import { Button } from '../../components/ui/button';
import { storeConsent } from '../../lib/cookie-consent/consent-store';
import type { CookieChoicesProps } from './cookie-choices';

const loadServerSync = () => import('./consent-server');

/**
 * The cookie banner (spec §2, §4), at the bottom of every page while no valid choice is stored, without
 * covering the page: "Tout accepter", "Tout refuser" or "Personnaliser" (cookie-choices.tsx). A choice is
 * stored in the browser, and on the server when someone is signed in. Kept small: the home page loads it for
 * every new visitor (120 KB budget).
 */
export function CookieBanner() {
  const { t, ready, i18n } = useTranslation('cookies', { useSuspense: false });
  const [Choices, setChoices] = useState<ComponentType<CookieChoicesProps>>();
  const [hasCancelled, setCancelled] = useState(false);

  if (!ready) return null;

  const choose = (consent: CookieConsent) => {
    const stored = storeConsent(consent);
    void loadServerSync().then(({ pushConsentIfSignedIn }) => pushConsentIfSignedIn(stored));
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-2 bottom-2 z-50 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg sm:bottom-4 sm:mx-auto sm:max-w-xl"
    >
      <h2 id="cookie-banner-title" className="font-semibold">
        {t('banner.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('banner.description')}{' '}
        <Link to="/legal/privacy" className="text-emerald-800 underline">
          {t('banner.privacy')}
        </Link>
      </p>
      {Choices ? (
        <Choices
          onSave={(analytics, marketing) => {
            choose(consentOf(analytics, marketing));
          }}
          onCancel={() => {
            setChoices(undefined);
            setCancelled(true);
          }}
        />
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              choose(refuseAllConsent());
            }}
          >
            {t('banner.refuseAll')}
          </Button>
          <Button
            variant="secondary"
            autoFocus={hasCancelled}
            onClick={() => {
              void Promise.all([import('./cookie-choices'), i18n.loadNamespaces('cookieChoices')]).then(
                ([module]) => {
                  setChoices(() => module.CookieChoices);
                },
              );
            }}
          >
            {t('banner.customise')}
          </Button>
          <Button
            onClick={() => {
              choose(acceptAllConsent());
            }}
          >
            {t('banner.acceptAll')}
          </Button>
        </div>
      )}
    </section>
  );
}
