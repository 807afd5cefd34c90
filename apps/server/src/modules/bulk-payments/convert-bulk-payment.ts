import { sql } from 'drizzle-orm';
import { ZPaymentInput, type TBulkPayment, type TParsedPaymentInput } from '@poslovno/contract';
import {
  BULK_PAYMENT_ORDER_TYPE,
  formatMinorAsDecimal,
  isErrorCode,
  type TBulkPaymentStatus,
  type TLocale,
  type TLoginAuthorizationLevel,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import {
  withBankRole,
  withCompanyScope,
  withSystemTransaction,
  type TTx,
} from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import {
  finishOrderMove,
  getSigningReference,
  moveOrderByType,
  storeNewOrder,
} from '../../platform/orders/order-kernel';
import type { TOrderContext } from '../../platform/orders/order-type';
import {
  findKernelOrder,
  readKernelOrder,
  selectSignatures,
  type TKernelOrder,
} from '../../platform/orders/orders.repository';
import { paymentOrderType } from '../payments/payment-order-type';
import { bulkFileOrderType, bulkGroupOrderType } from './bulk-payment-order-types';
import { presentBulkPayment } from './bulk-payment-views';
import {
  selectBulkFile,
  selectBulkGroups,
  type TBulkFileRow,
  type TBulkGroupRow,
  toItemRow,
  type TBulkItemRow,
} from './bulk-payments.repository';

export const BULK_CONVERSION_QUEUE = 'bulk-payments-convert';

/** Lines made payments in one transaction: progress shows between them, a crash loses at most these. */
const LINES_PER_TRANSACTION = 200;

/** "HR24 5770-92486-2116": a model (two letters, two digits) and its reference, as 000 §5 reads it. */
function splitReference(text: string | null): { referenceType: string; reference: string } {
  const match = /^([A-Z]{2}\d{2})\s*(.*)$/.exec(text?.trim() ?? '');
  return match
    ? { referenceType: match[1] ?? '', reference: match[2] ?? '' }
    : {
        referenceType: '',
        reference: '',
      };
}

/** A line of the file as the payment form would have sent it. */
export function toPaymentInput(group: TBulkGroupRow, item: TBulkItemRow): TParsedPaymentInput {
  const creditorIban = item.creditorIban ?? '';
  return ZPaymentInput.parse({
    type: creditorIban.startsWith('HR') ? 'DOMESTIC' : 'SEPA',
    debtorAccount: { iban: group.debtorIban },
    creditorAccount: { iban: creditorIban },
    creditorName: item.creditorName,
    // The file's address lines are free text; the payee's country is the IBAN's, as SEPA reads it.
    creditorAddress: { street: '', residence: '', country: creditorIban.slice(0, 2) },
    creditorTaxId: '',
    ultimateDebtor: '',
    ultimateCreditor: '',
    instructedAmount: {
      amount: formatMinorAsDecimal(item.amountMinor, item.currency),
      currency: item.currency,
    },
    debtorReference: { referenceType: '', reference: '' },
    remittanceInformationStructured: splitReference(item.creditorReference),
    // A line paid by its structured reference alone (the Croatian files' HR model and number)
    // has no free text; the single payment's description, which the form requires, names it.
    remittanceInformationUnstructured: item.remittanceUnstructured ?? item.creditorReference ?? '',
    purposeCode: item.purposeCode ?? '',
    purposeCodeUae: '',
    requestedExecutionDate: group.executionDate,
    foreignTurnoverCode: '',
    endToEndIdentification: item.endToEndId,
    ...(item.creditorBic === null
      ? {}
      : { creditorAgent: { bic: item.creditorBic, name: '', address: '', country: '' } }),
  });
}

/**
 * 000 §7 POST /convert/{id}: a stored file nobody has signed becomes single stored payments, made
 * by a job as the person who asked (CONVERSION_IN_PROGRESS until then). Its groups leave with it.
 */
export async function convertBulkPayment(
  deps: TDeps,
  actor: TActor,
  orderId: bigint,
  locale: TLocale,
): Promise<TBulkPayment> {
  const answer = await withCompanyScope(deps.db, actor, async (tx) => {
    const context: TOrderContext = { deps, actor, tx };
    const file = await selectBulkFile(tx, orderId).catch(() => undefined);
    const order = await findKernelOrder(tx, actor, orderId, 'GROUP');
    if (!file || order?.orderType !== BULK_PAYMENT_ORDER_TYPE) throw new AppError('NOT_FOUND');
    const signatures = await selectSignatures(tx, {
      orderType: BULK_PAYMENT_ORDER_TYPE,
      orderIds: [getSigningReference(order)],
    });
    if (signatures.length > 0) throw new AppError('BULK_NOT_CONVERTIBLE');
    const move = {
      from: ['STORED'],
      to: 'CONVERSION_IN_PROGRESS',
      refusal: 'BULK_NOT_CONVERTIBLE',
    } as const;
    await moveOrderByType(context, bulkFileOrderType, orderId, move);
    for (const group of await selectBulkGroups(tx, file.fileUuid))
      if (group.orderId !== null)
        await moveOrderByType(context, bulkGroupOrderType, group.orderId, move);
    await tx.execute(sql`UPDATE bulk_payment_files SET conversion_person_uuid = ${actor.personUuid},
        conversion_login_level = ${actor.authorizationLevel}
      WHERE order_id = ${orderId.toString()}`);
    // The job exists only if the move commits; the queue is the bank's, not the company's.
    await withBankRole(tx, () => deps.jobs.sendInTransaction(tx, BULK_CONVERSION_QUEUE, {}));
    return presentBulkPayment(tx, deps, actor, locale, orderId);
  });
  deps.jobs.wake(BULK_CONVERSION_QUEUE);
  return answer;
}

interface TConversionWork {
  orderId: bigint;
  companyId: string;
  personUuid: string;
  loginLevel: TLoginAuthorizationLevel;
}

/** The person a conversion acts for, as the kernel knows a signed-in person (no session). */
async function readConversionActor(tx: TTx, work: TConversionWork): Promise<TActor> {
  const result = await tx.execute<{
    person_id: string;
    person_name: string;
    customer_id: string;
    company_name: string;
    company_oib: string;
  }>(sql`SELECT p.person_id::text, p.first_name || ' ' || p.last_name AS person_name,
      c.customer_id::text, c.name AS company_name, c.oib AS company_oib
    FROM persons p, companies c WHERE p.id = ${work.personUuid} AND c.id = ${work.companyId}`);
  const [row] = result.rows;
  if (!row) throw new Error(`conversion of ${work.orderId}: its person or company is gone`);
  const now = new Date(0);
  return {
    sessionId: `conversion-${work.orderId}`,
    personUuid: work.personUuid,
    personId: Number(row.person_id),
    personName: row.person_name,
    companyId: work.companyId,
    customerId: Number(row.customer_id),
    companyName: row.company_name,
    companyOib: row.company_oib,
    authorizationLevel: work.loginLevel,
    allowedServices: ['PAYMENTS', 'BULK_PAYMENTS'],
    loginType: 'TOKEN',
    createdAt: now,
    lastActivityAt: now,
    expiresAt: now,
    deviceId: null,
  };
}

async function selectConversionWork(tx: TTx): Promise<TConversionWork[]> {
  const result = await tx.execute<{
    order_id: string;
    company_id: string;
    conversion_person_uuid: string;
    conversion_login_level: number;
  }>(sql`SELECT f.order_id, f.company_id, f.conversion_person_uuid, f.conversion_login_level
    FROM bulk_payment_files f JOIN orders o ON o.id = f.order_id
    WHERE o.status = 'CONVERSION_IN_PROGRESS' ORDER BY f.order_id`);
  return result.rows.map((row) => ({
    orderId: BigInt(row.order_id),
    companyId: row.company_id,
    personUuid: row.conversion_person_uuid,
    loginLevel: row.conversion_login_level as TLoginAuthorizationLevel,
  }));
}

async function selectLinesToConvert(tx: TTx, fileUuid: string): Promise<TBulkItemRow[]> {
  const result = await tx.execute(sql`SELECT * FROM bulk_payment_items
    WHERE file_uuid = ${fileUuid} AND status = 'STORED'
    ORDER BY group_index, item_index LIMIT ${LINES_PER_TRANSACTION} FOR UPDATE`);
  return result.rows.map(toItemRow);
}

/** One line made a stored payment in a savepoint, or left REJECTED with the payment rules' reason. */
async function convertLine(
  context: TOrderContext,
  file: TBulkFileRow,
  group: TBulkGroupRow | undefined,
  item: TBulkItemRow,
): Promise<boolean> {
  const { tx } = context;
  let paymentOrderId: bigint | null = null;
  let reason: string | null = group?.debtorAccountId ? null : 'DEBTOR_ACCOUNT_NOT_OWN';
  if (group?.debtorAccountId && item.issueCount === 0) {
    try {
      paymentOrderId = await tx.transaction(async (savepoint) => {
        const stored = await storeNewOrder(
          { ...context, tx: savepoint },
          paymentOrderType,
          toPaymentInput(group, item),
        );
        return stored.order.id;
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const [first] = error.validations;
      reason = first?.code ?? (isErrorCode(error.code) ? error.code : 'GENERAL_ERROR');
    }
  } else if (item.issueCount > 0) reason = 'BULK_FILE_HAS_ERRORS';
  await tx.execute(sql`UPDATE bulk_payment_items SET
      status = ${paymentOrderId === null ? 'REJECTED' : 'CONVERTED'},
      rejection_reason = ${reason}, payment_order_id = ${paymentOrderId?.toString() ?? null}
    WHERE file_uuid = ${file.fileUuid} AND group_index = ${item.groupIndex}
      AND item_index = ${item.itemIndex}`);
  return paymentOrderId !== null;
}

/** Converts the next lines of a file in one transaction; false when none were left. */
async function convertNextLines(deps: TDeps, work: TConversionWork): Promise<boolean> {
  return withCompanyScope(
    deps.db,
    { companyId: work.companyId, personUuid: work.personUuid },
    async (tx) => {
      const actor = await readConversionActor(tx, work);
      const file = await selectBulkFile(tx, work.orderId);
      const groups = new Map(
        (await selectBulkGroups(tx, file.fileUuid)).map((g) => [g.groupIndex, g]),
      );
      const lines = await selectLinesToConvert(tx, file.fileUuid);
      let converted = 0;
      for (const item of lines)
        if (await convertLine({ deps, actor, tx }, file, groups.get(item.groupIndex), item))
          converted += 1;
      await tx.execute(sql`UPDATE bulk_payment_files SET converted_count = converted_count + ${converted},
        conversion_failed_count = conversion_failed_count + ${lines.length - converted}
      WHERE order_id = ${work.orderId.toString()}`);
      return lines.length > 0;
    },
  );
}

function readOutcome(file: TBulkFileRow): TBulkPaymentStatus {
  if (file.conversionFailedCount === 0) return 'CONVERSION_FINISHED';
  return file.convertedCount === 0 ? 'CONVERSION_FAILED' : 'CONVERSION_PARTIALLY';
}

/** The file and its groups end their conversion: finished, partly, or failed. */
async function finishConversion(deps: TDeps, work: TConversionWork): Promise<void> {
  await withSystemTransaction(deps.db, async (tx) => {
    const file = await selectBulkFile(tx, work.orderId);
    const now = deps.clock.now();
    const to = readOutcome(file);
    const kernelOrders: TKernelOrder[] = [];
    for (const group of await selectBulkGroups(tx, file.fileUuid))
      if (group.orderId !== null) {
        const groupOrder = await readOrderRow(tx, group.orderId);
        if (groupOrder.status === 'CONVERSION_IN_PROGRESS') kernelOrders.push(groupOrder);
      }
    for (const groupOrder of kernelOrders)
      await finishOrderMove(tx, bulkGroupOrderType, groupOrder, { to, now });
    const fileOrder = await readOrderRow(tx, work.orderId);
    if (fileOrder.status === 'CONVERSION_IN_PROGRESS')
      await finishOrderMove(tx, bulkFileOrderType, fileOrder, { to, now });
  });
}

async function readOrderRow(tx: TTx, orderId: bigint): Promise<TKernelOrder> {
  const order = await readKernelOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} exists`);
  return order;
}

/**
 * The conversion job: every file waiting to be converted, a transaction of lines at a time, then
 * its end status. Run again after a crash, it goes on where the last committed transaction left.
 */
export async function runBulkConversions(deps: TDeps): Promise<number> {
  const works = await withSystemTransaction(deps.db, selectConversionWork);
  for (const work of works) {
    while (await convertNextLines(deps, work));
    await finishConversion(deps, work);
  }
  return works.length;
}
