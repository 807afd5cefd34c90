import { formatIbanGrouped, formatInstantForLocale } from '@poslovno/domain';
import { useId, useState, type ReactNode } from 'react';
import type { TSessionHistoryEntry } from '@poslovno/contract';
import { useAccounts } from '../../../api/accounts';
import { useSessionState } from '../../../app/session/session-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useEndSession } from '../api/delete-session';
import {
  getActivityKey,
  useCustomerActivities,
  type TCustomerActivity,
} from '../api/get-customer-activities';
import { getSessionKey, useSessionHistory } from '../api/get-sessions';
import { readPageName } from '../page-names';
import { getEndReasonKey, nameSoftware } from '../session-format';
import styles from './sessions.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function useSessionTexts() {
  const { t, locale } = useI18n();
  // An account's page is named by its IBAN, which the person's own accounts list gives.
  const accounts = useAccounts().data?.accounts;
  function describePage(path: string | null): string {
    if (path === null) return t('common.none');
    const name = readPageName(path);
    switch (name.kind) {
      case 'title':
        return t(name.key);
      case 'account': {
        const account = accounts?.find((candidate) => candidate.id === name.accountId);
        return account
          ? t('sessions.pageName.account', {
              iban: formatIbanGrouped(account.accountIdentification.iban),
            })
          : t('sessions.pageName.accountUnknown');
      }
      case 'path':
        return name.path;
    }
  }
  return {
    dateTime: (instant: string) => formatInstantForLocale(instant, locale),
    browserOnOs: (entry: Pick<TSessionHistoryEntry, 'browser' | 'os'>) =>
      t('sessions.browserOnOs', {
        browser: nameSoftware(entry.browser, t),
        os: nameSoftware(entry.os, t),
      }),
    orNone: (value: string | null) => value ?? t('common.none'),
    page: describePage,
  };
}

