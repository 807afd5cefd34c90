import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Label, RadioGroup } from 'react-aria-components';
import { capitalizePersonName } from '@poslovno/domain';
import { useConfig } from '../../../app/config/config-context';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { CHOICE_LIST_CLASS, ChoiceRadio } from '../../../ui/choice-radio';
import { PublicPage } from '../../../ui/public-page';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { isApiError } from '../../../api/api-client';
import { useDemoPersons } from '../../../api/demo-persons';
import { useActivateMobileToken, useMobileTokens } from '../api/mobile-token';
import { ActivationCodeForm } from './activation-code-form';
import {
  MobileTokenFailureNotice,
  describeMobileTokenFailure,
} from './mobile-token-failure-notice';
import styles from './mobile-token.module.css';
import { QrApprovalSection } from './qr-approval-section';
import { SigningInbox } from './signing-inbox';
import { SmsMessages } from './sms-messages';

/**
 * The chosen person's mobile token in this browser: activated once with a button (the seeded
 * token's first activation); after that a new key takes a reactivation's activation code, which
 * the bank asks for (REACTIVATION_REQUIRED) and which this browser's active token offers at once.
 */
function PersonDevice({ personId }: { personId: number }) {
  const t = useT();
  const headingId = useId();
  const tokens = useMobileTokens();
  const activate = useActivateMobileToken();
  const device = tokens.data?.find((candidate) => candidate.personId === personId);
  // The bank keeps an active token's key until a reactivation's code replaces it.
  const isCodeRequired =
    isApiError(activate.error) && activate.error.code === 'REACTIVATION_REQUIRED';

  return (
    <>
      <Card as="section" aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId}>{t('mobileToken.device.title')}</h2>
        {tokens.isPending ? <Spinner label={t('mobileToken.device.loading')} /> : null}
        {tokens.isError ? <MobileTokenFailureNotice error={tokens.error} /> : null}
        {tokens.isSuccess ? (
          <p>
            {device
              ? t('mobileToken.device.active', { serial: device.serial })
              : t('mobileToken.device.inactive')}
          </p>
        ) : null}
        {isCodeRequired ? (
          <Notice tone="info">
            <p>{describeMobileTokenFailure(activate.error, t)}</p>
            <p>{t('mobileToken.code.needed')}</p>
          </Notice>
        ) : null}
        {activate.isError && !isCodeRequired ? (
          <MobileTokenFailureNotice error={activate.error} />
        ) : null}
        {activate.isSuccess && activate.variables === personId ? (
          <Notice tone="success">
            <p>
              {t('mobileToken.device.activated', {
                person: capitalizePersonName(activate.data.personName),
              })}
            </p>
          </Notice>
        ) : null}
        {device || isCodeRequired ? null : (
          <div className={styles.actions}>
            <Button
              variant="primary"
              isBusy={activate.isPending}
              isDisabled={tokens.isPending}
              onPress={() => activate.mutate(personId)}
            >
              {t('mobileToken.device.activate')}
            </Button>
          </div>
        )}
      </Card>
      {device ? (
        <>
          <QrApprovalSection key={device.id} device={device} />
          <SigningInbox key={`inbox-${device.id}`} device={device} />
        </>
      ) : null}
      {/* The SMS with the code's second part, then the form that takes both parts. */}
      <SmsMessages personId={personId} />
      {device || isCodeRequired ? <ActivationCodeForm personId={personId} /> : null}
    </>
  );
}

function DemoMobileToken() {
  const t = useT();
  const persons = useDemoPersons();
  const [personId, setPersonId] = useState<number | null>(null);

  return (
    <>
      {persons.isPending ? <Spinner label={t('mobileToken.loadingPersons')} /> : null}
      {persons.isError ? (
        <ErrorNotice error={persons.error} onRetry={() => void persons.refetch()} />
      ) : null}
      {persons.isSuccess && persons.data.persons.length === 0 ? (
        <p>{t('mobileToken.noPersons')}</p>
      ) : null}
      {persons.isSuccess && persons.data.persons.length > 0 ? (
        <Card>
          <RadioGroup
            value={personId === null ? null : String(personId)}
            onChange={(value) => setPersonId(Number(value))}
            className={styles.group}
          >
            <Label className={styles.groupLabel}>{t('mobileToken.person')}</Label>
            <div className={CHOICE_LIST_CLASS}>
              {persons.data.persons.map((person) => (
                <ChoiceRadio
                  key={person.personId}
                  value={String(person.personId)}
                  title={capitalizePersonName(person.name)}
                  details={[t(`signIn.role.${person.role}`)]}
                />
              ))}
            </div>
          </RadioGroup>
        </Card>
      ) : null}
      {personId === null ? null : <PersonDevice key={personId} personId={personId} />}
    </>
  );
}

/** /mobile-token (demo only): the phone app of the mobile token, simulated in the browser. */
export default function MobileTokenPage() {
  const t = useT();
  const config = useConfig();

  return (
    <PublicPage bankName={config.bankName} languageLabels="long" width="narrow">
      <PageHeader
        title={t('mobileToken.title')}
        subtitle={config.demoMode ? <p>{t('mobileToken.intro')}</p> : undefined}
        before={<Link to="/login">{t('mobileToken.backToSignIn')}</Link>}
      />
      {config.demoMode ? (
        <DemoMobileToken />
      ) : (
        <Notice tone="info">
          <p>{t('mobileToken.unavailable')}</p>
        </Notice>
      )}
    </PublicPage>
  );
}
