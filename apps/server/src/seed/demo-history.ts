import { createHash } from 'node:crypto';
import {
  addDaysToIsoDate,
  assert,
  buildCroatianIban,
  computeIbanCheckDigits,
  getZagrebInstant,
  isBusinessDay,
  type TIsoDate,
} from '@poslovno/domain';
import type { TTx } from '../platform/db/database';
import {
  bookTransferInTransaction,
  type TBookingSide,
  type TExternalParty,
  type TTransferRequest,
} from '../core-bank/book-transfer';

/** How far back the demo's accounts have lived: enough for a quarter's statements and statistics. */
export const DEMO_HISTORY_DAYS = 92;

/** One past movement of a demo account, planned before anything is booked. */
export interface TPlannedEntry {
  accountKey: string;
  valueDate: TIsoDate;
  minutesOfDay: number;
  kind: 'PAYMENT_IN' | 'PAYMENT_OUT' | 'FEE' | 'CARD';
  /** Positive: money in; negative: money out. */
  amountMinor: bigint;
  party: TExternalParty | null;
  description: string;
  reference: string | null;
}

export interface TAccountHistoryPlan {
  /** The opening balance that the history, booked after it, turns into the account's balance. */
  openingMinor: bigint;
  entries: TPlannedEntry[];
}

/** A small deterministic generator (mulberry32), seeded per account, so every seed is the same. */
function createRandom(seedText: string): () => number {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  assert(item !== undefined, 'pick from a non-empty list');
  return item;
}

// Other Croatian banks' codes (bases of the public VBDI codes); the parties are fictitious.
const OTHER_BANK_CODE_BASES = ['234000', '236000', '240200', '248400', '240700', '239000'];

/** A firm keeps one account: its IBAN follows from its name. */
function buildPartyIban(name: string): string {
  const random = createRandom(`party:${name}`);
  const accountBase = String(100_000_000 + Math.floor(random() * 899_999_999));
  return buildCroatianIban(pick(random, OTHER_BANK_CODE_BASES), accountBase);
}

function buildForeignIban(name: string, country: 'DE' | 'AT' | 'CH'): string {
  const random = createRandom(`party:${name}`);
  const digits = (length: number) =>
    Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const bban = country === 'DE' ? digits(18) : country === 'AT' ? digits(16) : digits(17);
  return `${country}${computeIbanCheckDigits(country, bban)}${bban}`;
}

const DOMESTIC_PAYERS = [
  'Pekarnica Zlatni klas d.o.o.',
  'Mlin Ravnica d.o.o.',
  'Trgovina Podravina d.o.o.',
  'Agrocentar Vukovar d.o.o.',
  'Hrana i piće Jadran d.o.o.',
  'Brodogradilište Sveti Duje d.d.',
  'Građevinar Kaštela d.o.o.',
  'Metalka Šibenik d.o.o.',
];

const DOMESTIC_PAYEES = [
  { name: 'Elektroopskrba Istok d.o.o.', description: 'Račun za električnu energiju' },
  { name: 'Vodoopskrba Drava d.o.o.', description: 'Voda i odvodnja' },
  { name: 'Telekomunikacije Jadran d.d.', description: 'Telekomunikacijske usluge' },
  { name: 'Prijevoz Slavonija d.o.o.', description: 'Usluga prijevoza robe' },
  { name: 'Uredski materijal Kvarner d.o.o.', description: 'Uredski materijal' },
  { name: 'Osiguranje Lovćen d.d.', description: 'Premija osiguranja imovine' },
];

const FOREIGN_PARTIES = [
  { name: 'Donau Getreide Handel GmbH', country: 'AT' as const },
  { name: 'Rheinstahl Komponenten GmbH', country: 'DE' as const },
  { name: 'Alpen Agrar Trading AG', country: 'CH' as const },
];

