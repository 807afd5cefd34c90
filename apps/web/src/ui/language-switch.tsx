import { ToggleButton } from 'react-aria-components';
import { LOCALES, type TLocale } from '@poslovno/domain';
import { useI18n } from '../i18n/i18n-context';
import type { TMessageKey } from '../i18n/messages';
import styles from './language-switch.module.css';

const LONG_LABELS: Record<TLocale, TMessageKey> = { hr: 'language.hr', en: 'language.en' };
const SHORT_LABELS: Record<TLocale, TMessageKey> = {
  hr: 'language.hrShort',
  en: 'language.enShort',
};

/**
 * 000 §2: "HRV / ENG" on the sign-in page, "Hrvatski / Engleski" elsewhere. Two toggle buttons,
 * the active one pressed.
 */
export function LanguageSwitch({ labels }: { labels: 'short' | 'long' }) {
  const { locale, setLocale, t } = useI18n();
  const keys = labels === 'short' ? SHORT_LABELS : LONG_LABELS;
  return (
    <div role="group" aria-label={t('language.switchLabel')} className={styles.switch}>
      {LOCALES.map((option) => (
        <ToggleButton
          key={option}
          isSelected={locale === option}
          onChange={() => setLocale(option)}
          className={styles.option}
        >
          {t(keys[option])}
        </ToggleButton>
      ))}
    </div>
  );
}
