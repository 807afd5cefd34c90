import {
  INSTANT_LIMIT_CURRENCY,
  INSTANT_LIMIT_REQUEST_VOCABULARY,
  formatMinorAsDecimal,
  validateInstantLimitRequest,
  type TInstantLimit,
  type TInstantLimitRequest,
} from '@poslovno/domain';
import type { TParsedInstantLimitRequestInput } from '@poslovno/contract';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import type { TOrderTypePlugin } from '../../platform/orders/order-type';
import { selectPersonAccounts } from '../accounts/accounts.repository';
import {
  INSTANT_LIMIT_ORDER_TYPE,
  insertInstantLimitRequest,
  readAccountStatus,
  readInstantLimitMaximum,
  selectInstantLimitRequest,
  updateInstantLimitRequest,
  upsertAccountInstantLimit,
} from './instant-limits.repository';

/** A limit's amount as signed and shown: a wire decimal in euro, none without a limit. */
export function formatLimitAmount(limit: TInstantLimit): string | null {
  return limit.limitMinor === null
    ? null
    : formatMinorAsDecimal(limit.limitMinor, INSTANT_LIMIT_CURRENCY);
}

/**
 * A request to change an account's instant payment limit (001 §2, §3, §5, §7) as an order type of
 * the kernel: on its account, entered and signed by the account's authorities (two where the
 * account takes two signatures). Its only fact is the account: a limit moves no money, so it has
 * no amount for the signers' own limits to weigh (docs/decisions.md "Instant payment limits").
 * The bank's back office applies it to the account's limit.
 */
export const instantLimitOrderType: TOrderTypePlugin<
  TParsedInstantLimitRequestInput,
  TInstantLimitRequest
> = {
  orderType: INSTANT_LIMIT_ORDER_TYPE,
  vocabulary: INSTANT_LIMIT_REQUEST_VOCABULARY,
  signingRule: 'ACCOUNT',
  service: 'ACCOUNT_MANAGEMENT',
  refusalCodes: { noAuthority: 'NOT_AUTHORIZED', notEditable: 'VALIDATION_FAILED' },
  requiresMandatorySignee: false,

  async validate({ tx, actor }, input) {
    const listed = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, {});
    const validation = validateInstantLimitRequest(
      {
        accountNumber: input.accountNumber,
        limitTypes: typeof input.limitType === 'string' ? [input.limitType] : input.limitType,
        limitAmount: input.limitAmount,
        reference: input.reference,
      },
      {
        maximumMinor: await readInstantLimitMaximum(tx),
        isKnownAccount: (iban) => listed.some((row) => row.account.iban === iban),
      },
    );
    if (!validation.ok) return { ok: false, violations: validation.violations, warnings: [] };
    const account = listed.find((row) => row.account.iban === validation.value.accountIban);
    if (!account) throw new Error('a known account was not found again');
    return {
      ok: true,
      value: validation.value,
      facts: { debtorAccountId: account.account.id },
      warnings: [],
    };
  },
  isForeign: () => false,
  insertDetails: insertInstantLimitRequest,
  updateDetails: updateInstantLimitRequest,
  readDetails: (tx, order) => selectInstantLimitRequest(tx, order.id),

  buildDigestInput: (_order, request) => ({
    orderType: INSTANT_LIMIT_ORDER_TYPE,
    items: [],
    fields: [
      { name: 'accountNumber', value: request.accountIban },
      { name: 'limitType', value: request.limit.limitType },
      { name: 'limitAmount', value: formatLimitAmount(request.limit) ?? '' },
      { name: 'reference', value: request.reference },
    ],
  }),
  checkSigningTime: () => undefined,
  summarize: (order, request) => ({
    counterpartyName: request.accountIban,
    path: `/instant-limit-requests?requestId=${order.id}`,
  }),

  delivery: {
    kind: 'BACK_OFFICE',
    rejectionReasons: [
      'DEBTOR_ACCOUNT_INACTIVE',
      'AMOUNT_ABOVE_ONLINE_MAXIMUM',
      'BACK_OFFICE_REJECTED',
    ],
    rejectedStatus: 'REJECTED',
    /**
     * The bank's rules on its own data: a blocked or closed account takes no new limit, and no
     * amount above the bank's maximum as it stands now (it may have lowered it since the entry).
     */
    async process(tx, deps, order, request) {
      await assertCoreAvailable(tx);
      if (order.debtorAccountId === null)
        throw new Error(`instant limit request ${order.id} without its account`);
      if ((await readAccountStatus(tx, order.debtorAccountId)) !== 'ACTIVE')
        return { outcome: 'REJECTED', reason: 'DEBTOR_ACCOUNT_INACTIVE' };
      const { limitMinor } = request.limit;
      if (limitMinor !== null && limitMinor > (await readInstantLimitMaximum(tx)))
        return { outcome: 'REJECTED', reason: 'AMOUNT_ABOVE_ONLINE_MAXIMUM' };
      await upsertAccountInstantLimit(tx, {
        accountId: order.debtorAccountId,
        companyId: order.companyId,
        limit: request.limit,
        at: deps.clock.now(),
        orderId: order.id,
      });
      return { outcome: 'EXECUTED', status: 'EXECUTED' };
    },
  },
};
