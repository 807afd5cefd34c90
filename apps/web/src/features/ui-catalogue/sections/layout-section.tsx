import { formatMoney } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { Grid, GridItem, type TGridSpan } from '../../../ui/grid';
import { ScrollArea } from '../../../ui/scroll-area';
import { StatusBadge } from '../../../ui/status-badge';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { CatalogueExample, CatalogueSection } from './catalogue-section';
import styles from './layout-section.module.css';

const GRID_CELLS: readonly { span: TGridSpan; md: TGridSpan; xl: TGridSpan }[] = [
  { span: 12, md: 6, xl: 3 },
  { span: 12, md: 6, xl: 3 },
  { span: 12, md: 6, xl: 3 },
  { span: 12, md: 6, xl: 3 },
  { span: 12, md: 4, xl: 8 },
  { span: 12, md: 8, xl: 4 },
];

const STATUSES = [
  'STORED',
  'PARTIALLY_AUTHORIZED',
  'FTM-HOLD',
  'SENT_TO_RECIPIENT_BANK',
  'EXECUTED',
  'REJECTED',
  'REVOKED',
] as const;

const STATEMENT_NUMBERS = Array.from({ length: 40 }, (_, index) => 212 - index);

export function LayoutSection() {
  const { t, locale } = useI18n();
  return (
    <CatalogueSection
      id="layout"
      title={t('catalogue.section.layout')}
      description={t('catalogue.layout.description')}
    >
      <div className={styles.wide}>
        <CatalogueExample title={t('catalogue.layout.grid')}>
          <Grid>
            {GRID_CELLS.map((cell, index) => (
              <GridItem
                key={index}
                span={cell.span}
                md={cell.md}
                xl={cell.xl}
                className={styles.cell}
              >
                {t('catalogue.layout.gridCell', cell)}
              </GridItem>
            ))}
          </Grid>
        </CatalogueExample>
      </div>
      <CatalogueExample title={t('catalogue.layout.cards')}>
        <div className={styles.cards}>
          <Card as="article" className={styles.card}>
            <p className={styles.cardLabel}>{t('catalogue.layout.cardBalance')}</p>
            <p className={styles.cardValue}>{formatMoney(125_438_045n, 'EUR', locale)}</p>
            <p className={styles.cardLabel}>{t('catalogue.layout.cardAccount')}</p>
          </Card>
          <Card as="article" className={styles.card}>
            <p className={styles.cardLabel}>{t('catalogue.layout.cardPending')}</p>
            <p className={styles.cardValue}>{t('catalogue.layout.cardPendingValue')}</p>
          </Card>
        </div>
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.layout.tabs')}>
        <Tabs>
          <TabList aria-label={t('catalogue.layout.tabsLabel')}>
            <Tab id="domestic">{t('catalogue.layout.tabDomestic')}</Tab>
            <Tab id="foreign">{t('catalogue.layout.tabForeign')}</Tab>
            <Tab id="internal">{t('catalogue.layout.tabInternal')}</Tab>
          </TabList>
          <TabPanel id="domestic">{t('catalogue.layout.tabDomesticText')}</TabPanel>
          <TabPanel id="foreign">{t('catalogue.layout.tabForeignText')}</TabPanel>
          <TabPanel id="internal">{t('catalogue.layout.tabInternalText')}</TabPanel>
        </Tabs>
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.layout.statuses')}>
        <ul className={styles.badges}>
          {STATUSES.map((status) => (
            <li key={status}>
              <StatusBadge status={status} label={t(`catalogue.layout.status.${status}`)} />
            </li>
          ))}
        </ul>
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.layout.scrolling')}>
        <ScrollArea label={t('catalogue.layout.scrollLabel')} maxHeight="12rem">
          <ol className={styles.scrollList}>
            {STATEMENT_NUMBERS.map((number) => (
              <li key={number}>{t('catalogue.layout.scrollRow', { number })}</li>
            ))}
          </ol>
        </ScrollArea>
      </CatalogueExample>
    </CatalogueSection>
  );
}
