import { formatInstantForLocale } from '@poslovno/domain';
import { useState } from 'react';
import type { TRegisteredBrowsers } from '@poslovno/contract';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useRemoveRegisteredBrowser } from '../api/delete-registered-browser';
import { useRegisteredBrowsers } from '../api/get-registered-browsers';
import { useTrustThisBrowser } from '../api/post-registered-browser';
import styles from './sessions.module.css';

type TRegisteredBrowser = TRegisteredBrowsers['browsers'][number];

type TOutcome = 'removed' | 'trusted' | null;

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
        {browsers.isPending ? <Spinner label={t('browsers.loading')} /> : null}
        {browsers.isError ? (
          <ErrorNotice error={browsers.error} onRetry={() => void browsers.refetch()} />
        ) : null}
        {browsers.isSuccess && !isThisBrowserTrusted ? (
          <div className={styles.toolbar}>
            <p>{t('browsers.notTrusted')}</p>
            <Button variant="primary" onPress={trustThisBrowser} isBusy={trust.isPending}>
              {t('browsers.trust')}
            </Button>
          </div>
        ) : null}
        {browsers.isSuccess && list.length === 0 ? <p>{t('browsers.empty')}</p> : null}
        {list.length > 0 ? (
          <div className={styles.tableScroll}>
            <table className={styles.table} data-testid="browsers-table">
              <caption className="visually-hidden">{t('browsers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('browsers.browser')}</th>
                  <th scope="col">{t('browsers.os')}</th>
                  <th scope="col">{t('browsers.acceptedAt')}</th>
                  <th scope="col">{t('browsers.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((browser) => {
                  const acceptedAt = formatInstantForLocale(browser.acceptedAt, locale);
                  return (
                    <tr key={browser.id} data-this-browser={browser.isThisBrowser || undefined}>
                      <th scope="row">
                        <div className={styles.cellStack}>
                          <span>{browser.browser}</span>
                          {browser.isThisBrowser ? (
                            <span className={styles.marker}>{t('browsers.thisBrowser')}</span>
                          ) : null}
                        </div>
                      </th>
                      <td>{browser.os}</td>
                      <td className={styles.nowrap}>{acceptedAt}</td>
                      <td>
                        <Button
                          size="small"
                          aria-label={t('browsers.removeLabel', {
                            browser: browser.browser,
                            os: browser.os,
                            dateTime: acceptedAt,
                          })}
                          onPress={() => openConfirmation(browser)}
                        >
                          {t('browsers.remove')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
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
          <p>{t('browsers.removeConfirmText', { browser: target.browser, os: target.os })}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
