import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TStatement, TStatementNotifications } from '@poslovno/contract';
import { formatDateForLocale, getAccountDisplayLabel, getZagrebWallClock } from '@poslovno/domain';
import { useConfig } from '../../../app/config/config-context';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notifications';
import { dashboardQueryKeys } from '../api/dashboard-query-keys';
import { useStatementNotifications } from '../api/get-statement-notifications';
import { buildStatementsPath } from '../model/dashboard-links';
import { listNotifiedStatements, removeNotifiedStatement } from '../model/statement-notifications';
import { DashboardCard, QueryContent } from './dashboard-card';
import styles from './dashboard.module.css';
import { getBankToday } from '../../../lib/bank-clock';

/** The newest statements offered here; the rest wait on the statements screen. */
const ITEMS_SHOWN = 5;

function describeNumber(statement: TStatement, t: TTranslate): string {
  if (statement.type !== 'INTRADAY')
    return t('statements.number', { number: statement.number, year: statement.year });
  const time = statement.cutOffAt
    ? getZagrebWallClock(new Date(statement.cutOffAt)).time.slice(0, 5)
    : '';
  return t('statements.intradayNumber', { number: statement.number, time });
}

function describeAccount(statement: TStatement, t: TTranslate): string {
  if (!statement.account)
    return t('statements.group', {
      currency: statement.currency,
      count: statement.groupAccounts.length,
    });
  return getAccountDisplayLabel(statement.account);
}

function StatementItem({
  statement,
  onDownloaded,
}: {
  statement: TStatement;
  onDownloaded: (statementId: string) => void;
}) {
  const { t, locale } = useI18n();
  const { download, isDownloading } = useFileDownload(apiRoutes.postStatementsDownload);
  const values = {
    account: describeAccount(statement, t),
    type: t(`statements.type.${statement.type}`),
    number: describeNumber(statement, t),
    date: formatDateForLocale(statement.statementDate, locale),
  };
  return (
    <li className={styles.item}>
      <span className={styles.itemMain}>
        <span className={styles.itemTitle}>{values.account}</span>
        <span className={styles.itemMeta}>{t('dashboard.statements.describe', values)}</span>
      </span>
      <span className={styles.itemSide}>
        <Button
          size="small"
          isBusy={isDownloading}
          aria-label={t('dashboard.statements.pdfLabel', values)}
          onPress={() =>
            download(
              { body: { statementIds: [statement.id], format: 'PDF' } },
              {
                onSuccess: (fileName) => {
                  notify({ tone: 'success', title: t('statements.downloaded', { fileName }) });
                  onDownloaded(statement.id);
                },
                onError: (error) => notify({ tone: 'error', title: error.message }),
              },
            )
          }
        >
          {t('statements.pdf')}
        </Button>
      </span>
    </li>
  );
}

/**
 * After a download the statement leaves the list at once (it is downloaded now) and the statements
 * area refreshes. Focus moves to the item that took its place, or to the heading when none is left,
 * so a keyboard user downloading one after another stays in the list.
 */
function useRemoveDownloaded(numberOfDays: number, listed: readonly TStatement[]) {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<{ index: number; removedId: string } | null>(null);

  useEffect(() => {
    // The cache tells its observers a moment later: wait until the item has left the list.
    const pending = pendingFocus.current;
    if (!pending || listed.some((statement) => statement.id === pending.removedId)) return;
    pendingFocus.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(pending.index, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
  }, [listed]);

  function removeDownloaded(statementId: string, index: number) {
    queryClient.setQueryData<TStatementNotifications>(
      dashboardQueryKeys.statementNotifications(numberOfDays),
      (current) => (current ? removeNotifiedStatement(current, statementId) : current),
    );
    pendingFocus.current = { index, removedId: statementId };
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.statementsRoot });
  }

  return { listRef, headingRef, removeDownloaded };
}

/** 000 §7: statements not downloaded yet, each downloadable as a PDF from here. */
export function StatementNotificationsCard() {
  const { t } = useI18n();
  const days = useConfig().dashboard.statementNotificationsDays;
  const notifications = useStatementNotifications();
  const statements = useMemo(
    () => (notifications.data ? listNotifiedStatements(notifications.data) : []),
    [notifications.data],
  );
  const shown = statements.slice(0, ITEMS_SHOWN);
  const { listRef, headingRef, removeDownloaded } = useRemoveDownloaded(days, statements);
  const today = getBankToday();
  return (
    <DashboardCard
      title={t('dashboard.statements.title')}
      description={
        notifications.data
          ? t('dashboard.statements.count', { count: statements.length })
          : undefined
      }
      headingRef={headingRef}
      testId="dashboard-statements"
      footer={<Link to={buildStatementsPath(today, days)}>{t('dashboard.statements.all')}</Link>}
    >
      <QueryContent
        query={notifications}
        isEmpty={() => statements.length === 0}
        emptyText={t('dashboard.statements.empty', { days })}
      >
        {() => (
          <ul className={styles.list} ref={listRef}>
            {shown.map((statement, index) => (
              <StatementItem
                key={statement.id}
                statement={statement}
                onDownloaded={(statementId) => removeDownloaded(statementId, index)}
              />
            ))}
          </ul>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
