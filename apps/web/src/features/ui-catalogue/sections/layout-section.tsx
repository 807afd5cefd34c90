import { useT } from '../../../i18n/i18n-context';
import { CatalogueSection } from './catalogue-section';

export function LayoutSection() {
  const t = useT();
  return (
    <CatalogueSection id="layout" title={t('catalogue.section.layout')}>
      <p>layout</p>
    </CatalogueSection>
  );
}
