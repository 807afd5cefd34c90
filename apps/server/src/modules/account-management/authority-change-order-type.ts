import {
  AUTHORITY_CHANGE_VOCABULARY,
  AUTHORITY_LIMIT_CURRENCY,
  capitalizePersonName,
  formatMinorAsDecimal,
  getAccountDisplayLabel,
  judgeAuthorityChange,
  validateAuthorityChange,
  type TAccountAuthoritySetting,
  type TAuthorityChange,
  type TErrorCode,
} from '@poslovno/domain';
import type { TParsedAuthorityChangeRequestInput } from '@poslovno/contract';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import { AppError } from '../../platform/errors';
import type { TTx } from '../../platform/db/database';
import {
  lockCompanyAuthorityMatrix,
  lockPersonAuthority,
} from '../../platform/orders/authority-lock';
import type { TOrderContext, TOrderTypePlugin } from '../../platform/orders/order-type';
import {
  findSetting,
  isActiveCompanyPerson,
  revokePersonAccess,
  selectAuthorityMatrix,
  toJudgedMatrix,
  writeAuthoritySettings,
  type TAuthorityMatrix,
} from './authority-matrix.repository';
import {
  AUTHORITY_CHANGE_ORDER_TYPE,
  insertAuthorityChangeRequest,
  selectAuthorityChangeRequest,
  updateAuthorityChangeRequest,
  type TAuthorityChangeValue,
  type TAuthorityChangeValueLine,
} from './authority-changes.repository';
import { selectCompanyCustomerId } from './account-management.repository';

/** The request's change as the domain's rule reads it, from its recapitulation. */
function toChange(value: Pick<TAuthorityChangeValue, 'actionType' | 'lines'>): TAuthorityChange {
  return value.actionType === 'REVOKE'
    ? { actionType: 'REVOKE', accounts: [] }
    : {
        actionType: 'CHANGE',
        accounts: value.lines.map((line) => ({ accountId: line.accountId, ...line.after })),
      };
}

/**
 * The matrix's verdict on a change, as the code that refuses it: an account left without anyone
 * to sign (with the lines at fault), or nothing changed at all.
 */
function judge(
  matrix: TAuthorityMatrix,
  personId: string,
  value: Pick<TAuthorityChangeValue, 'actionType' | 'lines'>,
): { code: TErrorCode; accountIds: string[] } | undefined {
  const judged = toJudgedMatrix(matrix);
  const judgement = judgeAuthorityChange({ ...judged, personId, change: toChange(value) });
  if (judgement.unsignableAccountIds.length > 0)
    return { code: 'ACCOUNT_WITHOUT_SIGNATORY', accountIds: judgement.unsignableAccountIds };
  if (!judgement.changesSomething) return { code: 'AUTHORITY_UNCHANGED', accountIds: [] };
  return undefined;
}

const NONE: TAccountAuthoritySetting = { level: 'NONE', limitType: 'NO_LIMIT', limitMinor: null };

function buildLines(
  matrix: TAuthorityMatrix,
  personId: string,
  change: TAuthorityChange,
): TAuthorityChangeValueLine[] {
  const accountsById = new Map(matrix.accounts.map((account) => [account.accountId, account]));
  const toLine = (accountId: string, after: TAccountAuthoritySetting) => {
    const account = accountsById.get(accountId);
    if (!account) throw new AppError('NOT_FOUND');
    return {
      accountId,
      iban: account.iban,
      label: getAccountDisplayLabel(account),
      currency: account.currency,
      before: findSetting(matrix, personId, accountId),
      after,
    };
  };
  if (change.actionType === 'CHANGE')
    return change.accounts.map((line) =>
      toLine(line.accountId, {
        level: line.level,
        limitType: line.limitType,
        limitMinor: line.limitMinor,
      }),
    );
  // A revoke recapitulates every account the person loses an authority on.
  return matrix.accounts
    .filter((account) => findSetting(matrix, personId, account.accountId).level !== 'NONE')
    .map((account) => toLine(account.accountId, NONE));
}

/** Where the refusal points on the form: the lines of the accounts at fault, or the person. */
function describeRefusal(
  value: Pick<TAuthorityChangeValue, 'actionType' | 'lines'>,
  refusal: { code: TErrorCode; accountIds: string[] },
) {
  if (value.actionType === 'REVOKE' || refusal.accountIds.length === 0)
    return [{ field: 'personId', code: refusal.code }];
  return value.lines.flatMap((line, index) =>
    refusal.accountIds.includes(line.accountId)
      ? [{ field: `accounts[${index}].authorityLevel`, code: refusal.code }]
      : [],
  );
}

