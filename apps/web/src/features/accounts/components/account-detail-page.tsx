import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TAccountDetail } from '@poslovno/contract';
import {
  BALANCE_TYPES,
  capitalizePersonName,
  formatDateForLocale,
  formatIbanGrouped,
  isServiceAllowed,
} from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useSession } from '../../../app/session/session-context';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { ArrowLeftIcon, PencilIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import {
  findBalance,
  formatInterestRate,
  formatWireAmount,
  getAccountLabel,
} from '../../../lib/account-format';
import { useAccount } from '../api/get-account';
import { FactAmount, FactList } from '../../../ui/fact-list';
import styles from './account-detail.module.css';
import { AccountStatusBadge } from './account-status-badge';
import listStyles from './accounts.module.css';
import { LatestTransactions } from './latest-transactions';
import { MissingBalance } from './missing-balance';
import { RenameAccountForm } from './rename-account-form';

/** Another company's account, an account without authority and a malformed id all read as "not found". */
function isAccountNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_FAILED'))
  );
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link to="/accounts" className={styles.backLink}>
      <ArrowLeftIcon />
      {t('accountDetail.back')}
    </Link>
  );
}

function DetailSection({
  title,
  children,
  isWide = false,
}: {
  title: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={isWide ? `${styles.section} ${styles.wide}` : styles.section}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </Card>
  );
}

