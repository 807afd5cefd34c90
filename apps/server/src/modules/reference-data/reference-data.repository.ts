import { asc, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_LISTINGS,
  assert,
  normalizeIban,
  type TAccountListing,
  type TBankFacts,
  type TLocale,
} from '@poslovno/domain';
import type { TExecutor } from '../../platform/db/database';
import { findSanctionedParty } from '../../core-bank/execution/execution.repository';
import { normalizeSanctionsName } from '../../core-bank/execution/order-rules';
import {
  accountListings,
  bankDirectory,
  businessRegister,
  countries,
  purposeCodes,
  uaePurposeCodes,
} from './reference-data.schema';

/**
 * The bank's reference data (migrations/0010_reference_data.sql): the lookups behind the payment
 * rules' TPaymentValidationContext and the codebooks of /config. Each function takes the caller's
 * executor, so a payment's validation reads them inside its own company-scoped transaction.
 */

type TBankRow = typeof bankDirectory.$inferSelect;

function toBankFacts(row: TBankRow): TBankFacts {
  const place = [row.postalCode, row.city].filter(Boolean).join(' ');
  return {
    bic: row.bic,
    name: row.name,
    address: [row.street, place].filter(Boolean).join(', '),
    country: row.country,
    currencies: row.currencies,
  };
}

/** A Croatian bank by its 7-digit code (VBDI), as an HR IBAN carries it after HRkk. */
export async function findCroatianBank(
  executor: TExecutor,
  bankCode: string,
): Promise<TBankFacts | undefined> {
  if (!/^\d{7}$/.test(bankCode)) return undefined;
  const [row] = await executor
    .select()
    .from(bankDirectory)
    .where(eq(bankDirectory.bankCode, bankCode))
    .limit(1);
  return row && toBankFacts(row);
}

/** The directory keys banks by the first 8 characters of a BIC: the branch code is no other bank. */
function readBicKey(bic: string): string | undefined {
  const normalized = bic.trim().toUpperCase();
  return normalized.length === 8 || normalized.length === 11 ? normalized.slice(0, 8) : undefined;
}

/** A bank with its address, by a BIC of 8 or 11 characters (Croatian banks included). */
export async function findBankDetailsByBic(
  executor: TExecutor,
  bic: string,
): Promise<TBankRow | undefined> {
  const key = readBicKey(bic);
  if (key === undefined) return undefined;
  const [row] = await executor
    .select()
    .from(bankDirectory)
    .where(eq(bankDirectory.bic, key))
    .limit(1);
  return row;
}

export async function findBankByBic(
  executor: TExecutor,
  bic: string,
): Promise<TBankFacts | undefined> {
  const row = await findBankDetailsByBic(executor, bic);
  return row && toBankFacts(row);
}

function toAccountListing(listing: string): TAccountListing {
  const known = ACCOUNT_LISTINGS.find((candidate) => candidate === listing);
  assert(known !== undefined, `account_listings holds an unknown listing: ${listing}`);
  return known;
}

/** How the bank lists a payee's account, if at all (000 §8: blacklisted, whitelisted, …). */
export async function findAccountListing(
  executor: TExecutor,
  iban: string,
): Promise<TAccountListing | undefined> {
  const [row] = await executor
    .select({ listing: accountListings.listing })
    .from(accountListings)
    .where(eq(accountListings.iban, normalizeIban(iban)))
    .limit(1);
  return row && toAccountListing(row.listing);
}

/**
 * Screens a payee against the core bank's own sanctions list, the one its execution checks, by
 * the same matching: the IBAN, or the name without case, accents and punctuation. A screening
 * here and the core's check can therefore never disagree.
 */
export async function isSanctionedParty(
  executor: TExecutor,
  party: { name: string; iban?: string | null },
): Promise<boolean> {
  const match = await findSanctionedParty(executor, {
    // An empty IBAN matches nothing: the list holds IBANs or NULL.
    iban: party.iban ? normalizeIban(party.iban) : '',
    matchName: normalizeSanctionsName(party.name),
  });
  return match !== undefined;
}

export interface TCodebookSets {
  countries: ReadonlySet<string>;
  purposeCodes: ReadonlySet<string>;
  uaePurposeCodes: ReadonlySet<string>;
}

/**
 * The codebooks change only with a migration, and migrations run before a process serves: so a
 * process reads them once and keeps them in memory (every payment validation asks).
 */
let codebookSets: TCodebookSets | undefined;

export async function loadCodebookSets(executor: TExecutor): Promise<TCodebookSets> {
  if (codebookSets) return codebookSets;
  const result = await executor.execute<{ codebook: 'C' | 'P' | 'U'; code: string }>(sql`
    SELECT 'C' AS codebook, code FROM countries
    UNION ALL SELECT 'P', code FROM purpose_codes
    UNION ALL SELECT 'U', code FROM uae_purpose_codes`);
  const codesOf = (codebook: 'C' | 'P' | 'U') =>
    new Set(result.rows.filter((row) => row.codebook === codebook).map((row) => row.code));
  codebookSets = {
    countries: codesOf('C'),
    purposeCodes: codesOf('P'),
    uaePurposeCodes: codesOf('U'),
  };
  return codebookSets;
}

export interface TRegisteredBusiness {
  oib: string;
  name: string;
  address: { street: string; postalCode: string; city: string; country: string };
  ibans: string[];
}

/** A firm of the business register by its OIB (the caller has checked the OIB). */
export async function findBusinessByOib(
  executor: TExecutor,
  oib: string,
): Promise<TRegisteredBusiness | undefined> {
  const [row] = await executor
    .select()
    .from(businessRegister)
    .where(eq(businessRegister.oib, oib))
    .limit(1);
  return (
    row && {
      oib: row.oib,
      name: row.name,
      address: {
        street: row.street,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
      },
      ibans: row.ibans,
    }
  );
}

export interface TNamedCode {
  code: string;
  name: string;
}

export async function listPurposeCodes(
  executor: TExecutor,
  language: TLocale,
): Promise<TNamedCode[]> {
  return executor
    .select({
      code: purposeCodes.code,
      name: language === 'hr' ? purposeCodes.nameHr : purposeCodes.nameEn,
    })
    .from(purposeCodes)
    .orderBy(asc(purposeCodes.code));
}

export async function listUaePurposeCodes(
  executor: TExecutor,
  language: TLocale,
): Promise<TNamedCode[]> {
  return executor
    .select({
      code: uaePurposeCodes.code,
      name: language === 'hr' ? uaePurposeCodes.nameHr : uaePurposeCodes.nameEn,
    })
    .from(uaePurposeCodes)
    .orderBy(asc(uaePurposeCodes.code));
}

/** Unsorted: the order by name follows the language's collation, which the caller applies. */
export async function listCountries(
  executor: TExecutor,
  language: TLocale,
): Promise<(TNamedCode & { usesIban: boolean; isSepa: boolean })[]> {
  return executor
    .select({
      code: countries.code,
      name: language === 'hr' ? countries.nameHr : countries.nameEn,
      usesIban: countries.usesIban,
      isSepa: countries.isSepa,
    })
    .from(countries);
}