const CARD_MERCHANTS = [
  'Benzinska postaja Centar, Osijek',
  'Tiskara Grafo, Zagreb',
  'Restoran Stari grad, Split',
  'Hotel Dubrava, Zagreb',
];

/** A typical amount for an account holding about `balanceMinor`: a 40th of it, within bounds. */
function drawAmountMinor(random: () => number, balanceMinor: bigint, maxMinor: bigint): bigint {
  const typical = balanceMinor / 40n;
  const clamped = typical < 5_000n ? 5_000n : typical > maxMinor ? maxMinor : typical;
  // Between a fifth and twice the typical amount, rounded to the cent.
  const factor = 0.2 + random() * 1.8;
  return BigInt(Math.round(Number(clamped) * factor));
}

function drawReference(random: () => number): string {
  const invoice = String(1 + Math.floor(random() * 9_999));
  return `HR00 ${invoice}-${String(10 + Math.floor(random() * 89))}`;
}

/**
 * The movements of one account over the days before `today`, and the opening balance that makes
 * them end at the account's balance: the plan is walked backwards from today, so that the booked
 * balance never falls below a cushion on any day (an incoming payment too large to have come before
 * is made smaller). Domestic accounts get payments in and out, a monthly account fee and card
 * settlements; foreign-currency accounts get payments from abroad and a few out.
 */
export function planAccountHistory(account: {
  key: string;
  currency: string;
  bookedMinor: bigint;
  today: TIsoDate;
}): TAccountHistoryPlan {
  const random = createRandom(`history:${account.key}`);
  const isDomestic = account.currency === 'EUR';
  const maxMinor = isDomestic ? 4_000_000n : 1_500_000n;
  const cushionMinor = account.bookedMinor / 10n;
  const entries: TPlannedEntry[] = [];
  let balanceMinor = account.bookedMinor;
  for (let offset = 1; offset <= DEMO_HISTORY_DAYS; offset++) {
    const valueDate = addDaysToIsoDate(account.today, -offset);
    if (!isBusinessDay(valueDate, 'DOMESTIC')) continue;
    const dayEntries = planDay(random, { ...account, valueDate, isDomestic, maxMinor });
    // Backwards: the balance before an entry is the balance after it minus its amount.
    for (const entry of dayEntries.reverse()) {
      if (entry.amountMinor > 0n && balanceMinor - entry.amountMinor < cushionMinor) {
        const fitting = balanceMinor - cushionMinor;
        if (fitting < 1_000n) continue;
        entry.amountMinor = fitting;
      }
      balanceMinor -= entry.amountMinor;
      entries.push(entry);
    }
  }
  return { openingMinor: balanceMinor, entries: entries.reverse() };
}

