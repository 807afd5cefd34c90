import { EVERY_SESSION } from '@poslovno/domain';
import { Link, useLocation } from 'react-router';
import { findScreenService } from '../../../app/screen-services';
import { SIGNED_IN_PATHS } from '../../../app/route-table';
import { useT } from '../../../i18n/i18n-context';
import { PageHeader } from '../../../ui/page-header';
import styles from './allowed-services.module.css';

/**
 * What an address of a service the session lacks opens instead of its screen (the router's
 * refusal, app/service-gate.tsx): which service it is, where the session's services are listed,
 * and how to get one.
 */
export default function ServiceUnavailablePage() {
  const t = useT();
  const { pathname } = useLocation();
  const service = findScreenService(pathname);
  // The gate refuses no screen of every session: such a screen is named by the page's own title.
  const name =
    service === EVERY_SESSION
      ? t('allowedServices.title')
      : t(`allowedServices.service.${service}`);
  return (
    <div className={styles.stack}>
      <PageHeader title={t('serviceUnavailable.title')} />
      <p className={styles.howToGet}>{t('serviceUnavailable.text', { service: name })}</p>
      <p className={styles.howToGet}>{t('allowedServices.howToGet')}</p>
      <p>
        <Link to={SIGNED_IN_PATHS.allowedServices}>
          {t('serviceUnavailable.toAllowedServices')}
        </Link>
      </p>
    </div>
  );
}
