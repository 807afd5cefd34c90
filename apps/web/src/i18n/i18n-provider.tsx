import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { apiRoutes } from '../api/api-routes';
import { toBcp47, type TLocale } from '@poslovno/domain';
import { callApi, setApiLocale } from '../api/api-client';
import { I18nContext, type TI18nContext } from './i18n-context';
import { writeLocalePreference } from './locale-preference';
import {
  areCataloguesLoaded,
  getLoadedAreas,
  loadCatalogues,
  setActiveCatalogueLocale,
} from './catalogues';
import { translate } from './messages';

/** 000 §7: a language change is reported as a client log event; losing one must not bother the user. */
function reportLanguageChange(from: TLocale, to: TLocale): void {
  callApi(apiRoutes.postClientLog, {
    body: {
      severity: 'INFO',
      name: 'LANGUAGE_CHANGED',
      details: [
        { name: 'from', value: from },
        { name: 'to', value: to },
      ],
    },
  }).catch(() => undefined);
}

/**
 * `locale` is the language whose texts main.tsx loaded before the first render: the cookie may
 * have changed since (another tab), and reading it again would show texts not loaded.
 */
export function I18nProvider({
  locale: first,
  children,
}: {
  locale: TLocale;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<TLocale>(() => {
    // Set before any child query starts, so the very first calls already carry the right locale.
    const initial = first;
    setApiLocale(initial);
    setActiveCatalogueLocale(initial);
    return initial;
  });

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: TLocale) => {
      if (next === locale) return;
      // The choice is kept at once, so a reload before the texts have come opens in it.
      writeLocalePreference(next);
      const switchLanguage = () => {
        setApiLocale(next);
        setActiveCatalogueLocale(next);
        setLocaleState(next);
        reportLanguageChange(locale, next);
      };
      // The other language's texts of every area shown so far come first, so no key ever shows.
      const areas = getLoadedAreas(locale);
      if (areCataloguesLoaded(next, areas)) switchLanguage();
      else
        loadCatalogues(next, areas).then(switchLanguage, (error: unknown) => {
          console.error('The texts of the other language could not be loaded', error);
        });
    },
    [locale],
  );

  const value = useMemo<TI18nContext>(
    () => ({ locale, setLocale, t: (key, values) => translate(locale, key, values) }),
    [locale, setLocale],
  );

  // react-aria's own texts (for example the hidden dismiss buttons of dialogs) follow the same language.
  return (
    <I18nContext.Provider value={value}>
      <AriaI18nProvider locale={toBcp47(locale)}>{children}</AriaI18nProvider>
    </I18nContext.Provider>
  );
}
