import {
  DOMESTIC_CURRENCY,
  PAYMENT_VOCABULARY,
  checkSigningCutoff,
  convertMinorToDeliver,
  getPaymentChannel,
  getZagrebWallClock,
  isWithinInstantLimit,
  validatePaymentDraft,
  type TPaymentReference,
  type TValidatedPayment,
} from '@poslovno/domain';
import type { TParsedPaymentInput } from '@poslovno/contract';
import { readExchangeRates } from '../../core-bank/ledger.repository';
import { revokeOrderInTransaction } from '../../core-bank/execution/revoke-order';
import { submitOrderInTransaction } from '../../core-bank/execution/submit-order';
import type { TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { AppError } from '../../platform/errors';
import { getCoreSourceReference } from '../../platform/orders/order-kernel';
import type { THandOff, TOrderTypePlugin } from '../../platform/orders/order-type';
import { readInstantStanding } from '../instant-limits/instant-standing';
import { toPaymentOrder, type TPaymentOrder } from './payment-order';
import { toPaymentDraft } from './payments.mapper';
import {
  hasSameLivePayment,
  insertPayment,
  readAccountCurrency,
  selectPayment,
  updatePayment,
} from './payments.repository';
import { PAYMENT_ORDER_TYPE } from './payment-views';
import { loadPaymentValidationContext } from './payment-validation-context';

/** "HR01 1234-56": model and number, as the core's postings and statements show a reference. */
function formatReference(reference: TPaymentReference | null): string | undefined {
  if (reference === null) return undefined;
  return reference.reference === '' ? reference.model : `${reference.model} ${reference.reference}`;
}

/**
 * The amount taken from the debit account: the payment's own when it is in the account's
 * currency, else what buys it at the bank's rates of the day (000 §3 exchange rate).
 */
async function computeDebit(
  tx: TTx,
  payment: TValidatedPayment,
  debitCurrency: string,
  today: string,
): Promise<{ amountMinor: bigint; exchangeRate?: string }> {
  if (payment.currency === debitCurrency) return { amountMinor: payment.amountMinor };
  const conversion = convertMinorToDeliver({
    deliverMinor: payment.amountMinor,
    to: payment.currency,
    from: debitCurrency,
    rates: await readExchangeRates(tx, today),
  });
  if (!conversion.ok) throw new AppError(conversion.code);
  return { amountMinor: conversion.value.amountMinor, exchangeRate: conversion.value.rateApplied };
}

/** Payments (000 §3) as an order type of the kernel: domestic, SEPA, foreign and internal. */
export const paymentOrderType: TOrderTypePlugin<TParsedPaymentInput, TValidatedPayment> = {
  orderType: PAYMENT_ORDER_TYPE,
  vocabulary: PAYMENT_VOCABULARY,
  signingRule: 'ACCOUNT',
  service: 'PAYMENTS',
  refusalCodes: {
    noAuthority: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    notEditable: 'PAYMENT_NOT_EDITABLE',
  },
  requiresMandatorySignee: false,

  async validate({ tx, deps, actor, editedOrderId }, input) {
    const { draft, violations: wireViolations } = toPaymentDraft(input);
    const loaded = await loadPaymentValidationContext(tx, deps, actor, draft, editedOrderId);
    const validation = validatePaymentDraft(draft, loaded.context, loaded.referenceData);
    const violations = [...wireViolations, ...(validation.ok ? [] : validation.violations)];
    if (!validation.ok || violations.length > 0 || loaded.debtorAccountId === undefined)
      return { ok: false, violations, warnings: validation.warnings };
    const { payment } = validation;
    const facts = {
      debtorAccountId: loaded.debtorAccountId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      executionDate: payment.executionDate,
    };
    const isDuplicate = await hasSameLivePayment(tx, actor.companyId, {
      ...facts,
      creditorAccount: payment.creditorAccount,
      exceptOrderId: editedOrderId,
    });
    const duplicateWarning = {
      field: 'requestedExecutionDate',
      code: 'EXECUTION_DATE_DUPLICATED' as const,
    };
    return {
      ok: true,
      value: payment,
      facts,
      warnings: isDuplicate ? [...validation.warnings, duplicateWarning] : validation.warnings,
    };
  },

  isForeign: (payment) => payment.type === 'FOREIGN' || payment.currency !== DOMESTIC_CURRENCY,
  insertDetails: insertPayment,
  updateDetails: updatePayment,
  readDetails: (tx, order) => selectPayment(tx, order.id),

  buildDigestInput: (order, payment) => ({
    orderType: `${PAYMENT_ORDER_TYPE}_${payment.type}`,
    debtorAccount: payment.debtorIban,
    executionDate: toPaymentOrder(order).executionDate,
    items: [
      {
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        creditorAccount: payment.creditorAccount,
        creditorName: payment.creditorName,
      },
    ],
  }),

  summarize: (order, payment) => ({
    counterpartyName: payment.creditorName,
    path: `/payments?paymentId=${order.id}`,
  }),

  checkSigningTime(order, payment, now) {
    const cutoff = checkSigningCutoff(
      toPaymentOrder(order).executionDate,
      now,
      getPaymentChannel(payment.type),
      payment.urgency,
    );
    return cutoff.ok ? undefined : cutoff.code;
  },

  delivery: {
    kind: 'CORE',
    handOff: handOffPayment,
    async revoke(tx, deps, order) {
      if (order.coreOrderId === null) return true;
      const { isRevoked } = await revokeOrderInTransaction(tx, deps.clock, {
        companyId: order.companyId,
        orderId: order.coreOrderId,
      });
      return isRevoked;
    },
  },
};

/**
 * An instant payment is judged against its account's limit again as the bank takes it, at the
 * last signature: the bank may have applied another limit, or the day filled, since its entry.
 * The day counts every payment from its entry on, so of two payments entered or signed at once the
 * later one is always judged with the other. Any other payment reads nothing here.
 */
async function assertWithinInstantLimit(
  tx: TTx,
  deps: TDeps,
  order: TPaymentOrder,
  payment: TValidatedPayment,
): Promise<void> {
  if (payment.urgency !== 'INSTANT') return;
  const standing = await readInstantStanding(
    tx,
    {
      companyId: order.companyId,
      accountId: order.debtorAccountId,
      iban: payment.debtorIban,
      today: payment.executionDate,
      exceptOrderId: order.id,
    },
    deps.config.instantPaymentLimitMinor,
  );
  if (!isWithinInstantLimit(standing, payment.amountMinor))
    throw new AppError('INSTANT_LIMIT_EXCEEDED');
}

/** Hands the authorised payment to the core (its funds reserved), as the bank. */
async function handOffPayment(
  tx: TTx,
  deps: TDeps,
  kernelOrder: TKernelOrder,
  payment: TValidatedPayment,
): Promise<THandOff> {
  const order = toPaymentOrder(kernelOrder);
  await assertWithinInstantLimit(tx, deps, order, payment);
  const debitCurrency = await readAccountCurrency(tx, order.debtorAccountId);
  const today = getZagrebWallClock(deps.clock.now()).date;
  const debit = await computeDebit(tx, payment, debitCurrency, today);
  const receipt = await submitOrderInTransaction(
    tx,
    { clock: deps.clock, jobs: deps.jobs },
    {
      companyId: order.companyId,
      debtorAccountId: order.debtorAccountId,
      creditor: { iban: payment.creditorAccount, name: payment.creditorName },
      amountMinor: debit.amountMinor,
      currency: debitCurrency,
      urgency: payment.urgency,
      requestedExecutionDate: order.executionDate,
      description: payment.wireDescription,
      ...(payment.debtorReference && {
        debtorReference: formatReference(payment.debtorReference),
      }),
      ...(payment.creditorReference && {
        creditorReference: formatReference(payment.creditorReference),
      }),
      ...(payment.endToEndId === '' ? {} : { endToEndId: payment.endToEndId }),
      sourceReference: getCoreSourceReference(order),
      idempotencyKey: `order:${order.id}:v${order.version}`,
    },
  );
  return {
    coreOrder: receipt.order,
    ...(debit.exchangeRate === undefined
      ? {}
      : { debitAmountMinor: debit.amountMinor, exchangeRate: debit.exchangeRate }),
  };
}
