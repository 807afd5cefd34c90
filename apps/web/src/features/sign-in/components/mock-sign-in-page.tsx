import { useNavigate } from 'react-router';
import { capitalizePersonName } from '@poslovno/domain';
import { useConfig } from '../../../app/config/config-context';
import { useSessionState } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { PublicPage } from '../../../ui/public-page';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useDemoPersons } from '../../../api/demo-persons';
import { useMockSignIn, type TMockSignInRequest } from '../api/post-mock-login';
import { LogoutReasonNotice } from './logout-reason-notice';
import styles from './mock-sign-in-page.module.css';

function isSameRequest(a: TMockSignInRequest | undefined, b: TMockSignInRequest): boolean {
  return a?.personId === b.personId && a.customerId === b.customerId;
}

/** /login/mock: the demo bank's sign-in, one button per person and company. */
export default function MockSignInPage() {
  const t = useT();
  const config = useConfig();
  const navigate = useNavigate();
  const { startSession } = useSessionState();
  const persons = useDemoPersons();
  const signIn = useMockSignIn();

  function handleSignIn(request: TMockSignInRequest) {
    signIn.mutate(request, {
      onSuccess: (created) => {
        void startSession(created).then(() => navigate('/', { replace: true }));
      },
    });
  }

  return (
    <PublicPage bankName={config.bankName} languageLabels="short" width="wide">
      <PageHeader
        title={t('signIn.title')}
        subtitle={<p className={styles.intro}>{t('signIn.intro')}</p>}
      />
      <LogoutReasonNotice />
      {signIn.isError ? <ErrorNotice error={signIn.error} /> : null}
      {persons.isPending ? <Spinner label={t('signIn.loadingPersons')} /> : null}
      {persons.isError ? (
        <ErrorNotice error={persons.error} onRetry={() => void persons.refetch()} />
      ) : null}
      {persons.isSuccess && persons.data.persons.length === 0 ? (
        <p>{t('signIn.noPersons')}</p>
      ) : null}
      {persons.isSuccess && persons.data.persons.length > 0 ? (
        <ul className={styles.persons} aria-label={t('signIn.personsLabel')}>
          {persons.data.persons.map((person) => (
            <li key={person.personId}>
              <Card className={styles.person}>
                <div className={styles.personHeader}>
                  <h2>{capitalizePersonName(person.name)}</h2>
                  <p className={styles.role}>{t(`signIn.role.${person.role}`)}</p>
                </div>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('signIn.personId')}</dt>
                    <dd>{person.personId}</dd>
                  </div>
                </dl>
                <ul className={styles.companies}>
                  {person.companies.map((company) => {
                    const request = { personId: person.personId, customerId: company.customerId };
                    return (
                      <li key={company.customerId} className={styles.company}>
                        <dl className={styles.facts}>
                          <div>
                            <dt>{t('signIn.customerId')}</dt>
                            <dd>{company.customerId}</dd>
                          </div>
                        </dl>
                        <Button
                          variant="primary"
                          onPress={() => handleSignIn(request)}
                          isBusy={signIn.isPending && isSameRequest(signIn.variables, request)}
                          isDisabled={signIn.isPending && !isSameRequest(signIn.variables, request)}
                        >
                          {t('signIn.signInTo', { company: company.name })}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </PublicPage>
  );
}
