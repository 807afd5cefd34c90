import type {
  TBankMetadata,
  TClientLogEvent,
  TFrontendConfig,
  TRelationshipManager,
} from '@poslovno/contract';
import { DEFAULT_LOCALE, DOMESTIC_CURRENCY } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import type { TConfig } from '../../platform/config';
import { withCompanyScope, withSystemTransaction, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/auth/throttles';
import {
  insertClientLogEvent,
  selectBankProfile,
  selectRelationshipManager,
} from './configuration.repository';

async function readBankProfile(db: TDb) {
  const bank = await withSystemTransaction(db, (tx) => selectBankProfile(tx));
  if (!bank)
    throw new AppError('SYSTEM_UNAVAILABLE', {
      detail: 'bank_profile is empty: the database was not seeded',
    });
  return bank;
}

export async function getFrontendConfig(deps: {
  db: TDb;
  clock: TClock;
  config: TConfig;
}): Promise<TFrontendConfig> {
  const bank = await readBankProfile(deps.db);
  return {
    configuration: {
      bankName: bank.name,
      productName: 'Poslovno',
      defaultLocale: DEFAULT_LOCALE,
      domesticCurrency: DOMESTIC_CURRENCY,
      demoMode: deps.config.isDemoMode,
      sessionIdleTimeoutSeconds: deps.config.sessionIdleTimeoutSeconds,
      upload: { maxFileSizeMb: deps.config.maxUploadMb, maxFiles: deps.config.maxUploadFiles },
      dashboard: {
        transactionsDays: 30,
        transactionsPerDirection: 5,
        statementNotificationsDays: 30,
        invoicesAndNoticesDays: 30,
        inboxMessages: 4,
      },
      favouritesLimit: deps.config.favouritesLimit,
      bankTime: deps.clock.now().toISOString(),
      features: {
        demoLogin: deps.config.isDemoMode,
        tokenLogin: false,
        smartcardLogin: false,
        qrLogin: false,
      },
    },
  };
}

export async function getBankMetadata(deps: { db: TDb }): Promise<TBankMetadata> {
  const bank = await readBankProfile(deps.db);
  return {
    name: bank.name,
    legalName: bank.legalName,
    bic: bank.bic,
    bankCode: bank.bankCode,
    oib: bank.oib,
    address: {
      street: bank.street,
      postalCode: bank.postalCode,
      city: bank.city,
      country: bank.country,
    },
    phone: bank.phone,
    supportPhone: bank.supportPhone,
    email: bank.email,
    website: bank.website,
  };
}

export async function getRelationshipManager(
  deps: { db: TDb },
  actor: TActor,
): Promise<TRelationshipManager> {
  const manager = await withCompanyScope(deps.db, actor, (tx) =>
    selectRelationshipManager(tx, actor.companyId),
  );
  if (!manager) throw new AppError('NOT_FOUND');
  return {
    firstName: manager.firstName,
    lastName: manager.lastName,
    email: manager.email,
    phone: manager.phone,
    branch: manager.branch,
  };
}

/**
 * A browser logs a language change or a failure now and then; more from one address is noise or
 * an attempt to fill the table, refused with TOO_MANY_REQUESTS.
 */
const CLIENT_LOG_EVENTS_PER_MINUTE = 30;

/** Stores a client log event; before sign-in it is stored without a session. */
export async function storeClientLogEvent(
  deps: { db: TDb; clock: TClock },
  actor: TActor | undefined,
  event: TClientLogEvent,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<void> {
  await consumeRateLimit(
    deps.db,
    {
      key: `client-log|${origin.ipAddress}`,
      limit: CLIENT_LOG_EVENTS_PER_MINUTE,
      windowSeconds: 60,
    },
    deps.clock.now(),
  );
  const row = {
    createdAt: deps.clock.now(),
    sessionId: actor?.sessionId ?? null,
    companyId: actor?.companyId ?? null,
    personId: actor?.personUuid ?? null,
    severity: event.severity,
    name: event.name,
    details: event.details,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  };
  if (actor) await withCompanyScope(deps.db, actor, (tx) => insertClientLogEvent(tx, row));
  else await withSystemTransaction(deps.db, (tx) => insertClientLogEvent(tx, row));
}
