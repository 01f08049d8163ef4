import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router/browser-router';
import { AppRoutes } from './app/router';
import { LazyToaster } from './components/feedback/lazy-toaster';
import { CookieConsentGate } from './features/cookie-consent/cookie-consent-gate';
import { initI18n } from './lib/i18n';
import './styles.css';

async function boot(): Promise<void> {
  await initI18n();
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