function AccountDetail({ account }: { account: TAccountDetail }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isRenamed, setIsRenamed] = useState(false);
  const currency = account.accountDetails.currency;
  const none = t('common.none');
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  const money = (amount: string | null, amountCurrency: string) =>
    amount === null ? (
      none
    ) : (
      <FactAmount>{formatWireAmount(amount, amountCurrency, locale) ?? none}</FactAmount>
    );
  const balances = BALANCE_TYPES.flatMap((type) => {
    const balance = findBalance(account.balances, type);
    return balance
      ? [[t(`accounts.balanceType.${type}`), money(balance.amount, balance.currency)] as const]
      : [];
  });

  function closeRename(isSaved: boolean) {
    setIsRenaming(false);
    setIsRenamed(isSaved);
  }

  return (
    <>
      <PageHeader
        before={<BackLink />}
        title={getAccountLabel(account)}
        subtitle={
          <div className={styles.subtitle}>
            <span>{formatIbanGrouped(account.accountIdentification.iban)}</span>
            <AccountStatusBadge status={account.accountDetails.status} />
          </div>
        }
        actions={
          isRenaming ? undefined : (
            <Button
              variant="secondary"
              onPress={() => {
                setIsRenamed(false);
                setIsRenaming(true);
              }}
            >
              <PencilIcon />
              {t('rename.open')}
            </Button>
          )
        }
      />
      <div className={styles.stack}>
        {isRenaming ? (
          <RenameAccountForm
            accountId={account.id}
            customerId={session.permission.customerDetails.customerId}
            currentName={account.accountDetails.personalizedNickname ?? ''}
            onClose={closeRename}
          />
        ) : null}
        {isRenamed ? <Notice tone="success">{t('rename.saved')}</Notice> : null}
        <div className={styles.sections}>
          <div className={styles.column}>
            <DetailSection title={t('accountDetail.identification')}>
              <FactList
                items={[
                  [t('accountDetail.iban'), formatIbanGrouped(account.accountIdentification.iban)],
                  [t('accountDetail.accountNumber'), account.accountIdentification.accountNumber],
                ]}
              />
            </DetailSection>
            <DetailSection title={t('accountDetail.details')}>
              <FactList
                items={[
                  [t('accountDetail.name'), account.name],
                  [t('accountDetail.currency'), currency],
                  [t('accountDetail.type'), t(`accounts.type.${account.accountDetails.type}`)],
                  [
                    t('accountDetail.status'),
                    t(`accounts.status.${account.accountDetails.status}`),
                  ],
                  [
                    t('accountDetail.openingDate'),
                    formatDateForLocale(account.openingDate, locale),
                  ],
                  [t('accountDetail.numberOfSignatures'), account.numberOfSignatures],
                  [
                    t('accountDetail.authorityLevel'),
                    t(`accounts.authority.${account.permission.authorityLevel}`),
                  ],
                ]}
              />
            </DetailSection>
          </div>
          <div className={styles.column}>
            <DetailSection title={t('accountDetail.balances')}>
              {balances.length > 0 ? (
                <FactList items={balances} />
              ) : (
                <p>
                  <MissingBalance status={account.accountDetails.status} />
                </p>
              )}
            </DetailSection>
            <DetailSection title={t('accountDetail.overdraft')}>
              <FactList
                items={[
                  [t('accountDetail.overdraftAllowed'), yesNo(account.overdraft.allowed)],
                  [t('accountDetail.overdraftAmount'), money(account.overdraft.amount, currency)],
                  [
                    t('accountDetail.overdraftExpiry'),
                    account.overdraft.expiryDate
                      ? formatDateForLocale(account.overdraft.expiryDate, locale)
                      : none,
                  ],
                  [
                    t('accountDetail.interestRate'),
                    account.overdraft.interestRate
                      ? t('accountDetail.interestRateValue', {
                          rate: formatInterestRate(account.overdraft.interestRate, locale),
                        })
                      : none,
                  ],
                ]}
              />
            </DetailSection>
          </div>
          {/* The latest transactions are the transactions area's: shown with its service only. */}
          {isServiceAllowed('TRANSACTIONS', session.allowedServices) && (
            <DetailSection title={t('transactions.latest.title')} isWide>
              <LatestTransactions accountId={account.id} />
            </DetailSection>
          )}
          <DetailSection title={t('accountDetail.authorizedPersons')} isWide>
            {account.authorizedPersons.length === 0 ? (
              <p>{t('accountDetail.noAuthorizedPersons')}</p>
            ) : (
              // Focusable, so that keyboard users can scroll the table sideways on narrow screens.
              <div
                className={listStyles.tableScroll}
                tabIndex={0}
                role="group"
                aria-label={t('accountDetail.authorizedPersons')}
              >
                <table className={listStyles.table}>
                  <caption className="visually-hidden">
                    {t('accountDetail.authorizedPersons')}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('accountDetail.person.name')}</th>
                      <th scope="col">{t('accountDetail.person.authorityLevel')}</th>
                      <th scope="col">{t('accountDetail.person.independentSignee')}</th>
                      <th scope="col">{t('accountDetail.person.mandatorySignee')}</th>
                      <th scope="col">{t('accountDetail.person.limitType')}</th>
                      <th scope="col" className={listStyles.numeric}>
                        {t('accountDetail.person.limitAmount')}
                      </th>
                      <th scope="col">{t('accountDetail.person.foreignCurrency')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {account.authorizedPersons.map((person) => (
                      <tr key={person.personName}>
                        <th scope="row">{capitalizePersonName(person.personName)}</th>
                        <td>{t(`accounts.authority.${person.authorityLevel}`)}</td>
                        <td>{yesNo(person.independentSignee)}</td>
                        <td>{yesNo(person.mandatorySignee)}</td>
                        <td>{t(`accounts.limitType.${person.limitType}`)}</td>
                        <td className={listStyles.numeric}>
                          {money(person.limitAmount, person.limitCurrency)}
                        </td>
                        <td>
                          {t(`accounts.foreignCurrency.${person.foreignCurrencyAuthorization}`)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </DetailSection>
        </div>
      </div>
    </>
  );
}

export default function AccountDetailPage() {
  const { t } = useI18n();
  const { accountId = '' } = useParams();
  const account = useAccount(accountId);

  if (account.isPending) {
    return (
      <>
        <BackLink />
        <Spinner label={t('accountDetail.loading')} />
      </>
    );
  }
  if (account.isError && isAccountNotFound(account.error)) {
    return (
      <>
        <PageHeader before={<BackLink />} title={t('accountDetail.notFound')} />
        <p>{t('accountDetail.notFoundText')}</p>
      </>
    );
  }
  if (account.isError) {
    return (
      <>
        <BackLink />
        <ErrorNotice error={account.error} onRetry={() => void account.refetch()} />
      </>
    );
  }
  return <AccountDetail account={account.data} />;
}
