import { useId } from 'react';
import type { TMobileTokenRequest } from '@poslovno/contract';
import {
  formatDateForLocale,
  formatDecimalForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  type TLocale,
} from '@poslovno/domain';
import { useI18n, useT, type TTranslate } from '../../../i18n/i18n-context';
import { getOrderTypeLabelKey } from '../../../signing/order-labels';
import { describeSignedFields } from '../../../signing/signed-fields';
import type { TDeviceRecord } from '../../../lib/device-keys';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { useApproveSigning, useSigningInbox } from '../api/mobile-token';
import { MobileTokenFailureNotice } from './mobile-token-failure-notice';
import { FactAmount, FactList, type TFact } from '../../../ui/fact-list';
import styles from './mobile-token.module.css';

/** Accounts are IBANs; anything else is shown as it came. */
function formatAccount(account: string): string {
  return /^[A-Z]{2}\d{2}/i.test(account.trim()) ? formatIbanGrouped(account) : account;
}

interface TSigningRequestProps {
  request: TMobileTokenRequest;
  isApproving: boolean;
  isDisabled: boolean;
  onApprove: () => void;
}

/** The order-level facts a request has: an order without an account or a date shows none of them. */
function listOrderFacts(request: TMobileTokenRequest, t: TTranslate, locale: TLocale): TFact[] {
  const facts: TFact[] = [];
  if (request.debtorAccount !== '')
    facts.push([t('mobileToken.inbox.debtorAccount'), formatAccount(request.debtorAccount)]);
  if (request.executionDate !== '')
    facts.push([
      t('mobileToken.inbox.executionDate'),
      formatDateForLocale(request.executionDate, locale),
    ]);
  facts.push([t('mobileToken.inbox.expiresAt'), formatInstantForLocale(request.expiresAt, locale)]);
  return facts;
}

/**
 * What the token shows before it signs: the order's type, its account and date where it has them,
 * every amount and payee, and what an order without an amount binds, field by field, in the same
 * words as the signing dialog ("Marketinška komunikacija: isključeno").
 */
function SigningRequest({ request, isApproving, isDisabled, onApprove }: TSigningRequestProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className={styles.request}>
        <h3 id={headingId}>{t(getOrderTypeLabelKey(request.orderType))}</h3>
        <FactList items={listOrderFacts(request, t, locale)} />
        {request.fields.length > 0 ? (
          <FactList items={describeSignedFields(request.fields, t)} />
        ) : null}
        {request.items.length > 0 ? (
          <ul className={styles.items}>
            {request.items.map((item, index) => (
              <li key={index} className={styles.item}>
                <FactList
                  items={[
                    [
                      t('mobileToken.inbox.amount'),
                      <FactAmount key="amount">
                        {formatDecimalForLocale(item.amount, locale)} {item.currency}
                      </FactAmount>,
                    ],
                    [t('mobileToken.inbox.creditorName'), item.creditorName],
                    [t('mobileToken.inbox.creditorAccount'), formatAccount(item.creditorAccount)],
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            isBusy={isApproving}
            isDisabled={isDisabled}
            onPress={onApprove}
          >
            {t('mobileToken.inbox.approve')}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** The pending signing requests of the token, checked every 3 seconds while the page is open. */
export function SigningInbox({ device }: { device: TDeviceRecord }) {
  const t = useT();
  const headingId = useId();
  const inbox = useSigningInbox(device);
  const approve = useApproveSigning(device);
  const approvingId = approve.isPending ? approve.variables.id : undefined;

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('mobileToken.inbox.title')}</h2>
      {inbox.isPending ? <Spinner label={t('mobileToken.inbox.loading')} /> : null}
      {inbox.isError ? <MobileTokenFailureNotice error={inbox.error} /> : null}
      {approve.isError ? <MobileTokenFailureNotice error={approve.error} /> : null}
      {approve.isSuccess ? (
        <Notice tone="success">
          <p>{t('mobileToken.inbox.approved')}</p>
        </Notice>
      ) : null}
      {inbox.data?.requests.length === 0 ? (
        <p className={styles.muted}>{t('mobileToken.inbox.empty')}</p>
      ) : null}
      {inbox.data && inbox.data.requests.length > 0 ? (
        <ul className={styles.requests}>
          {inbox.data.requests.map((request) => (
            <SigningRequest
              key={request.id}
              request={request}
              isApproving={approvingId === request.id}
              isDisabled={approvingId !== undefined && approvingId !== request.id}
              onApprove={() => approve.mutate(request)}
            />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
