import { formatInstantForLocale, type TLocale } from '@poslovno/domain';
import { useState } from 'react';
import type { TRegisteredBrowsers } from '@poslovno/contract';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useRemoveRegisteredBrowser } from '../api/delete-registered-browser';
import { useRegisteredBrowsers } from '../api/get-registered-browsers';
import { useTrustThisBrowser } from '../api/post-registered-browser';
import { nameSoftware } from '../session-format';
import styles from './sessions.module.css';

type TRegisteredBrowser = TRegisteredBrowsers['browsers'][number];

type TOutcome = 'removed' | 'trusted' | null;

const getBrowserKey = (browser: TRegisteredBrowser) => browser.id;
const isThisBrowser = (browser: TRegisteredBrowser) => browser.isThisBrowser;

function buildBrowserColumns(
  t: TTranslate,
  locale: TLocale,
  onRemove: (browser: TRegisteredBrowser) => void,
): TDataTableColumn<TRegisteredBrowser>[] {
  const acceptedAt = (browser: TRegisteredBrowser) =>
    formatInstantForLocale(browser.acceptedAt, locale);
  return [
    {
      id: 'browser',
      header: t('browsers.browser'),
      isRowHeader: true,
      cell: (browser) => (
        <div className={styles.cellStack}>
          <span>{nameSoftware(browser.browser, t)}</span>
          {browser.isThisBrowser ? (
            <span className={styles.marker}>{t('browsers.thisBrowser')}</span>
          ) : null}
        </div>
      ),
    },
    { id: 'os', header: t('browsers.os'), cell: (browser) => nameSoftware(browser.os, t) },
    {
      id: 'acceptedAt',
      header: t('browsers.acceptedAt'),
      cell: (browser) => <span className={styles.nowrap}>{acceptedAt(browser)}</span>,
    },
    {
      id: 'actions',
      header: t('browsers.actions'),
      cell: (browser) => (
        <Button
          size="small"
          aria-label={t('browsers.removeLabel', {
            browser: nameSoftware(browser.browser, t),
            os: nameSoftware(browser.os, t),
            dateTime: acceptedAt(browser),
          })}
          onPress={() => onRemove(browser)}
        >
          {t('browsers.remove')}
        </Button>
      ),
    },
  ];
}

/** /registered-browsers (000 §2): the browsers trusted for QR sign-in, newest acceptance first. */
export default function RegisteredBrowsersPage() {
  const { t, locale } = useI18n();
  const browsers = useRegisteredBrowsers();
  const remove = useRemoveRegisteredBrowser();
  const trust = useTrustThisBrowser();
  const [target, setTarget] = useState<TRegisteredBrowser | null>(null);
  const [outcome, setOutcome] = useState<TOutcome>(null);

  const list = browsers.data?.browsers ?? [];
  const isThisBrowserTrusted = list.some((browser) => browser.isThisBrowser);

  function openConfirmation(browser: TRegisteredBrowser) {
    remove.reset();
    setOutcome(null);
    setTarget(browser);
  }

  function confirmRemove() {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        setOutcome('removed');
      },
    });
  }

  function trustThisBrowser() {
    setOutcome(null);
    trust.mutate(undefined, { onSuccess: () => setOutcome('trusted') });
  }

  return (
    <>
      <PageHeader title={t('browsers.title')} subtitle={<p>{t('browsers.subtitle')}</p>} />
      <div className={styles.stack}>
        {outcome === 'removed' ? <Notice tone="success">{t('browsers.removed')}</Notice> : null}
        {outcome === 'trusted' ? <Notice tone="success">{t('browsers.trusted')}</Notice> : null}
        {trust.isError ? <ErrorNotice error={trust.error} /> : null}
        {browsers.isSuccess && !isThisBrowserTrusted ? (
          <div className={styles.toolbar}>
            <p>{t('browsers.notTrusted')}</p>
            <Button variant="primary" onPress={trustThisBrowser} isBusy={trust.isPending}>
              {t('browsers.trust')}
            </Button>
          </div>
        ) : null}
        <DataTable
          label={t('browsers.caption')}
          columns={buildBrowserColumns(t, locale, openConfirmation)}
          rows={list}
          getRowKey={getBrowserKey}
          isCurrentRow={isThisBrowser}
          isLoading={browsers.isPending}
          error={browsers.error}
          onRetry={() => void browsers.refetch()}
          emptyText={t('browsers.empty')}
        />
      </div>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('browsers.removeConfirmTitle')}
        confirmLabel={t('browsers.removeConfirm')}
        cancelLabel={t('browsers.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setTarget(null)}
        isBusy={remove.isPending}
        error={remove.isError ? remove.error : undefined}
      >
        {target ? (
          <p>
            {t('browsers.removeConfirmText', {
              browser: nameSoftware(target.browser, t),
              os: nameSoftware(target.os, t),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
