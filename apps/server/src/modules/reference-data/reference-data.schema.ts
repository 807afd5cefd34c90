import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Tables of migrations/0010_reference_data.sql; the SQL file is the source, this is its typed view. */

export const bankDirectory = pgTable('bank_directory', {
  bic: text('bic').primaryKey(),
  bankCode: text('bank_code'),
  name: text('name').notNull(),
  country: text('country').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code'),
  city: text('city').notNull(),
  currencies: text('currencies').array(),
});

export const accountListings = pgTable('account_listings', {
  iban: text('iban').primaryKey(),
  listing: text('listing').notNull(),
  reason: text('reason').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameHr: text('name_hr').notNull(),
  nameEn: text('name_en').notNull(),
  usesIban: boolean('uses_iban').notNull(),
  isSepa: boolean('is_sepa').notNull(),
});

export const purposeCodes = pgTable('purpose_codes', {
  code: text('code').primaryKey(),
  nameHr: text('name_hr').notNull(),
  nameEn: text('name_en').notNull(),
});

export const uaePurposeCodes = pgTable('uae_purpose_codes', {
  code: text('code').primaryKey(),
  nameHr: text('name_hr').notNull(),
  nameEn: text('name_en').notNull(),
});

export const businessRegister = pgTable('business_register', {
  oib: text('oib').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  ibans: text('ibans').array().notNull(),
});
