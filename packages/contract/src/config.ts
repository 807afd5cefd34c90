import { z } from 'zod';
import { LOCALES } from '@poslovno/domain';

export const ZFrontendConfig = z
  .object({
    configuration: z.object({
      bankName: z.string(),
      productName: z.string(),
      defaultLocale: z.enum(LOCALES),
      domesticCurrency: z.string(),
      demoMode: z.boolean(),
      sessionIdleTimeoutSeconds: z.number().int().positive(),
      upload: z.object({
        maxFileSizeMb: z.number().int().positive(),
        maxFiles: z.number().int().positive(),
      }),
      dashboard: z.object({
        transactionsDays: z.number().int().positive(),
        transactionsPerDirection: z.number().int().positive(),
        statementNotificationsDays: z.number().int().positive(),
        invoicesAndNoticesDays: z.number().int().positive(),
        inboxMessages: z.number().int().positive(),
      }),
      favouritesLimit: z.number().int().positive(),
      /**
       * The bank's clock when the configuration was read: the app takes the bank's day (the
       * default execution date, "today") from it, not from the computer's clock.
       */
      bankTime: z.iso.datetime(),
      features: z.record(z.string(), z.boolean()),
    }),
  })
  .meta({ id: 'FrontendConfig' });
export type TFrontendConfig = z.infer<typeof ZFrontendConfig>;

export const ZBankMetadata = z
  .object({
    name: z.string(),
    legalName: z.string(),
    bic: z.string(),
    bankCode: z.string(),
    oib: z.string(),
    address: z.object({
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
    }),
    phone: z.string(),
    supportPhone: z.string(),
    email: z.string(),
    website: z.string(),
  })
  .meta({ id: 'BankMetadata' });
export type TBankMetadata = z.infer<typeof ZBankMetadata>;

export const ZRelationshipManager = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    branch: z.string(),
  })
  .meta({ id: 'RelationshipManager' });
export type TRelationshipManager = z.infer<typeof ZRelationshipManager>;

export const CLIENT_LOG_SEVERITIES = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

/** 000 §7 client log event: severity, name, details as name/value pairs (sent when the language changes). */
export const ZClientLogEvent = z
  .object({
    severity: z.enum(CLIENT_LOG_SEVERITIES),
    name: z.string().min(1).max(100),
    details: z
      .array(z.object({ name: z.string().min(1).max(100), value: z.string().max(500) }))
      .max(20),
  })
  .meta({ id: 'ClientLogEvent' });
export type TClientLogEvent = z.infer<typeof ZClientLogEvent>;
