import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router/browser-router';
import { AppRoutes } from './app/router';
import { startRouteEarly } from './app/start-route-early';
import { LazyToaster } from './components/feedback/lazy-toaster';
import { CookieConsentGate } from './features/cookie-consent/cookie-consent-gate';
import { initI18n } from './lib/i18n/init-i18n';
import { startClientReporting } from './lib/client-metrics/start-client-reporting';
import './styles.css';

async function boot(): Promise<void> {
  startClientReporting();
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
}

void boot();
