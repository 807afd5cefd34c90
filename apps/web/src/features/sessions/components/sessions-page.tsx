import { formatInstantForLocale } from '@poslovno/domain';
import { useId, useState, type ReactNode } from 'react';
import type { TSessionHistoryEntry } from '@poslovno/contract';
import { useSessionState } from '../../../app/session/session-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useEndSession } from '../api/delete-session';
import { useCustomerActivities } from '../api/get-customer-activities';
import { useSessionHistory } from '../api/get-sessions';
import { getEndReasonKey, joinPages } from '../session-format';
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
  return {
    dateTime: (instant: string) => formatInstantForLocale(instant, locale),
    browserOnOs: (entry: Pick<TSessionHistoryEntry, 'browser' | 'os'>) =>
      t('sessions.browserOnOs', { browser: entry.browser, os: entry.os }),
    orNone: (value: string | null) => value ?? t('common.none'),
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

interface TSessionsTableProps {
  entries: readonly TSessionHistoryEntry[];
  onEnd: (entry: TSessionHistoryEntry) => void;
}

function SessionsTable({ entries, onEnd }: TSessionsTableProps) {
  const { t } = useI18n();
  const text = useSessionTexts();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="sessions-table">
        <caption className="visually-hidden">{t('sessions.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sessions.startedAt')}</th>
            <th scope="col">{t('sessions.lastActivityAt')}</th>
            <th scope="col">{t('sessions.state')}</th>
            <th scope="col">{t('sessions.loginType')}</th>
            <th scope="col">{t('sessions.ipAddress')}</th>
            <th scope="col">{t('sessions.deviceType')}</th>
            <th scope="col">{t('sessions.browserAndOs')}</th>
            <th scope="col">{t('sessions.channel')}</th>
            <th scope="col">{t('sessions.page')}</th>
            <th scope="col">{t('sessions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const startedAt = text.dateTime(entry.createdAt);
            return (
              <tr key={entry.id} data-current={entry.isCurrent || undefined}>
                <th scope="row">
                  <div className={styles.cellStack}>
                    <span className={styles.nowrap}>{startedAt}</span>
                    {entry.isCurrent ? (
                      <span className={styles.marker}>{t('sessions.thisSession')}</span>
                    ) : null}
                  </div>
                </th>
                <td className={styles.nowrap}>{text.dateTime(entry.lastActivityAt)}</td>
                <td>
                  <SessionState entry={entry} />
                </td>
                <td>{t(`sessions.loginType.${entry.loginType}`)}</td>
                <td className={styles.nowrap}>{text.orNone(entry.ipAddress)}</td>
                <td>{t(`sessions.deviceType.${entry.deviceType}`)}</td>
                <td>{text.browserOnOs(entry)}</td>
                <td>{entry.channel}</td>
                <td>{text.orNone(entry.page)}</td>
                <td>
                  {entry.endedAt === null ? (
                    <Button
                      size="small"
                      aria-label={t('sessions.endLabel', { dateTime: startedAt })}
                      onPress={() => onEnd(entry)}
                    >
                      {t('sessions.end')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SessionHistory() {
  const { t } = useI18n();
  const text = useSessionTexts();
  const { signOut } = useSessionState();
  const history = useSessionHistory();
  const endSession = useEndSession();
  const [target, setTarget] = useState<TSessionHistoryEntry | null>(null);
  const [isEnded, setIsEnded] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);

  const pages = history.data?.pages ?? [];
  const current = pages[0]?.session;
  const entries = joinPages(
    pages.map((page) => page.sessionDataHistory),
    (entry) => entry.id,
  );

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
      {history.isPending ? <Spinner label={t('sessions.loading')} /> : null}
      {history.isError && !history.isFetchNextPageError ? (
        <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />
      ) : null}
      {current ? (
        <Section title={t('sessions.current.title')}>
          <CurrentSessionSummary entry={current} />
        </Section>
      ) : null}
      {history.data ? (
        <Section title={t('sessions.history.title')}>
          {isEnded ? <Notice tone="success">{t('sessions.ended')}</Notice> : null}
          {entries.length === 0 ? (
            <p>{t('sessions.empty')}</p>
          ) : (
            <SessionsTable entries={entries} onEnd={openConfirmation} />
          )}
          {history.isFetchNextPageError ? (
            <ErrorNotice error={history.error} onRetry={() => void history.fetchNextPage()} />
          ) : null}
          {history.hasNextPage ? (
            <div className={styles.more}>
              <Button
                onPress={() => void history.fetchNextPage()}
                isBusy={history.isFetchingNextPage}
              >
                {t('sessions.loadMore')}
              </Button>
            </div>
          ) : null}
        </Section>
      ) : null}
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

function CustomerActivities() {
  const { t } = useI18n();
  const text = useSessionTexts();
  const activities = useCustomerActivities();
  const rows = activities.data?.pages.flatMap((page) => page.activities) ?? [];

  return (
    <Section title={t('sessions.activity.title')}>
      {activities.isPending ? <Spinner label={t('sessions.activity.loading')} /> : null}
      {activities.isError && !activities.isFetchNextPageError ? (
        <ErrorNotice error={activities.error} onRetry={() => void activities.refetch()} />
      ) : null}
      {activities.data && rows.length === 0 ? <p>{t('sessions.activity.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="activities-table">
            <caption className="visually-hidden">{t('sessions.activity.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sessions.activity.kind')}</th>
                <th scope="col">{t('sessions.activity.occurredAt')}</th>
                <th scope="col">{t('sessions.activity.page')}</th>
                <th scope="col">{t('sessions.ipAddress')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((activity, index) => (
                <tr key={`${activity.sessionId}:${activity.occurredAt}:${activity.kind}:${index}`}>
                  <th scope="row">{t(`sessions.activity.kind.${activity.kind}`)}</th>
                  <td className={styles.nowrap}>{text.dateTime(activity.occurredAt)}</td>
                  <td>{text.orNone(activity.page)}</td>
                  <td className={styles.nowrap}>{text.orNone(activity.ipAddress)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {activities.isFetchNextPageError ? (
        <ErrorNotice error={activities.error} onRetry={() => void activities.fetchNextPage()} />
      ) : null}
      {activities.hasNextPage ? (
        <div className={styles.more}>
          <Button
            onPress={() => void activities.fetchNextPage()}
            isBusy={activities.isFetchingNextPage}
          >
            {t('sessions.loadMore')}
          </Button>
        </div>
      ) : null}
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
