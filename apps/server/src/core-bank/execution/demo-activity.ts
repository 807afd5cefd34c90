import {
  buildCroatianIban,
  computeMod11IniCheckDigit,
  getZagrebWallClock,
  isBusinessDay,
  type TErrorCode,
} from '@poslovno/domain';
import type { TClock } from '../../platform/clock';
import { withSystemTransaction, type TDb, type TTx } from '../../platform/db/database';
import type { TJobSender } from '../../platform/jobs/job-runner';
import { AppError } from '../../platform/errors';
import { bookTransferInTransaction } from '../book-transfer';
import { findReservation } from '../ledger.repository';
import { selectActiveAccounts } from './execution.repository';
import { CARD_SETTLEMENT_QUEUE, type TCardSettlementJob } from './execution-queues';
import { reserveFundsInTransaction } from '../reserve-funds';

/**
 * Demo mode's life on the accounts (issue 6): a few times an hour a payment arrives from another
 * bank's customer, or a company card is used and its reservation settles a while later, so the
 * balances, transactions and statements of the demo bank move on their own. Only credits and
 * reservations the account can afford: a card payment that would pass the overdraft is skipped.
 */

export interface TDemoActivityDeps {
  db: TDb;
  clock: TClock;
  jobs: TJobSender;
  /** A number in [0, 1): Math.random in the demo, a seeded one in tests. */
  random: () => number;
  /** How long a card reservation waits for the merchant's settlement. */
  cardSettlementDelayMs?: number;
}

export type TDemoActivity =
  | { kind: 'INCOMING_PAYMENT'; accountId: string; amountMinor: bigint; bookingId: string }
  | { kind: 'CARD_RESERVATION'; accountId: string; amountMinor: bigint; reservationId: string }
  | { kind: 'SKIPPED'; reason: TErrorCode | 'NO_ACCOUNT' };

const DEFAULT_CARD_SETTLEMENT_DELAY_MS = 45 * 60_000;
const INCOMING_SHARE = 0.55;

/** Payers at other (fictitious) banks: bank code bases near the demo bank's own 299999. */
const PAYERS = [
  { name: 'Agro-Baranja d.o.o.', bankBase: '299998', accountBase: '310045127' },
  { name: 'Vinarija Kutjevo Brijeg d.o.o.', bankBase: '299997', accountBase: '320118904' },
  { name: 'Dravske toplane d.d.', bankBase: '299996', accountBase: '330907715' },
  { name: 'Mlinar Podravina j.d.o.o.', bankBase: '299998', accountBase: '310233016' },
  { name: 'Jadran Logistika d.o.o.', bankBase: '299997', accountBase: '320540038' },
  { name: 'Obrt za prijevoz Horvat', bankBase: '299996', accountBase: '330012459' },
  { name: 'Slavonski Brod Metal d.o.o.', bankBase: '299998', accountBase: '310771220' },
  { name: 'Istra Ulja d.o.o.', bankBase: '299997', accountBase: '320006613' },
] as const;

const INCOMING_DESCRIPTIONS = [
  'Plaćanje računa br. {n}/2026',
  'Uplata po ponudi {n}',
  'Predujam za robu, ugovor {n}',
  'Plaćanje otpremnice {n}',
] as const;

const MERCHANTS = [
  'KONZUM 0412 OSIJEK',
  'INA BS ZAGREB-JANKOMIR',
  'TISAK MEDIA SPLIT',
  'HRVATSKE AUTOCESTE NAPLATA',
  'CROATIA AIRLINES ZAGREB',
  'BAUHAUS ZAGREB',
  'HOTEL ESPLANADE ZAGREB',
  'PETROL BS OSIJEK',
] as const;

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick needs a random number in [0, 1)');
  return item;
}

function randomMinor(random: () => number, fromMinor: number, toMinor: number): bigint {
  return BigInt(fromMinor + Math.floor(random() * (toMinor - fromMinor)));
}

/**
 * The payer's reference for the payee, as invoices carry it: HR01 "invoice-year" with its MOD 11
 * INI check digit over the joined digits, or HR00, the same numbers without a check.
 */
function buildPayeeReference(invoiceNumber: number, year: string, isChecked: boolean): string {
  if (!isChecked) return `HR00 ${invoiceNumber}-${year}`;
  return `HR01 ${invoiceNumber}-${year}${computeMod11IniCheckDigit(`${invoiceNumber}${year}`)}`;
}

