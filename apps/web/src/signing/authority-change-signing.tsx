import type {
  TAuthorityChangeRequest,
  TOrderChallengeAnswer,
  TSignedField,
} from '@poslovno/contract';
import {
  AUTHORITY_LEVELS,
  LIMIT_TYPES,
  formatIbanGrouped,
  type TAuthorityLevel,
  type TLimitType,
  type TLocale,
} from '@poslovno/domain';
import { apiRoutes } from '../api/api-routes';
import { callApi } from '../api/api-client';
import { useI18n, type TTranslate } from '../i18n/i18n-context';
import { FactList } from '../ui/fact-list';
import { StatusBadge } from '../ui/status-badge';
import {
  describeAuthoritySetting,
  getAuthorityChangeStatusLabelKey,
} from './authority-change-words';
import { describeRejectionReason } from './rejection-reason';
import { createRequestSigningCalls } from './request-signing-calls';
import { buildRequestSigningTexts, readRequestSigningResult } from './request-signing';
import { describeSignedFields } from './signed-fields';
import type { TSigningResultView, TSigningTarget } from './signing-target';
import styles from './authority-change.module.css';

/**
 * An authority change request (001 §3, §4, §7) as both of its screens sign it: account management
 * (the author, with the challenge the create answered) and the authority requests (a second
 * representative). A feature may not import another, so the shared part lives here.
 */

/** The order type of an authority change on the server (the kernel's name for it). */
export const AUTHORITY_CHANGE_ORDER_TYPE = 'AUTHORITY_CHANGE';

/** A signature, a deletion or a new request refreshes everything under the root. */
export const authorityChangesQueryRoot = ['authority-changes'] as const;

/** How often a screen asks again while the bank has a signed request to carry out. */
export const AUTHORITY_CHANGES_POLL_INTERVAL_MS = 5_000;

export const authorityChangeSigning = createRequestSigningCalls(AUTHORITY_CHANGE_ORDER_TYPE, {
  preauthorize: (requestId) =>
    callApi(apiRoutes.patchAuthorityChangeRequestPreauthorize, { params: { requestId } }),
  authorize: (requestId, proof, options) =>
    callApi(apiRoutes.patchAuthorityChangeRequestAuthorize, {
      params: { requestId },
      body: proof,
      ...options,
    }),
});

/** The dialog speaks of a request about a person's authority, not of an order. */
export const AUTHORITY_CHANGE_TEXTS = buildRequestSigningTexts({
  title: 'authorityChange.sign.title',
  statusNow: 'authorityChange.sign.statusNow',
  result: (result, part) => `authorityChange.result.${result}.${part}`,
  outcome: (outcome) => `authorityChange.sign.outcome.${outcome}`,
});

export function AuthorityChangeStatusBadge({
  request,
}: {
  request: Pick<TAuthorityChangeRequest, 'status' | 'displayStatus'>;
}) {
  const { t } = useI18n();
  return (
    <StatusBadge
      status={request.displayStatus}
      label={t(getAuthorityChangeStatusLabelKey(request))}
    />
  );
}

export function readAuthorityChangeSigningResult(
  request: TAuthorityChangeRequest,
  locale: TLocale,
): TSigningResultView {
  return {
    result: readRequestSigningResult(request),
    reason: describeRejectionReason(request.rejectionCode, locale),
    status: <AuthorityChangeStatusBadge request={request} />,
  };
}

/** One account's new authority as the challenge binds it: the IBAN, then its level and limit. */
interface TSignedAccountLine {
  iban: string;
  level: TAuthorityLevel | undefined;
  limitType: TLimitType | undefined;
  limitAmount: string;
  /** Fields of the line the app does not read, shown as they came. */
  others: TSignedField[];
}

const LINE_FIELDS = new Set(['authorityLevel', 'limitType', 'limitAmount']);

function readLevel(value: string): TAuthorityLevel | undefined {
  return AUTHORITY_LEVELS.find((level) => level === value);
}

function readLimitType(value: string): TLimitType | undefined {
  return LIMIT_TYPES.find((type) => type === value);
}

/**
 * The challenge's fields split into the request's own (the person, change or revoke) and one
 * line per account: each `account` field opens a line that its level and limit fields follow.
 */
