import type { TAuthorityChangeLine, TAuthoritySetting } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../i18n/i18n-context';
import { describeAuthoritySettingParts } from './authority-change-words';
import styles from './authority-change.module.css';

/** One account of a recapitulation: the account as the person knows it, before and after. */
export type TAuthorityChangeLineView = Pick<
  TAuthorityChangeLine,
  'accountId' | 'iban' | 'label' | 'before' | 'after'
>;

function Changed({ isChanged, children }: { isChanged: boolean; children: string }) {
  const { t } = useI18n();
  if (!isChanged) return <span>{children}</span>;
  // Bold on a tinted ground, and said in words: a change is never told by colour alone.
  return (
    <span className={styles.changed}>
      {children}
      <span className="visually-hidden"> ({t('authorityChange.lines.changed')})</span>
    </span>
  );
}

function Setting({
  setting,
  compareWith,
}: {
  setting: TAuthoritySetting;
  /** The setting before: each part that differs from it is marked. */
  compareWith?: TAuthoritySetting;
}) {
  const { t, locale } = useI18n();
  const parts = describeAuthoritySettingParts(setting, t, locale);
  const before = compareWith && describeAuthoritySettingParts(compareWith, t, locale);
  return (
    <span className={styles.setting}>
      <Changed isChanged={before !== undefined && before.level !== parts.level}>
        {parts.level}
      </Changed>
      {parts.limit === undefined ? null : (
        <Changed isChanged={before !== undefined && before.limit !== parts.limit}>
          {parts.limit}
        </Changed>
      )}
    </span>
  );
}

/**
 * The recapitulation of an authority change (001 §3, issue 23): per account the level and the
 * limit before the request and after it, the parts that change marked. The change form's
 * recapitulation, the request's details and its signing show the same table.
 */
export function AuthorityChangeLines({
  lines,
  caption,
}: {
  lines: readonly TAuthorityChangeLineView[];
  /** The table's name; the general one unless the screen says more. */
  caption?: string;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption ?? t('authorityChange.lines.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('authorityChange.lines.account')}</th>
            <th scope="col">{t('authorityChange.lines.before')}</th>
            <th scope="col">{t('authorityChange.lines.after')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.accountId} data-account={line.accountId}>
              <th scope="row" className={styles.accountCell}>
                <span>{line.label}</span>
                <span className={styles.iban}>{formatIbanGrouped(line.iban)}</span>
              </th>
              <td>
                <Setting setting={line.before} />
              </td>
              <td>
                <Setting setting={line.after} compareWith={line.before} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
