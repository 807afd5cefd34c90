import { lazy, type ComponentType } from 'react';
import { getActiveCatalogueLocale, loadCatalogues, type TCatalogueArea } from '../i18n/catalogues';
import { readLocalePreference } from '../i18n/locale-preference';

/**
 * A page as a chunk of its own that renders once its chunk and the texts of its catalogue areas
 * (in the language shown) are both loaded, fetched side by side.
 */
export function lazyPage(
  areas: readonly TCatalogueArea[],
  load: () => Promise<{ default: ComponentType }>,
) {
  return lazy(async () => {
    const locale = getActiveCatalogueLocale() ?? readLocalePreference();
    const [page] = await Promise.all([load(), loadCatalogues(locale, areas)]);
    return page;
  });
}