async function bookIncomingPayment(
  tx: TTx,
  deps: TDemoActivityDeps,
  account: { id: string; currency: string },
  idempotencyKey: string,
): Promise<TDemoActivity> {
  const payer = pick(PAYERS, deps.random);
  const invoiceNumber = 1000 + Math.floor(deps.random() * 9000);
  const today = getZagrebWallClock(deps.clock.now()).date;
  const amountMinor = randomMinor(deps.random, 50_00, 8_000_00);
  const receipt = await bookTransferInTransaction(tx, deps.clock, {
    kind: 'PAYMENT_IN',
    debit: {
      bankAccount: 'CLEARING',
      party: { name: payer.name, iban: buildCroatianIban(payer.bankBase, payer.accountBase) },
    },
    credit: {
      accountId: account.id,
      reference: buildPayeeReference(invoiceNumber, today.slice(0, 4), deps.random() < 0.7),
    },
    amountMinor,
    currency: account.currency,
    valueDate: today,
    description: pick(INCOMING_DESCRIPTIONS, deps.random).replace('{n}', String(invoiceNumber)),
    idempotencyKey,
  });
  return {
    kind: 'INCOMING_PAYMENT',
    accountId: account.id,
    amountMinor,
    bookingId: receipt.bookingId,
  };
}

async function reserveCardPayment(
  tx: TTx,
  deps: TDemoActivityDeps,
  account: { id: string; currency: string },
  idempotencyKey: string,
): Promise<TDemoActivity> {
  const merchant = pick(MERCHANTS, deps.random);
  const amountMinor = randomMinor(deps.random, 5_00, 400_00);
  try {
    // In a savepoint: a declined card leaves nothing of its attempt behind.
    const { reservationId } = await tx.transaction((savepoint) =>
      reserveFundsInTransaction(savepoint, deps.clock, {
        accountId: account.id,
        kind: 'CARD_TRANSACTION',
        amountMinor,
        currency: account.currency,
        reference: merchant,
        idempotencyKey,
      }),
    );
    const job: TCardSettlementJob = {
      reservationId,
      accountId: account.id,
      amountMinor: amountMinor.toString(),
      currency: account.currency,
      merchant,
    };
    await deps.jobs.sendInTransaction(tx, CARD_SETTLEMENT_QUEUE, job, {
      startAfterMs: deps.cardSettlementDelayMs ?? DEFAULT_CARD_SETTLEMENT_DELAY_MS,
    });
    return { kind: 'CARD_RESERVATION', accountId: account.id, amountMinor, reservationId };
  } catch (error) {
    // The card is declined: no money left above the overdraft. Nothing was reserved.
    if (error instanceof AppError && error.code === 'SIRIUS_INSUFFICIENT_FUNDS')
      return { kind: 'SKIPPED', reason: error.code };
    throw error;
  }
}

/**
 * One piece of demo activity on a random active account: an incoming payment (business days
 * only, as clearing runs then) or a card reservation. `jobId` keys it, so a retried job does it once.
 */
export async function generateDemoActivity(
  deps: TDemoActivityDeps,
  jobId: string,
): Promise<TDemoActivity> {
  return withSystemTransaction(deps.db, async (tx) => {
    const accounts = await selectActiveAccounts(tx);
    if (accounts.length === 0) return { kind: 'SKIPPED', reason: 'NO_ACCOUNT' };
    const account = pick(accounts, deps.random);
    const today = getZagrebWallClock(deps.clock.now()).date;
    const isIncoming = deps.random() < INCOMING_SHARE && isBusinessDay(today, 'DOMESTIC');
    return isIncoming
      ? bookIncomingPayment(tx, deps, account, `demo:${jobId}:in`)
      : reserveCardPayment(tx, deps, account, `demo:${jobId}:card`);
  });
}

/**
 * The merchant's settlement of a card payment: a CARD booking to clearing that consumes the
 * reservation. A repeated job replays the booking by its key.
 */
export async function settleCardTransaction(
  deps: { db: TDb; clock: TClock },
  job: TCardSettlementJob,
): Promise<{ bookingId: string } | undefined> {
  return withSystemTransaction(deps.db, async (tx) => {
    const reservation = await findReservation(tx, job.reservationId);
    if (reservation?.status === 'RELEASED') return undefined;
    const receipt = await bookTransferInTransaction(tx, deps.clock, {
      kind: 'CARD',
      debit: { accountId: job.accountId },
      credit: { bankAccount: 'CLEARING', party: { name: job.merchant, iban: null } },
      amountMinor: BigInt(job.amountMinor),
      currency: job.currency,
      valueDate: getZagrebWallClock(deps.clock.now()).date,
      description: `Kartično plaćanje: ${job.merchant}`,
      idempotencyKey: `card:${job.reservationId}:settle`,
      reservationId: job.reservationId,
    });
    return { bookingId: receipt.bookingId };
  });
}
