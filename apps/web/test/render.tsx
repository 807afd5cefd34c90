import { useMemo, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { toBcp47, type TLocale } from '@poslovno/domain';
import { I18nContext, type TI18nContext } from '../src/i18n/i18n-context';
import { translate } from '../src/i18n/messages';

function TestI18n({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const value = useMemo<TI18nContext>(
    () => ({
      locale,
      setLocale: () => undefined,
      t: (key, values) => translate(locale, key, values),
    }),
    [locale],
  );
  return (
    <I18nContext.Provider value={value}>
      <AriaI18nProvider locale={toBcp47(locale)}>{children}</AriaI18nProvider>
    </I18nContext.Provider>
  );
}

/**
 * Renders a design-system part as a screen would, in one interface language (Croatian unless
 * asked), and returns a user-event driver that types and presses keys like a person.
 */
export function renderInLocale(
  element: ReactElement,
  { locale = 'hr' }: { locale?: TLocale } = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(<TestI18n locale={locale}>{element}</TestI18n>);
  return {
    ...result,
    user,
    rerender: (next) => result.rerender(<TestI18n locale={locale}>{next}</TestI18n>),
  };
}
