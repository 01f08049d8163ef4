import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router/browser-router';
import { AppRoutes } from './app/router';
import { startRouteEarly } from './app/start-route-early';
import { LazyToaster } from './components/feedback/lazy-toaster';
import { CookieConsentGate } from './features/cookie-consent/cookie-consent-gate';
import { initI18n } from './lib/i18n/init-i18n';
import { catchErrorsEarly } from './lib/client-metrics/early-error-buffer';
import { afterPageSettled } from './lib/page-settled';
import './styles.css';

async function boot(): Promise<void> {
  catchErrorsEarly();
  // initI18n sets the stored language at once, so the early start fetches the words in that language.
  const firstWords = initI18n();
  startRouteEarly(window.location.pathname);
  await firstWords;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
        <CookieConsentGate />
      </BrowserRouter>
      <LazyToaster />
    </StrictMode>,
  );
  // The reporter (page timings, the errors caught so far, usage with consent) loads once the page has settled.
  afterPageSettled(() => {
    void import('./lib/client-metrics/client-reporter').then(
      (module) => {
        module.startClientReporter();
      },
      () => undefined,
    );
  });
}

void boot();
