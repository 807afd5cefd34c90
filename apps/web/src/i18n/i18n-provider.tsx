import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRoutes } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { callApi, setApiLocale } from '../api/api-client';
import { I18nContext, type TI18nContext } from './i18n-context';
import { readLocalePreference, writeLocalePreference } from './locale-preference';
import { translate } from './messages';

/** 000 §7: a language change is reported as a client log event; losing one must not bother the user. */
function reportLanguageChange(from: TLocale, to: TLocale): void {
  callApi(apiRoutes.postClientLog, {
    body: { severity: 'INFO', name: 'LANGUAGE_CHANGED', details: [{ name: 'from', value: from }, { name: 'to', value: to }] },
  }).catch(() => undefined);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<TLocale>(() => {
    const initial = readLocalePreference();
    setApiLocale(initial);
    return initial;
  });

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: TLocale) => {
      if (next === locale) return;
      writeLocalePreference(next);
      setApiLocale(next);
      setLocaleState(next);
      reportLanguageChange(locale, next);
    },
    [locale],
  );

  const value = useMemo<TI18nContext>(
    () => ({ locale, setLocale, t: (key, values) => translate(locale, key, values) }),
    [locale, setLocale],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