async function validate(context: TOrderContext, draft: TParsedAuthorityChangeRequestInput) {
  const { tx, actor } = context;
  // Another company's customer, person or account is unknown here (issue 23).
  if ((await selectCompanyCustomerId(tx, actor.companyId)) !== draft.customerId)
    throw new AppError('NOT_FOUND');
  if (!(await isActiveCompanyPerson(tx, actor.companyId, draft.personId)))
    throw new AppError('NOT_FOUND');
  const rules = validateAuthorityChange({
    actionType: draft.actionType,
    accounts: draft.accounts.map((line) => ({ ...line, limitAmount: line.limitAmount })),
  });
  if (!rules.ok) return { ok: false as const, violations: rules.violations, warnings: [] };
  const matrix = await selectAuthorityMatrix(tx, actor.companyId);
  const lines = buildLines(matrix, draft.personId, rules.value);
  const person = matrix.persons.find((candidate) => candidate.personId === draft.personId);
  const value: TAuthorityChangeValue = {
    customerId: draft.customerId,
    personId: draft.personId,
    personName: capitalizePersonName(`${person?.firstName ?? ''} ${person?.lastName ?? ''}`),
    actionType: rules.value.actionType,
    lines,
  };
  const refusal = judge(matrix, draft.personId, value);
  if (refusal) throw new AppError(refusal.code, { validations: describeRefusal(value, refusal) });
  return { ok: true as const, value, facts: {}, warnings: [] };
}

function describeLimit(setting: TAccountAuthoritySetting): string {
  return setting.limitMinor === null
    ? ''
    : formatMinorAsDecimal(setting.limitMinor, AUTHORITY_LIMIT_CURRENCY);
}

/**
 * As the bank: the request judged again on the matrix as it stands now (another request may have
 * been carried out since it was made), then carried out on it.
 */
async function carryOut(
  tx: TTx,
  order: { id: bigint; companyId: string },
  value: TAuthorityChangeValue,
  now: Date,
) {
  await lockCompanyAuthorityMatrix(tx, order.companyId);
  await lockPersonAuthority(tx, order.companyId, value.personId, 'EXCLUSIVE');
  if (!(await isActiveCompanyPerson(tx, order.companyId, value.personId)))
    return { outcome: 'REJECTED' as const, reason: 'AUTHORITY_ALREADY_REVOKED' as const };
  const matrix = await selectAuthorityMatrix(tx, order.companyId);
  const refusal = judge(matrix, value.personId, value);
  if (refusal?.code === 'ACCOUNT_WITHOUT_SIGNATORY')
    return { outcome: 'REJECTED' as const, reason: 'ACCOUNT_WITHOUT_SIGNATORY' as const };
  if (value.actionType === 'REVOKE')
    await revokePersonAccess(tx, {
      companyId: order.companyId,
      personId: value.personId,
      orderId: order.id,
      at: now,
    });
  else
    await writeAuthoritySettings(
      tx,
      order.companyId,
      value.personId,
      value.lines.map((line) => ({ accountId: line.accountId, ...line.after })),
    );
  return { outcome: 'EXECUTED' as const, status: 'EXECUTED' };
}

/**
 * A request to change or revoke a person's authority (001 §3, §4, §7) as an order type of the
 * kernel: no account, amount or date of its own; signed by two of the company's representatives
 * (dual control, docs/decisions.md "Account management"); carried out by the bank's back office
 * on the authority matrix the signing policy reads.
 */
export const authorityChangeOrderType: TOrderTypePlugin<
  TParsedAuthorityChangeRequestInput,
  TAuthorityChangeValue
> = {
  orderType: AUTHORITY_CHANGE_ORDER_TYPE,
  vocabulary: AUTHORITY_CHANGE_VOCABULARY,
  signingRule: 'COMPANY',
  requiresTwoSignatures: true,
  service: 'ACCOUNT_MANAGEMENT',
  refusalCodes: { noAuthority: 'NOT_AUTHORIZED', notEditable: 'VALIDATION_FAILED' },
  requiresMandatorySignee: false,
  validate,
  isForeign: () => false,
  insertDetails: insertAuthorityChangeRequest,
  updateDetails: updateAuthorityChangeRequest,
  readDetails: (tx, order) => selectAuthorityChangeRequest(tx, order.id),

  buildDigestInput: (_order, value) => ({
    orderType: AUTHORITY_CHANGE_ORDER_TYPE,
    items: [],
    fields: [
      { name: 'customerId', value: String(value.customerId) },
      { name: 'personName', value: value.personName },
      { name: 'actionType', value: value.actionType },
      ...value.lines.flatMap((line) => [
        { name: 'account', value: line.iban },
        { name: 'authorityLevel', value: line.after.level },
        { name: 'limitType', value: line.after.limitType },
        { name: 'limitAmount', value: describeLimit(line.after) },
      ]),
    ],
  }),
  checkSigningTime: () => undefined,
  summarize: (order, value) => ({
    counterpartyName: value.personName,
    path: `/permission-requests?requestId=${order.id}`,
  }),

  delivery: {
    kind: 'BACK_OFFICE',
    rejectionReasons: [
      'ACCOUNT_WITHOUT_SIGNATORY',
      'AUTHORITY_ALREADY_REVOKED',
      'BACK_OFFICE_REJECTED',
    ],
    rejectedStatus: 'REJECTED',
    async process(tx, deps, order, value) {
      await assertCoreAvailable(tx);
      return carryOut(tx, order, value, deps.clock.now());
    },
  },
};
