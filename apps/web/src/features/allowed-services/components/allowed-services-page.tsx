import { useId } from 'react';
import { Link } from 'react-router';
import type { TServiceCode } from '@poslovno/domain';
import { MENU_AREAS } from '../../../app/shell/menu-areas';
import { useT } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { FactList } from '../../../ui/fact-list';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import { useAllowedServices, useRelationshipManager } from '../api/get-allowed-services';
import { describeServices, type TServiceEntry } from '../model/service-overview';
import styles from './allowed-services.module.css';

function ServiceCard({ entry, isAvailable }: { entry: TServiceEntry; isAvailable: boolean }) {
  const t = useT();
  const entriesId = useId();
  const name = t(`allowedServices.service.${entry.service}`);
  return (
    <li>
      <Card as="article" className={styles.service} data-service={entry.service}>
        <div className={styles.serviceHead}>
          <h3 className={styles.serviceName}>{name}</h3>
          {isAvailable ? null : (
            <StatusBadge status="CLOSED" label={t('allowedServices.notAvailable')} />
          )}
        </div>
        <p className={styles.about}>{t(`allowedServices.about.${entry.service}`)}</p>
        <p id={entriesId} className={styles.entriesLabel}>
          {t('allowedServices.menuEntries')}
        </p>
        <ul className={styles.entries} aria-labelledby={entriesId}>
          {entry.areas.map((area) => (
            <li key={area.path}>
              {isAvailable ? <Link to={area.path}>{t(area.labelKey)}</Link> : t(area.labelKey)}
            </li>
          ))}
        </ul>
      </Card>
    </li>
  );
}

/** Whom at the bank to ask for a service; nothing while it loads or when it cannot be read. */
function RelationshipManager() {
  const t = useT();
  const manager = useRelationshipManager();
  if (!manager.data) return null;
  const { firstName, lastName, branch, phone, email } = manager.data;
  return (
    <Card as="section" className={styles.manager} aria-label={t('allowedServices.manager')}>
      <h3 className={styles.managerTitle}>{t('allowedServices.manager')}</h3>
      <FactList
        items={[
          [t('allowedServices.managerName'), `${firstName} ${lastName}`],
          [t('allowedServices.managerBranch'), branch],
          [
            t('allowedServices.managerPhone'),
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>,
          ],
          [t('allowedServices.managerEmail'), <a href={`mailto:${email}`}>{email}</a>],
        ]}
      />
    </Card>
  );
}

function ServiceLists({ allowedServices }: { allowedServices: readonly TServiceCode[] }) {
  const t = useT();
  const availableId = useId();
  const unavailableId = useId();
  const { available, unavailable } = describeServices(MENU_AREAS, allowedServices);
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby={availableId}>
        <h2 id={availableId}>{t('allowedServices.available')}</h2>
        {available.length === 0 ? (
          <p>{t('allowedServices.noneAvailable')}</p>
        ) : (
          <ul className={styles.services}>
            {available.map((entry) => (
              <ServiceCard key={entry.service} entry={entry} isAvailable />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby={unavailableId}>
        <h2 id={unavailableId}>{t('allowedServices.unavailable')}</h2>
        {unavailable.length === 0 ? (
          <p>{t('allowedServices.allAvailable')}</p>
        ) : (
          <>
            <p className={styles.howToGet}>{t('allowedServices.howToGet')}</p>
            <ul className={styles.services}>
              {unavailable.map((entry) => (
                <ServiceCard key={entry.service} entry={entry} isAvailable={false} />
              ))}
            </ul>
            <RelationshipManager />
          </>
        )}
      </section>
    </div>
  );
}

/**
 * /allowed-services (000 §2, account management): the services of this session as the menu uses
 * them, each in a sentence with the menu entries it opens, then the product's services the session
 * does not have and how to get them. Every session reaches it, whatever its services.
 */
export default function AllowedServicesPage() {
  const t = useT();
  const services = useAllowedServices();
  return (
    <>
      <PageHeader
        title={t('allowedServices.title')}
        subtitle={<p>{t('allowedServices.subtitle')}</p>}
      />
      {services.isPending ? <Spinner label={t('allowedServices.loading')} /> : null}
      {services.isError ? (
        <ErrorNotice error={services.error} onRetry={() => void services.refetch()} />
      ) : null}
      {services.data ? <ServiceLists allowedServices={services.data.allowedServices} /> : null}
    </>
  );
}
