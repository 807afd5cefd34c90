import { useState } from 'react';
import { Link } from 'react-router';
import type { TPaymentSlip } from '@poslovno/contract';
import { formatIbanGrouped, formatInstantForLocale, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { Button, getButtonClassName } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { TextFormField } from '../../../ui/form-fields';
import { PageHeader } from '../../../ui/page-header';
import { getSlipKey, usePaymentSlips } from '../api/payment-slips-api';
import { SlipDownloads, usePaySlip } from './slip-actions';
import { formatSlipAmount } from './slip-field-list';
import { SlipReadSection } from './slip-read-section';
import { useDebouncedValue } from './use-debounced-value';
import styles from './payment-slips.module.css';

/** The search goes to the server once the person pauses typing. */
const SEARCH_DELAY_MS = 300;
/** The contract's limit of a search text. */
const SEARCH_MAX_LENGTH = 100;

function formatReference(slip: TPaymentSlip): string {
  return [slip.model, slip.reference].filter(Boolean).join(' ');
}

function buildColumns(
  t: TTranslate,
  locale: TLocale,
  pay: ReturnType<typeof usePaySlip>,
): TDataTableColumn<TPaymentSlip>[] {
  return [
    {
      id: 'payee',
      header: t('paymentSlips.column.payee'),
      isRowHeader: true,
      cell: (slip) => (
        <div className={styles.cellStack}>
          <span className={styles.value}>{slip.payeeName}</span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            {formatIbanGrouped(slip.payeeIban)}
          </span>
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('paymentSlips.column.amount'),
      align: 'end',
      cell: (slip) => (
        <span className={styles.nowrap}>
          {formatSlipAmount(slip.amount, slip.currency, locale)}
        </span>
      ),
    },
    {
      id: 'reference',
      header: t('paymentSlips.column.reference'),
      cell: (slip) => <span className={styles.nowrap}>{formatReference(slip)}</span>,
    },
    {
      id: 'description',
      header: t('paymentSlips.column.description'),
      cell: (slip) => slip.description,
    },
    {
      id: 'created',
      header: t('paymentSlips.column.created'),
      cell: (slip) => (
        <span className={styles.nowrap}>{formatInstantForLocale(slip.createdAt, locale)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('paymentSlips.column.actions'),
      cell: (slip) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="primary"
            aria-label={t('paymentSlips.payLabel', { name: slip.payeeName })}
            onPress={() => pay(slip.payload, 'CREATED')}
          >
            {t('paymentSlips.pay')}
          </Button>
          <SlipDownloads slipId={slip.slipId} name={slip.payeeName} size="small" />
        </div>
      ),
    },
  ];
}

/**
 * /qr-hub3/list (000 §2 QR/HUB3): reading a slip (upload or camera) and paying it, and the
 * company's slips, newest first, searched by the server (payee, IBAN, reference, description),
 * each downloaded again or paid.
 */
export default function SlipsPage() {
  const { t, locale } = useI18n();
  const [search, setSearch] = useState('');
  const [appliedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const slips = usePaymentSlips(appliedSearch);
  const pay = usePaySlip();
  return (
    <>
      <PageHeader
        title={t('paymentSlips.list.title')}
        subtitle={t('paymentSlips.list.subtitle')}
        actions={
          <Link to="/qr-hub3/create" className={getButtonClassName({ variant: 'primary' })}>
            {t('paymentSlips.list.create')}
          </Link>
        }
      />
      <div className={styles.stack}>
        <SlipReadSection />
        <section className={styles.stack} aria-labelledby="slips-title">
          <h2 id="slips-title" className={styles.cardTitle}>
            {t('paymentSlips.list.tableTitle')}
          </h2>
          <div className={styles.search}>
            <TextFormField
              label={t('paymentSlips.list.search')}
              name="slipSearch"
              value={search}
              onChange={setSearch}
              maxLength={SEARCH_MAX_LENGTH}
              description={t('paymentSlips.list.searchHint')}
              isRequired={false}
            />
          </div>
          <DataTable
            label={t('paymentSlips.list.tableLabel')}
            columns={buildColumns(t, locale, pay)}
            rows={slips.items}
            getRowKey={getSlipKey}
            isLoading={slips.isLoading}
            error={slips.error}
            onRetry={slips.retry}
            emptyText={t(appliedSearch ? 'paymentSlips.list.noMatch' : 'paymentSlips.list.empty')}
            hasMore={slips.hasMore}
            onLoadMore={slips.loadMore}
            isLoadingMore={slips.isLoadingMore}
          />
        </section>
      </div>
    </>
  );
}
