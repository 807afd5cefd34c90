import { useT } from '../../../i18n/i18n-context';
import { CatalogueSection } from './catalogue-section';

export function FeedbackSection() {
  const t = useT();
  return (
    <CatalogueSection id="feedback" title={t('catalogue.section.feedback')}>
      <p>feedback</p>
    </CatalogueSection>
  );
}
