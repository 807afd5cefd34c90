import { useId } from 'react';
import { Link } from 'react-router';
import type {
  TAuthorizedPersonEntry,
  TManagedAccount,
  TPersonAccountAuthority,
} from '@poslovno/contract';
import { formatIbanGrouped, isSigningAuthority } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { formatAuthorityLimitAmount } from '../../../signing/authority-change-words';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { getLoginLevelKey, hasAnyAuthority } from '../model/person-filter';
import styles from './account-management.module.css';

/** Where a person's card leads: the change of their authority, or its revocation. */
export interface TPersonActions {
  onChange: (person: TAuthorizedPersonEntry) => void;
  onRevoke: (person: TAuthorizedPersonEntry) => void;
}

function AccountCell({ account }: { account: TManagedAccount | undefined }) {
  const { t } = useI18n();
  if (!account) return null;
  const facts = [
    t('accountManagement.account.signatures', { count: account.numberOfSignatures }),
    ...(account.status === 'BLOCKED' ? [t('accountManagement.account.blocked')] : []),
  ];
  return (
    <>
      <span className={styles.accountName}>
        {account.label}
        <span className={styles.accountFacts}> · {facts.join(' · ')}</span>
      </span>
      <span className={styles.accountMeta}>{formatIbanGrouped(account.iban)}</span>
    </>
  );
}

function AuthorityRow({
  line,
  account,
  t,
}: {
  line: TPersonAccountAuthority;
  account: TManagedAccount | undefined;
  t: TTranslate;
}) {
  const { locale } = useI18n();
  const none = t('common.none');
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  const hasAuthority = line.authorityLevel !== 'NONE';
  const signs = isSigningAuthority(line.authorityLevel);
  const hasAmount = signs && line.limitType !== 'NO_LIMIT' && line.limitAmount !== null;
  return (
    <tr data-account={line.accountId} data-level={line.authorityLevel}>
      <th scope="row" className={styles.accountCell}>
        <AccountCell account={account} />
      </th>
      <td>{t(`accounts.authority.${line.authorityLevel}`)}</td>
      <td>{signs ? t(`accounts.limitType.${line.limitType}`) : none}</td>
      <td className={styles.numeric}>
        {hasAmount && line.limitAmount !== null
          ? formatAuthorityLimitAmount(line.limitAmount, locale)
          : none}
      </td>
      <td>{hasAuthority ? yesNo(line.independentSignee) : none}</td>
      <td>{hasAuthority ? yesNo(line.mandatorySignee) : none}</td>
      <td>
        {hasAuthority ? t(`accounts.foreignCurrency.${line.foreignCurrencyAuthorization}`) : none}
      </td>
    </tr>
  );
}

/** One person's authority on each account shown, in the account list's order. */
function AuthorityTable({
  person,
  accounts,
}: {
  person: TAuthorizedPersonEntry;
  accounts: ReadonlyMap<string, TManagedAccount>;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          {t('accountManagement.person.tableLabel', { name: person.personName })}
        </caption>
        {/* The same widths in every person's table, so the columns line up down the page. */}
        <colgroup>
          <col className={styles.colAccount} />
          <col className={styles.colLevel} />
          <col className={styles.colLimitType} />
          <col className={styles.colAmount} />
          <col className={styles.colFlag} />
          <col className={styles.colFlag} />
          <col className={styles.colCurrencies} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('accountManagement.column.account')}</th>
            <th scope="col">{t('accountManagement.column.level')}</th>
            <th scope="col">{t('accountManagement.column.limitType')}</th>
            <th scope="col" className={styles.numeric}>
              {t('accountManagement.column.limitAmount')}
            </th>
            <th scope="col">{t('accountManagement.column.independent')}</th>
            <th scope="col">{t('accountManagement.column.mandatory')}</th>
            <th scope="col">{t('accountManagement.column.currencies')}</th>
          </tr>
        </thead>
        <tbody>
          {person.authorities.map((line) => (
            <AuthorityRow
              key={line.accountId}
              line={line}
              account={accounts.get(line.accountId)}
              t={t}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A person of the company (000 §3: the name capitalised) with the login level they sign in with,
 * the marks that matter for a change (representative, the signed-in person, a request in progress),
 * their authority per account, and Change and Revoke where the signed-in person may ask for them.
 */
export function PersonAuthorities({
  person,
  accounts,
  canRequest,
  onChange,
  onRevoke,
}: TPersonActions & {
  person: TAuthorizedPersonEntry;
  accounts: ReadonlyMap<string, TManagedAccount>;
  canRequest: boolean;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const name = person.personName;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={styles.person}
      data-person={person.personId}
    >
      <div className={styles.personHead}>
        <div className={styles.personTitles}>
          <h2 id={headingId} className={styles.personName}>
            {name}
          </h2>
          <p className={styles.personMeta}>
            {person.isRepresentative ? (
              <span className={styles.tag}>{t('accountManagement.person.representative')}</span>
            ) : null}
            {person.isCurrentPerson ? (
              <span className={styles.tag}>{t('accountManagement.person.you')}</span>
            ) : null}
            <span>
              {t('accountManagement.person.login', {
                level: t(getLoginLevelKey(person.loginAuthorizationLevel)),
              })}
            </span>
            {person.pendingRequestId ? (
              <Link to={`/permission-requests?requestId=${person.pendingRequestId}`}>
                {t('accountManagement.person.pending', { requestId: person.pendingRequestId })}
              </Link>
            ) : null}
          </p>
        </div>
        {canRequest ? (
          <div className={styles.actions}>
            <Button
              size="small"
              aria-label={t('accountManagement.person.changeLabel', { name })}
              onPress={() => onChange(person)}
            >
              {t('accountManagement.person.change')}
            </Button>
            <Button
              size="small"
              aria-label={t('accountManagement.person.revokeLabel', { name })}
              onPress={() => onRevoke(person)}
            >
              {t('accountManagement.person.revoke')}
            </Button>
          </div>
        ) : null}
      </div>
      {hasAnyAuthority(person) ? (
        <AuthorityTable person={person} accounts={accounts} />
      ) : (
        <p className={styles.muted}>{t('accountManagement.person.noAuthority')}</p>
      )}
    </Card>
  );
}
