import { useCallback, useEffect, useRef } from 'react';
import { apiRoutes } from '../../api/api-routes';
import type { TSession } from '@poslovno/contract';
import { callApi } from '../../api/api-client';
import { savePersonalSettingsInBackground } from '../../api/personal-settings';
import { useI18n } from '../../i18n/i18n-context';
import { readAccountsView, writeAccountsView } from '../../lib/accounts-view-preference';
import { useTheme } from '../../theme/theme-context';

/**
 * At sign-in the person's saved settings (theme, language, accounts view) follow them to this
 * browser. A person who never saved any starts the server copy from this browser's choices, so a
 * theme picked on the sign-in page is not thrown away.
 */
export function useApplySavedSettingsAtSignIn(): (session: TSession) => Promise<void> {
  const { settings: theme, updateSettings } = useTheme();
  const { locale, setLocale } = useI18n();
  return useCallback(
    async (session: TSession) => {
      const personId = session.permission.personId;
      try {
        const saved = await callApi(apiRoutes.getPersonalSettings, {
          query: { personIdOrSno: String(personId) },
        });
        if (saved.updatedAt === null) {
          savePersonalSettingsInBackground(personId, {
            theme,
            language: locale,
            accountsView: readAccountsView(),
          });
          return;
        }
        updateSettings(saved.theme);
        writeAccountsView(saved.accountsView);
        setLocale(saved.language);
      } catch (error) {
        // The browser's own choices stay in force; nothing the person did is lost.
        console.warn('Loading personal settings failed', error);
      }
    },
    [theme, locale, updateSettings, setLocale],
  );
}

/** A language chosen while signed in is saved with the person's settings. */
export function useSaveLanguageWhileSignedIn(session: TSession | null): void {
  const { locale } = useI18n();
  const savedLocale = useRef(locale);
  useEffect(() => {
    if (!session || savedLocale.current === locale) return;
    savedLocale.current = locale;
    savePersonalSettingsInBackground(session.permission.personId, { language: locale });
  }, [session, locale]);
}
