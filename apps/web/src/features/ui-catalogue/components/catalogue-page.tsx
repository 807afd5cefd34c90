import { THEME_NAMES, type TThemeName } from '@poslovno/domain';
import { useConfig } from '../../../app/config/config-context';
import { useI18n } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { useTheme } from '../../../theme/theme-context';
import { PageHeader } from '../../../ui/page-header';
import { PublicPage } from '../../../ui/public-page';
import { SegmentedControl } from '../../../ui/segmented-control';
import { ChoicesSection } from '../sections/choices-section';
import { DatesSection } from '../sections/dates-section';
import { FeedbackSection } from '../sections/feedback-section';
import { LayoutSection } from '../sections/layout-section';
import { NumbersSection } from '../sections/numbers-section';
import { TablesSection } from '../sections/tables-section';
import styles from './catalogue-page.module.css';

const SECTIONS: readonly { id: string; title: TMessageKey; Section: () => React.JSX.Element }[] = [
  { id: 'dates', title: 'catalogue.section.dates', Section: DatesSection },
  { id: 'numbers', title: 'catalogue.section.numbers', Section: NumbersSection },
  { id: 'choices', title: 'catalogue.section.choices', Section: ChoicesSection },
  { id: 'feedback', title: 'catalogue.section.feedback', Section: FeedbackSection },
  { id: 'tables', title: 'catalogue.section.tables', Section: TablesSection },
  { id: 'layout', title: 'catalogue.section.layout', Section: LayoutSection },
];

/**
 * /ui in demo mode: every part of the design system in every state on one page, with the theme
 * switch beside the language switch, so a reviewer sees the whole kit in each theme and language.
 */
export default function CataloguePage() {
  const config = useConfig();
  const { t } = useI18n();
  const { settings, updateSettings } = useTheme();
  return (
    <PublicPage bankName={config.bankName} languageLabels="long" width="wide">
      <PageHeader
        title={t('catalogue.title')}
        subtitle={t('catalogue.subtitle')}
        actions={
          <SegmentedControl<TThemeName>
            label={t('settings.theme')}
            options={THEME_NAMES.map((name) => ({ id: name, label: t(`settings.theme.${name}`) }))}
            value={settings.name}
            onChange={(name) => updateSettings({ name })}
          />
        }
      />
      <nav aria-label={t('catalogue.contents')} className={styles.contents}>
        <ul>
          {SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{t(title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </PublicPage>
  );
}
