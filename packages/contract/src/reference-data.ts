import { z } from 'zod';
import { LOCALES } from '@poslovno/domain';
import { ZBusinessDate, ZLocaleQuery } from './common';

/** The codebooks of /config (000 §3 Configuration, §7) and the lookups of the payment forms. */

/** 000 §7: purpose codes and country codes are asked for by language, hr or en. */
export const ZLanguageParams = z.object({ language: z.enum(LOCALES) });
export type TLanguageParams = z.infer<typeof ZLanguageParams>;

export const HOLIDAY_CALENDARS = ['DOMESTIC', 'TARGET2'] as const;
export type THolidayCalendar = (typeof HOLIDAY_CALENDARS)[number];

export const ZHolidaysQuery = ZLocaleQuery.extend({
  /** Omitted: the current year by the bank's clock. */
  year: z.coerce.number().int().min(1900).max(2100).optional(),
});
export type THolidaysQuery = z.infer<typeof ZHolidaysQuery>;

export const ZHolidays = z
  .object({
    items: z.array(
      z.object({
        date: ZBusinessDate,
        name: z.string(),
        /** The calendars closed that day: DOMESTIC (Croatian public holidays), TARGET2 (euro area). */
        channels: z.array(z.enum(HOLIDAY_CALENDARS)).min(1),
      }),
    ),
  })
  .meta({ id: 'Holidays' });
export type THolidays = z.infer<typeof ZHolidays>;

const ZCodeName = z.object({ code: z.string(), name: z.string() });

export const ZPurposeCodes = z
  .object({ items: z.array(ZCodeName) })
  .meta({ id: 'PurposeCodes', description: 'ISO 20022 ExternalPurpose1Code, sorted by code' });
export type TPurposeCodes = z.infer<typeof ZPurposeCodes>;

export const ZUaePurposeCodes = z.object({ items: z.array(ZCodeName) }).meta({
  id: 'UaePurposeCodes',
  description: "The UAE central bank's purpose-of-payment codes, sorted by code",
});
export type TUaePurposeCodes = z.infer<typeof ZUaePurposeCodes>;

export const ZCountryCodes = z
  .object({
    items: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        usesIban: z.boolean(),
        isSepa: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'CountryCodes', description: 'ISO 3166-1 alpha-2 countries, sorted by name' });
export type TCountryCodes = z.infer<typeof ZCountryCodes>;

export const ZCodebook = z
  .object({
    /** The three most used first (000 §9). */
    foreignTurnoverCodes: z.array(ZCodeName.extend({ isPrimary: z.boolean() })),
    chargeBearers: z.array(ZCodeName),
    paymentInstruments: z.array(ZCodeName),
    urgencies: z.array(ZCodeName),
    /** The reference models a company may use (FINA's and PBZ's own models left out). */
    referenceModels: z.array(z.string()),
  })
  .meta({ id: 'Codebook' });
export type TCodebook = z.infer<typeof ZCodebook>;

/** Room for a mistyped OIB, which the service answers with OIB_INVALID. */
export const ZOibParams = z.object({ oib: z.string().min(1).max(20) });
export type TOibParams = z.infer<typeof ZOibParams>;

const ZAddress = z.object({
  street: z.string(),
  /** Null where the place has none (Dubai, Hong Kong). */
  postalCode: z.string().nullable(),
  city: z.string(),
  country: z.string(),
});

export const ZBeneficiary = z
  .object({
    oib: z.string(),
    name: z.string(),
    address: ZAddress.extend({ postalCode: z.string() }),
    /** The transaction accounts the firm has published. */
    ibans: z.array(z.string()),
  })
  .meta({ id: 'Beneficiary' });
export type TBeneficiary = z.infer<typeof ZBeneficiary>;

/** Room for a mistyped BIC, which the service answers with BIC_INVALID. */
export const ZBicParams = z.object({ bic: z.string().min(1).max(20) });
export type TBicParams = z.infer<typeof ZBicParams>;

export const ZBankDetails = z
  .object({
    /** The 8-character BIC the bank is known by. */
    bic: z.string(),
    /** A Croatian bank's 7-digit code (VBDI); null abroad. */
    bankCode: z.string().nullable(),
    name: z.string(),
    address: ZAddress,
    /** The currencies the bank can be paid in from here; null: any. */
    currencies: z.array(z.string()).nullable(),
  })
  .meta({ id: 'BankDetails' });
export type TBankDetails = z.infer<typeof ZBankDetails>;
