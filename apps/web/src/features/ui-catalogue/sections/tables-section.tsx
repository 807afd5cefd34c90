import { useT } from '../../../i18n/i18n-context';
import { CatalogueSection } from './catalogue-section';

export function TablesSection() {
  const t = useT();
  return (
    <CatalogueSection id="tables" title={t('catalogue.section.tables')}>
      <p>tables</p>
    </CatalogueSection>
  );
}
