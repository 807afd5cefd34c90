import { ERROR_TEXTS_EN, ERROR_TEXTS_HR } from '@poslovno/contract';
import { addCatalogueTexts } from '../src/i18n/catalogues';
import { en } from '../src/i18n/en';
import { hr } from '../src/i18n/hr';

/** The tests render any page at once: every area of both languages, loaded without waiting. */
export function loadWholeCatalogues(): void {
  for (const area of ['start', 'app', 'payments'] as const) {
    addCatalogueTexts('hr', area, hr);
    addCatalogueTexts('en', area, en);
  }
  addCatalogueTexts('hr', 'errors', ERROR_TEXTS_HR);
  addCatalogueTexts('en', 'errors', ERROR_TEXTS_EN);
}
