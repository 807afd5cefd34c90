import { lazy, type ComponentType } from 'react';
import { getActiveCatalogueLocale, loadCatalogues, type TCatalogueArea } from '../i18n/catalogues';
import { readLocalePreference } from '../i18n/locale-preference';
import { LOCALES } from '@poslovno/domain';

type TPageModule = { default: ComponentType };

// The sign-in pages and the shell need only the first load's texts; the other pages the design
// system's, the error descriptions and their own (i18n/catalogues.ts).
export const APP = ['app', 'errors'] as const;
export const PAYMENTS = ['app', 'errors', 'payments'] as const;

/**
 * A page as a chunk of its own that renders once its chunk and the texts of its catalogue areas
 * (in the language shown, or in both for a page that shows both side by side) are loaded, fetched
 * side by side. `preload` starts that early (the page of the address the app opens on, before the
 * configuration has come); a failed load is tried again by the next render.
 */
export function lazyPage(
  areas: readonly TCatalogueArea[],
  load: () => Promise<TPageModule>,
  { inBothLanguages = false }: { inBothLanguages?: boolean } = {},
) {
  let loading: Promise<TPageModule> | undefined;
  const preload = (): Promise<TPageModule> => {
    loading ??= (async () => {
      const shown = getActiveCatalogueLocale() ?? readLocalePreference();
      const locales = inBothLanguages ? LOCALES : [shown];
      const [page] = await Promise.all([
        load(),
        ...locales.map((locale) => loadCatalogues(locale, areas)),
      ]);
      return page;
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
