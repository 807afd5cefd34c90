import { Link } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { getButtonClassName } from '../../../ui/button';
import { Grid, GridItem } from '../../../ui/grid';
import { PageHeader } from '../../../ui/page-header';
import { BalancesCard } from './balances-card';
import { BasketsCard, useDashboardBaskets } from './baskets-card';
import { BulkPaymentsCard, useDashboardBulkCount } from './bulk-payments-card';
import styles from './dashboard.module.css';
import { LatestTransactionsCard } from './latest-transactions-card';
import { StatementNotificationsCard } from './statement-notifications-card';
import { StatisticsCard } from './statistics-card';
import { UnauthorizedCard } from './unauthorized-card';

/** 000 §6: level 1 enters orders only; such a person has nothing to sign. */
const ENTER_ONLY_LEVEL = 1;
/** 000 §6: level 2 authorises only; such a person enters no payment. */
const AUTHORISE_ONLY_LEVEL = 2;

/** The two ways to start a payment, where the person looks first (issue 21). */
function QuickActions({ hasTemplates }: { hasTemplates: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t('dashboard.actions.label')} className={styles.quickActions}>
      <Link to="/payment" className={getButtonClassName({ variant: 'primary' })}>
        {t('dashboard.actions.newPayment')}
      </Link>
      {hasTemplates ? (
        <Link to="/templates" className={getButtonClassName()}>
          {t('dashboard.actions.fromTemplate')}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * /dashboard (000 §2), the start page: the balances, then what waits for the person (orders to
 * sign, new statements), then the latest money in and out, then the months. Each card loads, fails
 * and retries on its own. The invoices and notices and the inbox messages of 000 §2 join the grid
 * with their own issues; until then nothing stands in for them.
 */
export default function DashboardPage() {
  const t = useT();
  const session = useSession();
  const canSign = session.permission.authorizationLevel !== ENTER_ONLY_LEVEL;
  const canEnter =
    session.permission.authorizationLevel !== AUTHORISE_ONLY_LEVEL &&
    session.allowedServices.includes('PAYMENTS');
  // New statements are offered for download: the statements' service, which the server gates.
  const hasStatements = session.allowedServices.includes('STATEMENTS');
  // The baskets are the payments' service on the server and an area of their own in the menu.
  const baskets = useDashboardBaskets(
    session.allowedServices.includes('BASKETS') && session.allowedServices.includes('PAYMENTS'),
  );
  // 000 §9: the files waiting for signatures, with the bulk payments' own service.
  const bulkCount = useDashboardBulkCount(session.allowedServices.includes('BULK_PAYMENTS'));
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={session.permission.customerDetails.name}
        actions={
          canEnter ? (
            <QuickActions hasTemplates={session.allowedServices.includes('TEMPLATES')} />
          ) : undefined
        }
      />
      <Grid>
        <GridItem>
          <BalancesCard />
        </GridItem>
        {baskets.length > 0 ? (
          <GridItem>
            <BasketsCard items={baskets} />
          </GridItem>
        ) : null}
        {bulkCount > 0 ? (
          <GridItem>
            <BulkPaymentsCard count={bulkCount} />
          </GridItem>
        ) : null}
        {canSign ? (
          <GridItem lg={hasStatements ? 6 : 12}>
            <UnauthorizedCard />
          </GridItem>
        ) : null}
        {hasStatements ? (
          <GridItem lg={canSign ? 6 : 12}>
            <StatementNotificationsCard />
          </GridItem>
        ) : null}
        <GridItem lg={6}>
          <LatestTransactionsCard direction="CREDIT" />
        </GridItem>
        <GridItem lg={6}>
          <LatestTransactionsCard direction="DEBIT" />
        </GridItem>
        <GridItem>
          <StatisticsCard />
        </GridItem>
      </Grid>
    </>
  );
}