export function readSignedAuthorityChange(fields: readonly TSignedField[]): {
  head: TSignedField[];
  lines: TSignedAccountLine[];
} {
  const head: TSignedField[] = [];
  const lines: TSignedAccountLine[] = [];
  for (const field of fields) {
    const line = lines.at(-1);
    if (field.name === 'account') {
      lines.push({
        iban: field.value,
        level: undefined,
        limitType: undefined,
        limitAmount: '',
        others: [],
      });
    } else if (line && field.name === 'authorityLevel' && readLevel(field.value)) {
      line.level = readLevel(field.value);
    } else if (line && field.name === 'limitType' && readLimitType(field.value)) {
      line.limitType = readLimitType(field.value);
    } else if (line && field.name === 'limitAmount') {
      line.limitAmount = field.value;
    } else if (line && LINE_FIELDS.has(field.name)) {
      line.others.push(field);
    } else {
      head.push(field);
    }
  }
  return { head, lines };
}

function describeLine(line: TSignedAccountLine, t: TTranslate, locale: TLocale): string {
  if (line.level === undefined || line.limitType === undefined)
    return [line.level ?? '', line.limitType ?? '', line.limitAmount].filter(Boolean).join(' ');
  return describeAuthoritySetting(
    {
      authorityLevel: line.level,
      limitType: line.limitType,
      limitAmount: line.limitAmount === '' ? null : line.limitAmount,
    },
    t,
    locale,
  );
}

/**
 * What an authority change binds to its signature, in words: the person and whether their
 * authority changes or is revoked, then each account with the authority it will have. A field the
 * app does not know is shown by its own name and value, never hidden.
 */
export function SignedAuthorityChange({
  signedFields,
  accountLabels,
}: {
  signedFields: readonly TSignedField[];
  /** The accounts' names by IBAN, where the screen knows them. */
  accountLabels?: ReadonlyMap<string, string>;
}) {
  const { t, locale } = useI18n();
  const { head, lines } = readSignedAuthorityChange(signedFields);
  return (
    <div className={styles.signedFacts}>
      <FactList items={describeSignedFields(head, t)} />
      {lines.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('authorityChange.lines.label')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('authorityChange.lines.account')}</th>
                <th scope="col">{t('authorityChange.lines.after')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={`${line.iban}-${index}`}>
                  <th scope="row" className={styles.accountCell}>
                    <span>{accountLabels?.get(line.iban) ?? formatIbanGrouped(line.iban)}</span>
                    {accountLabels?.has(line.iban) ? (
                      <span className={styles.iban}>{formatIbanGrouped(line.iban)}</span>
                    ) : null}
                  </th>
                  <td>
                    {describeLine(line, t, locale)}
                    {line.others.map((field) => (
                      <span key={field.name}>
                        {' '}
                        {field.name}: {field.value}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** A request the person signs: just created (with its challenge), or another's to co-sign. */
export interface TAuthorityChangeSigning {
  requestId: string;
  /** The challenge the create call answered; a request to co-sign asks for its own. */
  initialChallenge?: TOrderChallengeAnswer;
}

/**
 * An authority change request as the signing dialog signs it: the challenge the create call
 * answered first (the author's), else one asked for by preauthorization (a second signer's).
 */
export function useAuthorityChangeSigningTarget(
  signing: TAuthorityChangeSigning | null,
  accountLabels?: ReadonlyMap<string, string>,
): TSigningTarget<TAuthorityChangeRequest, TOrderChallengeAnswer> | null {
  const { locale } = useI18n();
  if (signing === null) return null;
  const { requestId, initialChallenge } = signing;
  return {
    order: { orderType: AUTHORITY_CHANGE_ORDER_TYPE, orderId: requestId, purpose: 'AUTHORIZE' },
    preauthorize: () => authorityChangeSigning.preauthorize(requestId),
    ...(initialChallenge ? { initialChallenge } : {}),
    authorize: (proof, options) => authorityChangeSigning.authorize(requestId, proof, options),
    describe: ({ signedFields }) => (
      <SignedAuthorityChange
        signedFields={signedFields}
        {...(accountLabels ? { accountLabels } : {})}
      />
    ),
    readResult: (request) => readAuthorityChangeSigningResult(request, locale),
    texts: AUTHORITY_CHANGE_TEXTS,
  };
}