function planDay(
  random: () => number,
  day: {
    key: string;
    currency: string;
    bookedMinor: bigint;
    valueDate: TIsoDate;
    isDomestic: boolean;
    maxMinor: bigint;
  },
): TPlannedEntry[] {
  const entries: TPlannedEntry[] = [];
  const at = (minutesOfDay: number) => ({
    accountKey: day.key,
    valueDate: day.valueDate,
    minutesOfDay,
  });
  const count = day.isDomestic ? Math.floor(random() * 4) : random() < 0.25 ? 1 : 0;
  for (let index = 0; index < count; index++) {
    const minutesOfDay = 8 * 60 + Math.floor(random() * 7 * 60);
    const amountMinor = drawAmountMinor(random, day.bookedMinor, day.maxMinor);
    if (!day.isDomestic) {
      const foreign = pick(random, FOREIGN_PARTIES);
      const isIncoming = random() < 0.7;
      entries.push({
        ...at(minutesOfDay),
        kind: isIncoming ? 'PAYMENT_IN' : 'PAYMENT_OUT',
        amountMinor: isIncoming ? amountMinor : -amountMinor,
        party: { name: foreign.name, iban: buildForeignIban(foreign.name, foreign.country) },
        description: isIncoming ? 'Payment for goods, invoice' : 'Payment for services',
        reference: null,
      });
    } else if (random() < 0.55) {
      const payer = pick(random, DOMESTIC_PAYERS);
      entries.push({
        ...at(minutesOfDay),
        kind: 'PAYMENT_IN',
        amountMinor,
        party: { name: payer, iban: buildPartyIban(payer) },
        description: 'Plaćanje po računu',
        reference: drawReference(random),
      });
    } else if (random() < 0.8) {
      const payee = pick(random, DOMESTIC_PAYEES);
      entries.push({
        ...at(minutesOfDay),
        kind: 'PAYMENT_OUT',
        amountMinor: -amountMinor / 3n,
        party: { name: payee.name, iban: buildPartyIban(payee.name) },
        description: payee.description,
        reference: drawReference(random),
      });
    } else {
      entries.push({
        ...at(minutesOfDay),
        kind: 'CARD',
        amountMinor: -(amountMinor / 20n + 1_000n),
        party: null,
        description: pick(random, CARD_MERCHANTS),
        reference: null,
      });
    }
  }
  // The account fee on the month's first business day.
  if (day.isDomestic && isFirstBusinessDayOfMonth(day.valueDate)) {
    entries.push({
      ...at(7 * 60 + 30),
      kind: 'FEE',
      amountMinor: -1_500n,
      party: null,
      description: 'Naknada za vođenje računa',
      reference: null,
    });
  }
  return entries.sort((a, b) => a.minutesOfDay - b.minutesOfDay);
}

function isFirstBusinessDayOfMonth(date: TIsoDate): boolean {
  for (let previous = addDaysToIsoDate(date, -1); ; previous = addDaysToIsoDate(previous, -1)) {
    if (previous.slice(0, 7) !== date.slice(0, 7)) return true;
    if (isBusinessDay(previous, 'DOMESTIC')) return false;
  }
}

function toBookingSides(
  entry: TPlannedEntry,
  accountId: string,
): Pick<TTransferRequest, 'debit' | 'credit'> {
  const account: TBookingSide = {
    accountId,
    ...(entry.reference ? { reference: entry.reference } : {}),
  };
  const clearing: TBookingSide = {
    bankAccount: 'CLEARING',
    party: entry.party ?? { name: entry.description, iban: null },
  };
  switch (entry.kind) {
    case 'PAYMENT_IN':
      return { debit: clearing, credit: account };
    case 'PAYMENT_OUT':
    case 'CARD':
      return { debit: account, credit: clearing };
    case 'FEE':
      return { debit: account, credit: { bankAccount: 'FEE_INCOME' } };
  }
}

/**
 * Books planned entries through the core bank's own booking service, in time order across the
 * accounts, each at its own past instant, so the demo's history is what the ledger would have
 * recorded had it run all along.
 */
export async function bookDemoHistory(
  tx: TTx,
  plans: readonly { accountId: string; currency: string; entries: readonly TPlannedEntry[] }[],
): Promise<void> {
  const all = plans.flatMap((plan) => plan.entries.map((entry, index) => ({ plan, entry, index })));
  all.sort(
    (a, b) =>
      a.entry.valueDate.localeCompare(b.entry.valueDate) ||
      a.entry.minutesOfDay - b.entry.minutesOfDay,
  );
  for (const { plan, entry, index } of all) {
    const bookedAt = getZagrebInstant(entry.valueDate, entry.minutesOfDay);
    await bookTransferInTransaction(
      tx,
      { now: () => bookedAt },
      {
        kind: entry.kind,
        ...toBookingSides(entry, plan.accountId),
        amountMinor: entry.amountMinor < 0n ? -entry.amountMinor : entry.amountMinor,
        currency: plan.currency,
        valueDate: entry.valueDate,
        description: entry.description,
        idempotencyKey: `seed-history:${plan.accountId}:${index}`,
      },
    );
  }
}
