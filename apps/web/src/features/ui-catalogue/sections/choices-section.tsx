import { useT } from '../../../i18n/i18n-context';
import { CatalogueSection } from './catalogue-section';

export function ChoicesSection() {
  const t = useT();
  return (
    <CatalogueSection id="choices" title={t('catalogue.section.choices')}>
      <p>choices</p>
    </CatalogueSection>
  );
}
