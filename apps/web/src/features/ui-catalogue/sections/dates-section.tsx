import { useT } from '../../../i18n/i18n-context';
import { CatalogueSection } from './catalogue-section';

export function DatesSection() {
  const t = useT();
  return (
    <CatalogueSection id="dates" title={t('catalogue.section.dates')}>
      <p>dates</p>
    </CatalogueSection>
  );
}
