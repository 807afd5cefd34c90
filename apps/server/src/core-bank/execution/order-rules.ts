import {
  DATE_INPUT_MAX,
  DOMESTIC_CURRENCY,
  compareIsoDates,
  getNextBusinessDay,
  getNextPossibleExecutionDate,
  getZagrebWallClock,
  isBusinessDay,
  type TErrorCode,
  type TIsoDate,
  type TPaymentChannel,
  type TUrgency,
} from '@poslovno/domain';
import type { TFraudStatus, TOrderRoute } from './execution.types';

/**
 * The engine's rules, free of I/O: where an order goes, when it runs, what it costs, and the
 * simulated fraud check and recipient bank. The calendar itself is the domain's (calendar.ts).
 */

export interface TExecutionPlan {
  route: TOrderRoute;
  /** The calendar the order settles by: INSTANT every day, the others on their business days. */
  channel: TPaymentChannel;
  executionDate: TIsoDate;
}

/** An HR IBAN carries the bank's 7-digit code after the check digits: ours means our own books. */
export function isIbanAtBank(iban: string, bankCode: string): boolean {
  return iban.startsWith('HR') && iban.slice(4, 11) === bankCode;
}

function getRouteChannel(route: TOrderRoute, creditorIban: string, currency: string) {
  if (route === 'INTERNAL') return 'INTERNAL';
  if (currency !== DOMESTIC_CURRENCY) return 'FOREIGN';
  return creditorIban.startsWith('HR') ? 'DOMESTIC' : 'SEPA';
}

/**
 * 000 §9: before the 15:30 cut-off on a business day an order runs the same day, an urgent one
 * until 16:00, an instant one at once on any day; later, or on a weekend or holiday, on the next
 * business day. A date the client asked for later than that stands (moved to a business day).
 */
export function planExecution(input: {
  now: Date;
  creditorIban: string;
  currency: string;
  urgency: TUrgency;
  requestedExecutionDate: TIsoDate;
  bankCode: string;
}): TExecutionPlan {
  const route = isIbanAtBank(input.creditorIban, input.bankCode) ? 'INTERNAL' : 'CLEARING';
  const routeChannel = getRouteChannel(route, input.creditorIban, input.currency);
  const channel = input.urgency === 'INSTANT' ? 'INSTANT' : routeChannel;
  const earliest = getNextPossibleExecutionDate(input.now, routeChannel, input.urgency);
  const wanted =
    compareIsoDates(input.requestedExecutionDate, earliest) > 0
      ? input.requestedExecutionDate
      : earliest;
  return { route, channel, executionDate: getNextBusinessDay(wanted, channel) };
}

/** A value date beyond the calendar's range is one the core cannot book (SIRIUS_VALUE_DATE). */
export function isExecutionDateBookable(date: TIsoDate): boolean {
  return compareIsoDates(date, DATE_INPUT_MAX) <= 0;
}

/**
 * Whether an order planned for `executionDate` runs now: its day has come, and today is a day its
 * channel settles on (a late order waits for the next one rather than booking on a holiday).
 */
export function isOrderDue(
  order: { executionDate: TIsoDate; channel: TPaymentChannel },
  now: Date,
): boolean {
  const today = getZagrebWallClock(now).date;
  return compareIsoDates(order.executionDate, today) <= 0 && isBusinessDay(today, order.channel);
}

/** The channels that settle today: the sweeper asks only for orders of these. */
export function listChannelsOpenOn(today: TIsoDate): TPaymentChannel[] {
  const channels: TPaymentChannel[] = ['INTERNAL', 'DOMESTIC', 'SEPA', 'FOREIGN', 'INSTANT'];
  return channels.filter((channel) => isBusinessDay(today, channel));
}

/**
 * The tariff, in EUR cents: transfers inside the bank are free; through the clearing a normal
 * domestic or SEPA payment costs 0.40, an urgent one 15.00, an instant one 0.20, and a payment in
 * another currency 20.00 whatever its urgency. An account in another currency pays the same
 * amount converted at the middle rate of the day.
 */
export const FEE_TARIFF_EUR_MINOR = {
  INTERNAL: 0n,
  NORMAL: 40n,
  URGENT: 15_00n,
  INSTANT: 20n,
  FOREIGN: 20_00n,
} as const;

export function getTariffFeeEurMinor(
  route: TOrderRoute,
  channel: TPaymentChannel,
  urgency: TUrgency,
) {
  if (route === 'INTERNAL') return FEE_TARIFF_EUR_MINOR.INTERNAL;
  if (channel === 'FOREIGN') return FEE_TARIFF_EUR_MINOR.FOREIGN;
  return FEE_TARIFF_EUR_MINOR[urgency];
}

/**
 * The simulated fraud check (FTM), deterministic so that the demo and the tests can reach every
 * outcome: a creditor on the demo list of known mule accounts is FTM-DECLINED; the demo's scoring
 * model knows only EUR, so an order in another currency is FTM-UNSCORED (it executes unscored); a
 * creditor on the watch list or an amount of 50,000.00 or more is FTM-HOLD (an analyst's extra
 * check, which approves it a little later); everything else is FTM-APPROVED.
 */
export const FRAUD_DECLINED_CREDITOR_IBANS: readonly string[] = ['HR3924999950000066101'];
export const FRAUD_WATCHED_CREDITOR_IBANS: readonly string[] = ['HR6024999950000066208'];
export const FRAUD_HOLD_FROM_MINOR = 50_000_00n;

export function scoreFraud(order: {
  creditorIban: string;
  amountMinor: bigint;
  currency: string;
}): TFraudStatus {
  if (FRAUD_DECLINED_CREDITOR_IBANS.includes(order.creditorIban)) return 'FTM-DECLINED';
  if (order.currency !== DOMESTIC_CURRENCY) return 'FTM-UNSCORED';
  if (FRAUD_WATCHED_CREDITOR_IBANS.includes(order.creditorIban)) return 'FTM-HOLD';
  return order.amountMinor >= FRAUD_HOLD_FROM_MINOR ? 'FTM-HOLD' : 'FTM-APPROVED';
}

/**
 * The simulated recipient bank answers by the last three digits of the creditor's account number
 * (an HR IBAN's 9-digit account base, before its check digit; elsewhere the IBAN's end):
 * 991 no such account, 992 wrong reference, 993 no answer in time, 994 account blocked for
 * credits. Any other account is credited.
 */
export const CLEARING_REJECTIONS: Readonly<Record<string, TErrorCode>> = {
  '991': 'SIRIUS_NONEXISTENT_ACCOUNT',
  '992': 'SIRIUS_WRONG_REFERENCE',
  '993': 'SIRIUS_TIMEOUT',
  '994': 'SIRIUS_ACCOUNT_STATUS',
};

export function decideClearingAnswer(creditorIban: string): TErrorCode | undefined {
  const account = creditorIban.startsWith('HR') ? creditorIban.slice(11, 20) : creditorIban;
  return CLEARING_REJECTIONS[account.slice(-3)];
}

/**
 * A name as the sanctions list keeps it: upper case, no accents or punctuation, single spaces.
 * Dots and apostrophes join what they stand between ("S.A." is SA, "O'Neil" ONEIL), as the list
 * writes abbreviations; other punctuation separates words.
 */
export function normalizeSanctionsName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/g, 'D')
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}
