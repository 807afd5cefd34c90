import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme/themes.css';
import './app/global.css';
import { setApiLocale } from './api/api-client';
import { App, createQueryClient } from './app/app';
import { frontendConfigQuery } from './app/config/config-gate';
import { preloadPublicPage } from './app/router';
import { START_AREAS, loadCatalogues } from './i18n/catalogues';
import { readLocalePreference } from './i18n/locale-preference';
import { applyThemeSettings, readStoredThemeSettings } from './theme/theme-settings';

// Theme and language before the first paint, so a reload never flashes the defaults.
applyThemeSettings(document.documentElement, readStoredThemeSettings());
const locale = readLocalePreference();
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

// The first render waits for the texts of the sign-in and the shell in the language shown; the
// configuration and the page of the address load at the same time instead of after them.
setApiLocale(locale);
const queryClient = createQueryClient();
queryClient.prefetchQuery(frontendConfigQuery).catch(() => undefined);
preloadPublicPage(window.location.pathname);
loadCatalogues(locale, START_AREAS).then(
  () => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} locale={locale} />
      </StrictMode>,
    );
    // Error descriptions are needed only when something fails: fetched after the first render.
    loadCatalogues(locale, ['errors']).catch(() => undefined);
  },
  (error: unknown) => {
    console.error('The texts could not be loaded', error);
    root.textContent =
      'Poslovno se trenutno ne može učitati: osvježite stranicu. / Poslovno could not load: reload the page.';
  },
);
