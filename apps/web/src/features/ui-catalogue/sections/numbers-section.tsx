import { useT } from '../../../i18n/i18n-context';
import { CatalogueSection } from './catalogue-section';

export function NumbersSection() {
  const t = useT();
  return (
    <CatalogueSection id="numbers" title={t('catalogue.section.numbers')}>
      <p>numbers</p>
    </CatalogueSection>
  );
}
