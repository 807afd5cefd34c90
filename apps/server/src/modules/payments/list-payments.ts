import {
  checkAmountRange,
  getForeignPaymentFieldVisibility,
  listStatusesOfGroups,
  normalizeIban,
  validateDateRange,
  validateFilterDescription,
  validateFilterText,
  type TLocale,
} from '@poslovno/domain';
import type {
  TForeignFormVisibility,
  TKnownRecipients,
  TPayment,
  TPaymentsOverview,
  TPaymentsOverviewFilter,
} from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import { findKernelOrder } from '../../platform/orders/orders.repository';
import { selectTemplateRecipients } from '../templates/templates.repository';
import { readFilterAmount, refuseFilter } from '../../platform/query-filters';
import { addAwaitingSigners } from './awaiting-signers';
import { PAYMENT_ORDER_TYPE, presentPayment, presentPayments } from './payment-views';
import {
  selectKnownRecipients,
  selectPayment,
  selectPayments,
  type TPaymentsFilter,
} from './payments.repository';

const FILTER_TEXT_MAX_LENGTH = 140;

function readFilterText(field: string, text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  const checked = validateFilterText(text, FILTER_TEXT_MAX_LENGTH);
  if (!checked.ok) refuseFilter(field, checked.code);
  return checked.value;
}

/** 000 §3 overview filter and search, checked as the screen checks them. */
export function readPaymentsFilter(query: TPaymentsOverviewFilter): TPaymentsFilter {
  const dates = validateDateRange(query.from ?? null, query.to ?? null);
  if (!dates.ok) refuseFilter(dates.detail ?? 'from', dates.code);
  const minAmountMinor = readFilterAmount('minAmount', query.minAmount);
  const maxAmountMinor = readFilterAmount('maxAmount', query.maxAmount);
  const amounts = checkAmountRange(minAmountMinor, maxAmountMinor);
  if (!amounts.ok) refuseFilter('minAmount', amounts.code);
  const filter: TPaymentsFilter = {};
  if (query.from) filter.from = query.from;
  if (query.to) filter.to = query.to;
  if (query.debtorIban) filter.debtorIban = normalizeIban(query.debtorIban);
  if (query.currency) filter.currency = query.currency;
  if (query.status?.length) filter.statuses = listStatusesOfGroups(query.status);
  if (query.currencyType) filter.isDomesticCurrency = query.currencyType === 'DOMESTIC';
  if (query.paymentId) filter.paymentId = BigInt(query.paymentId);
  if (minAmountMinor !== undefined) filter.minAmountMinor = minAmountMinor;
  if (maxAmountMinor !== undefined) filter.maxAmountMinor = maxAmountMinor;
  const creditorName = readFilterText('creditorName', query.creditorName);
  if (creditorName) filter.creditorName = creditorName;
  if (query.creditorIban) filter.creditorIban = normalizeIban(query.creditorIban);
  const reference = readFilterText('creditorReference', query.creditorReference);
  if (reference) filter.creditorReference = reference;
  if (query.creditorReferenceType) filter.creditorReferenceType = query.creditorReferenceType;
  if (query.description) {
    const description = validateFilterDescription(query.description, FILTER_TEXT_MAX_LENGTH);
    if (!description.ok) refuseFilter('description', description.code);
    filter.description = description.value;
  }
  return filter;
}

function decodePaymentCursor(cursor: string | undefined): bigint | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    Array.isArray(key) && typeof key[0] === 'string' && /^\d{1,18}$/.test(key[0])
      ? BigInt(key[0])
      : undefined,
  );
}

/** GET /payments/overview: a keyset page, newest first. */
export async function listPayments(
  deps: { db: TDb },
  actor: TActor,
  query: TPaymentsOverviewFilter & { cursor?: string; pageSize: number },
  locale: TLocale,
): Promise<TPaymentsOverview> {
  const filter = readPaymentsFilter(query);
  const afterId = decodePaymentCursor(query.cursor);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const rows = await selectPayments(tx, actor, filter, {
      ...(afterId === undefined ? {} : { afterId }),
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    const views = await presentPayments(
      tx,
      actor,
      locale,
      page.map((row) => ({ ...row, warnings: [] })),
    );
    const payments = await addAwaitingSigners(tx, actor.companyId, page, views);
    return {
      payments,
      metadata: {
        nextCursor:
          rows.length > query.pageSize && last
            ? encodeKeysetCursor([last.order.id.toString()])
            : null,
      },
    };
  });
}

/** GET /payments/overview/{id}: one payment the person may see; any other is unknown. */
export async function getPayment(
  deps: { db: TDb },
  actor: TActor,
  paymentId: bigint,
  locale: TLocale,
): Promise<TPayment> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const order = await findKernelOrder(tx, actor, paymentId);
    if (!order || order.orderType !== PAYMENT_ORDER_TYPE || order.status === 'DELETED')
      throw new AppError('NOT_FOUND');
    const value = await selectPayment(tx, order.id);
    const item = { order, value, warnings: [] };
    const [view] = await addAwaitingSigners(
      tx,
      actor.companyId,
      [item],
      [await presentPayment(tx, actor, locale, item)],
    );
    if (!view) throw new Error(`order ${order.id} was not presented`);
    return view;
  });
}

/** GET /known-recipients?iban=: who the company paid to this account before, and the person's templates. */
export async function listKnownRecipients(
  deps: { db: TDb },
  actor: TActor,
  iban: string,
): Promise<TKnownRecipients> {
  const account = normalizeIban(iban).replace(/[-.]/g, '');
  const items = await withCompanyScope(deps.db, actor, async (tx) => [
    ...(await selectKnownRecipients(tx, actor.companyId, account)),
    ...(await selectTemplateRecipients(tx, actor.companyId, actor.personUuid, account)),
  ]);
  // One suggestion per name, the payments' first (they show what was really paid).
  const seen = new Set<string>();
  return {
    items: items.filter((item) => {
      const key = item.name.toLocaleLowerCase('hr');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}

/** GET /forms/foreign-payment/form-field-visibility, by the same rules that validate the form. */
export function getForeignFormVisibility(query: {
  country: string;
  currency: string;
  creditorAccount: string;
}): TForeignFormVisibility {
  return {
    fields: getForeignPaymentFieldVisibility({
      creditorCountry: query.country,
      currency: query.currency,
      creditorAccount: query.creditorAccount,
    }),
  };
}
