import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme/themes.css';
import './app/global.css';
import { App } from './app/app';
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

// The first render waits for the texts of the sign-in and the shell in the language shown.
loadCatalogues(locale, START_AREAS).then(
  () => {
    createRoot(root).render(
      <StrictMode>
        <App />
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
