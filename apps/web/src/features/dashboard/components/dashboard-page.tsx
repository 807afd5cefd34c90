import { useSession } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { Grid, GridItem } from '../../../ui/grid';
import { PageHeader } from '../../../ui/page-header';
import { LatestTransactionsCard } from './latest-transactions-card';
import { StatementNotificationsCard } from './statement-notifications-card';
import { StatisticsCard } from './statistics-card';
import { UnauthorizedCard } from './unauthorized-card';

/** 000 §6: level 1 enters orders only; such a person has nothing to sign. */
const ENTER_ONLY_LEVEL = 1;

/**
 * /dashboard (000 §2), the start page: what waits for the person first (orders to sign, new
 * statements), then the latest money in and out, then the months. Each card loads, fails and
 * retries on its own. The invoices and notices and the inbox messages of 000 §2 join the grid
 * with their own issues; until then nothing stands in for them.
 */
export default function DashboardPage() {
  const t = useT();
  const session = useSession();
  const canSign = session.permission.authorizationLevel !== ENTER_ONLY_LEVEL;
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={session.permission.customerDetails.name} />
      <Grid>
        {canSign ? (
          <GridItem lg={6}>
            <UnauthorizedCard />
          </GridItem>
        ) : null}
        <GridItem lg={canSign ? 6 : 12}>
          <StatementNotificationsCard />
        </GridItem>
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
