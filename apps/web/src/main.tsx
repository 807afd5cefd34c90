import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme/themes.css';
import './app/global.css';
import { App } from './app/app';
import { readLocalePreference } from './i18n/locale-preference';
import { applyThemeSettings, readStoredThemeSettings } from './theme/theme-settings';

// Theme and language before the first paint, so a reload never flashes the defaults.
applyThemeSettings(document.documentElement, readStoredThemeSettings());
document.documentElement.lang = readLocalePreference();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
