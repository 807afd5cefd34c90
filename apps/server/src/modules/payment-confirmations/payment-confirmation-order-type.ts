import {
  PAYMENT_CONFIRMATION_VOCABULARY,
  assert,
  checkConfirmationSelection,
  checkFeeAccount,
  checkPaymentConfirmable,
  computeConfirmationFees,
  formatConfirmationNumber,
  formatMinorAsDecimal,
  getZagrebWallClock,
  type TRuleViolation,
} from '@poslovno/domain';
import type { TPaymentConfirmationRequestInput } from '@poslovno/contract';
import { bookTransferInTransaction } from '../../core-bank/book-transfer';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import type { TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import type {
  TBackOfficeDecision,
  TOrderContext,
  TOrderTypePlugin,
  TOrderValidation,
} from '../../platform/orders/order-type';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import {
  confirmLine,
  findFeeAccount,
  insertConfirmationLines,
  isAnyConfirmedElsewhere,
  selectConfirmationRequests,
  selectConfirmedPaymentIds,
  selectPaymentBookings,
  selectPaymentsToConfirm,
  takeConfirmationNumber,
  type TConfirmationRequest,
} from './payment-confirmations.repository';

export const PAYMENT_CONFIRMATION_ORDER_TYPE = 'PAYMENT_CONFIRMATION';

/**
 * 001 §7 generic confirmation: the payments named must be the person's own executed ones, each
 * once and not confirmed already; the fee account (the first payment's debit account unless
 * another is chosen) one of theirs, active and in euro. A payment the person may not see is
 * unknown (NOT_FOUND), as everywhere.
 */
async function validateRequest(
  { tx, actor }: TOrderContext,
  draft: TPaymentConfirmationRequestInput,
): Promise<TOrderValidation<TConfirmationRequest>> {
  const selection = checkConfirmationSelection(draft.paymentIds);
  if (selection.length > 0) return { ok: false, violations: selection, warnings: [] };
  const paymentIds = draft.paymentIds.map((id) => BigInt(id));
  const found = await selectPaymentsToConfirm(tx, actor, paymentIds);
  const payments = paymentIds.map((id) => found.get(id));
  if (payments.some((payment) => payment === undefined)) throw new AppError('NOT_FOUND');
  const confirmed = await selectConfirmedPaymentIds(tx, actor.companyId, paymentIds);
  const violations: TRuleViolation[] = [];
  const lines = payments.flatMap((payment, index) => {
    if (payment === undefined) return [];
    const code = checkPaymentConfirmable({
      status: payment.status,
      isConfirmed: confirmed.has(payment.paymentId),
    });
    if (code !== undefined) violations.push({ field: `paymentIds.${index}`, code });
    return [{ ...payment, lineNo: index + 1 }];
  });
  const feeAccountId = draft.feeAccountId ?? lines[0]?.debtorAccountId ?? '';
  const feeAccount = await findFeeAccount(tx, actor, feeAccountId);
  const accountCode = checkFeeAccount(feeAccount);
  if (accountCode !== undefined) violations.push({ field: 'feeAccountId', code: accountCode });
  if (violations.length > 0 || feeAccount === undefined)
    return { ok: false, violations, warnings: [] };
  const fees = computeConfirmationFees(lines.length);
  return {
    ok: true,
    value: {
      feeAccount: { id: feeAccount.id, iban: feeAccount.iban, currency: feeAccount.currency },
      lines: lines.map((line) => ({
        lineNo: line.lineNo,
        paymentId: line.paymentId,
        creditorName: line.creditorName,
        creditorAccount: line.creditorAccount,
        amountMinor: line.amountMinor,
        currency: line.currency,
        executionDate: line.executionDate,
        feeMinor: fees.perPaymentMinor,
        feeCurrency: fees.currency,
        confirmationNumber: null,
        confirmedAt: null,
      })),
    },
    // Money moves (the fee), so the signers' limits apply to it (000 §6).
    facts: {
      debtorAccountId: feeAccount.id,
      amountMinor: fees.totalMinor,
      currency: fees.currency,
    },
    warnings: [],
  };
}

/** What the request costs: its lines' fees together, in their (domestic) currency. */
export function sumConfirmationFees(request: TConfirmationRequest): {
  totalMinor: bigint;
  currency: string;
} {
  const [first] = request.lines;
  assert(first !== undefined, 'a confirmation request has lines');
  return {
    totalMinor: request.lines.reduce((sum, line) => sum + line.feeMinor, 0n),
    currency: first.feeCurrency,
  };
}

async function readRequest(tx: TTx, order: TKernelOrder): Promise<TConfirmationRequest> {
  const request = (await selectConfirmationRequests(tx, [order])).get(order.id);
  assert(request !== undefined, `request ${order.id} has its lines`);
  return request;
}

/** The fee of one confirmation, booked as the core books a payment's fee: to the bank's income. */
async function bookConfirmationFee(
  tx: TTx,
  deps: TDeps,
  request: { order: TKernelOrder; feeAccountId: string; valueDate: string },
  line: TConfirmationRequest['lines'][number] & { confirmationNumber: string },
) {
  return bookTransferInTransaction(tx, deps.clock, {
    kind: 'FEE',
    debit: { accountId: request.feeAccountId },
    credit: { bankAccount: 'FEE_INCOME' },
    amountMinor: line.feeMinor,
    currency: line.feeCurrency,
    valueDate: request.valueDate,
    description: `Naknada: potvrda o izvršenju naloga ${line.paymentId}, ${line.confirmationNumber}`,
    idempotencyKey: `confirmation:${request.order.id}:${line.lineNo}:fee`,
  });
}

/**
 * The bank confirms every payment of the request or none: each line takes the bank's next number
 * and its fee is booked from the fee account; a fee the ledger refuses (not enough money, the
 * account blocked) rolls all of them back and rejects the request with the ledger's reason.
 */
async function confirmPayments(
  tx: TTx,
  deps: TDeps,
  order: TKernelOrder,
  request: TConfirmationRequest,
): Promise<TBackOfficeDecision> {
  await assertCoreAvailable(tx);
  const paymentIds = request.lines.map((line) => line.paymentId);
  if (await isAnyConfirmedElsewhere(tx, order.id, paymentIds))
    return { outcome: 'REJECTED', reason: 'PAYMENT_ALREADY_CONFIRMED' };
  const bookings = await selectPaymentBookings(tx, paymentIds);
  const now = deps.clock.now();
  const today = getZagrebWallClock(now).date;
  const year = Number(today.slice(0, 4));
  try {
    await tx.transaction(async (savepoint) => {
      for (const line of request.lines) {
        const paymentBookingId = bookings.get(line.paymentId);
        assert(paymentBookingId !== undefined, `executed payment ${line.paymentId} was booked`);
        const confirmationNumber = formatConfirmationNumber(
          year,
          await takeConfirmationNumber(savepoint),
        );
        const fee = await bookConfirmationFee(
          savepoint,
          deps,
          { order, feeAccountId: request.feeAccount.id, valueDate: today },
          { ...line, confirmationNumber },
        );
        await confirmLine(
          savepoint,
          { orderId: order.id, lineNo: line.lineNo },
          { confirmationNumber, confirmedAt: now, paymentBookingId, feeBookingId: fee.bookingId },
        );
      }
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== 'BANKING_UNAVAILABLE')
      return { outcome: 'REJECTED', reason: error.code };
    throw error;
  }
  return { outcome: 'EXECUTED', status: 'EXECUTED' };
}

/**
 * A request for the bank's confirmation of executed payments (001 §7) as an order type of the
 * kernel: a parent with one line per payment, signed once for all on the fee account by its
 * authorities, the fee total its amount; the bank's back office books the fees and numbers the
 * confirmations.
 */
export const paymentConfirmationOrderType: TOrderTypePlugin<
  TPaymentConfirmationRequestInput,
  TConfirmationRequest
> = {
  orderType: PAYMENT_CONFIRMATION_ORDER_TYPE,
  vocabulary: PAYMENT_CONFIRMATION_VOCABULARY,
  signingRule: 'ACCOUNT',
  service: 'PAYMENTS',
  refusalCodes: {
    noAuthority: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    notEditable: 'PAYMENT_NOT_EDITABLE',
  },
  requiresMandatorySignee: false,

  validate: validateRequest,
  // The fee is in domestic currency whatever the payments' currencies.
  isForeign: () => false,
  insertDetails: insertConfirmationLines,
  updateDetails: () => {
    throw new Error('a confirmation request is never edited: it is deleted and asked again');
  },
  readDetails: readRequest,

  buildDigestInput: (_order, request) => {
    const fee = sumConfirmationFees(request);
    return {
      orderType: PAYMENT_CONFIRMATION_ORDER_TYPE,
      debtorAccount: request.feeAccount.iban,
      items: request.lines.map((line) => ({
        amountMinor: line.amountMinor,
        currency: line.currency,
        creditorAccount: line.creditorAccount,
        creditorName: line.creditorName,
      })),
      fields: [
        { name: 'paymentIds', value: request.lines.map((line) => line.paymentId).join(', ') },
        {
          name: 'feeTotal',
          value: `${formatMinorAsDecimal(fee.totalMinor, fee.currency)} ${fee.currency}`,
        },
        { name: 'feeAccount', value: request.feeAccount.iban },
      ],
    };
  },
  checkSigningTime: () => undefined,
  summarize: (order, request) => ({
    counterpartyName: request.lines.map((line) => line.creditorName).join(', '),
    path: `/payment-confirmations?requestId=${order.id}`,
  }),

  delivery: {
    kind: 'BACK_OFFICE',
    rejectionReasons: [
      'SIRIUS_INSUFFICIENT_FUNDS',
      'SIRIUS_ACCOUNT_STATUS',
      'PAYMENT_ALREADY_CONFIRMED',
      'BACK_OFFICE_REJECTED',
    ],
    rejectedStatus: 'REJECTED',
    process: confirmPayments,
  },
};