function CurrentSessionSummary({ entry }: { entry: TSessionHistoryEntry }) {
  const { t } = useI18n();
  const text = useSessionTexts();
  const facts: readonly (readonly [string, string])[] = [
    [t('sessions.startedAt'), text.dateTime(entry.createdAt)],
    [t('sessions.lastActivityAt'), text.dateTime(entry.lastActivityAt)],
    [t('sessions.loginType'), t(`sessions.loginType.${entry.loginType}`)],
    [t('sessions.ipAddress'), text.orNone(entry.ipAddress)],
    [t('sessions.deviceType'), t(`sessions.deviceType.${entry.deviceType}`)],
    [t('sessions.browserAndOs'), text.browserOnOs(entry)],
    [t('sessions.channel'), entry.channel],
  ];
  return (
    <Card>
      <dl className={styles.facts} data-testid="current-session">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function SessionState({ entry }: { entry: TSessionHistoryEntry }) {
  const { t } = useI18n();
  const text = useSessionTexts();
  if (entry.endedAt === null)
    return <span className={styles.active}>{t('sessions.state.active')}</span>;
  const reasonKey = getEndReasonKey(entry.endReason);
  return (
    <div className={styles.cellStack}>
      <span>{t('sessions.state.ended', { dateTime: text.dateTime(entry.endedAt) })}</span>
      {entry.endReason ? (
        <span className={styles.muted}>{reasonKey ? t(reasonKey) : entry.endReason}</span>
      ) : null}
    </div>
  );
}

type TSessionTexts = ReturnType<typeof useSessionTexts>;

/**
 * Six columns, so the history fits a 1280 px screen with "end session" in view (issue 21): what
 * belongs together shares a cell, the detail under the main value.
 */
function buildSessionColumns(
  t: TTranslate,
  text: TSessionTexts,
  onEnd: (entry: TSessionHistoryEntry) => void,
): TDataTableColumn<TSessionHistoryEntry>[] {
  return [
    {
      id: 'session',
      header: t('sessions.session'),
      isRowHeader: true,
      cell: (entry) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{text.dateTime(entry.createdAt)}</span>
          <span className={styles.muted}>
            {t('sessions.lastActivityAtValue', { dateTime: text.dateTime(entry.lastActivityAt) })}
          </span>
          {entry.isCurrent ? (
            <span className={styles.marker}>{t('sessions.thisSession')}</span>
          ) : null}
        </div>
      ),
    },
    { id: 'state', header: t('sessions.state'), cell: (entry) => <SessionState entry={entry} /> },
    {
      id: 'signIn',
      header: t('sessions.signIn'),
      cell: (entry) => (
        <div className={styles.cellStack}>
          <span>{t(`sessions.loginType.${entry.loginType}`)}</span>
          <span className={styles.muted}>{entry.channel}</span>
        </div>
      ),
    },
    {
      id: 'device',
      header: t('sessions.device'),
      cell: (entry) => (
        <div className={styles.cellStack}>
          <span>
            {t('sessions.deviceSummary', {
              deviceType: t(`sessions.deviceType.${entry.deviceType}`),
              browserOnOs: text.browserOnOs(entry),
            })}
          </span>
          <span className={styles.muted}>{text.orNone(entry.ipAddress)}</span>
        </div>
      ),
    },
    { id: 'page', header: t('sessions.page'), cell: (entry) => text.page(entry.page) },
    {
      id: 'actions',
      header: t('sessions.actions'),
      cell: (entry) =>
        entry.endedAt === null ? (
          <Button
            size="small"
            className={styles.nowrap}
            aria-label={t('sessions.endLabel', { dateTime: text.dateTime(entry.createdAt) })}
            onPress={() => onEnd(entry)}
          >
            {t('sessions.end')}
          </Button>
        ) : null,
    },
  ];
}

const isCurrentSession = (entry: TSessionHistoryEntry) => entry.isCurrent;

function SessionHistory() {
  const { t } = useI18n();
  const text = useSessionTexts();
  const { signOut } = useSessionState();
  const history = useSessionHistory();
  const endSession = useEndSession();
  const [target, setTarget] = useState<TSessionHistoryEntry | null>(null);
  const [isEnded, setIsEnded] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const current = history.firstPage?.session;

  function openConfirmation(entry: TSessionHistoryEntry) {
    endSession.reset();
    setIsEnded(false);
    setTarget(entry);
  }

  function confirmEnd() {
    if (!target) return;
    if (target.isCurrent) {
      setIsSigningOut(true);
      void signOut('signedOut');
      return;
    }
    endSession.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        setIsEnded(true);
      },
    });
  }

  return (
    <>
      {current ? (
        <Section title={t('sessions.current.title')}>
          <CurrentSessionSummary entry={current} />
        </Section>
      ) : null}
      <Section title={t('sessions.history.title')}>
        {isEnded ? <Notice tone="success">{t('sessions.ended')}</Notice> : null}
        <DataTable
          label={t('sessions.history.caption')}
          columns={buildSessionColumns(t, text, openConfirmation)}
          rows={history.items}
          getRowKey={getSessionKey}
          isCurrentRow={isCurrentSession}
          isLoading={history.isLoading}
          error={history.error}
          onRetry={history.retry}
          emptyText={t('sessions.empty')}
          hasMore={history.hasMore}
          onLoadMore={history.loadMore}
          isLoadingMore={history.isLoadingMore}
        />
      </Section>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('sessions.endConfirmTitle')}
        confirmLabel={t('sessions.end')}
        cancelLabel={t('sessions.cancel')}
        onConfirm={confirmEnd}
        onCancel={() => setTarget(null)}
        isBusy={endSession.isPending || isSigningOut}
        error={endSession.isError ? endSession.error : undefined}
      >
        {target ? (
          <p>
            {target.isCurrent
              ? t('sessions.endCurrentConfirmText')
              : t('sessions.endConfirmText', {
                  dateTime: text.dateTime(target.createdAt),
                  browserOnOs: text.browserOnOs(target),
                })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function buildActivityColumns(
  t: TTranslate,
  text: TSessionTexts,
): TDataTableColumn<TCustomerActivity>[] {
  return [
    {
      id: 'kind',
      header: t('sessions.activity.kind'),
      isRowHeader: true,
      cell: (activity) => t(`sessions.activity.kind.${activity.kind}`),
    },
    {
      id: 'occurredAt',
      header: t('sessions.activity.occurredAt'),
      cell: (activity) => (
        <span className={styles.nowrap}>{text.dateTime(activity.occurredAt)}</span>
      ),
    },
    {
      id: 'page',
      header: t('sessions.activity.page'),
      cell: (activity) => text.page(activity.page),
    },
    {
      id: 'ipAddress',
      header: t('sessions.ipAddress'),
      cell: (activity) => <span className={styles.nowrap}>{text.orNone(activity.ipAddress)}</span>,
    },
  ];
}

function CustomerActivities() {
  const { t } = useI18n();
  const text = useSessionTexts();
  const activities = useCustomerActivities();
  return (
    <Section title={t('sessions.activity.title')}>
      <DataTable
        label={t('sessions.activity.caption')}
        columns={buildActivityColumns(t, text)}
        rows={activities.items}
        getRowKey={getActivityKey}
        isLoading={activities.isLoading}
        error={activities.error}
        onRetry={activities.retry}
        emptyText={t('sessions.activity.empty')}
        hasMore={activities.hasMore}
        onLoadMore={activities.loadMore}
        isLoadingMore={activities.isLoadingMore}
      />
    </Section>
  );
}

/** /sessions (000 §2): the current session, the history with "end session", and the activities. */
export default function SessionsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('sessions.title')} subtitle={<p>{t('sessions.subtitle')}</p>} />
      <div className={styles.stack}>
        <SessionHistory />
        <CustomerActivities />
      </div>
    </>
  );
}
