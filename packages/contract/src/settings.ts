import { z } from 'zod';
import {
  ACCOUNTS_VIEWS,
  FONT_SIZE_FACTORS,
  LETTER_SPACING_FACTORS,
  LINE_SPACING_FACTORS,
  LOCALES,
  THEME_NAMES,
} from '@poslovno/domain';

function keysOf<T extends object>(record: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
}

export const ZThemeSettings = z.object({
  name: z.enum(THEME_NAMES),
  accessibleText: z.boolean(),
  fontSize: z.enum(keysOf(FONT_SIZE_FACTORS)),
  lineSpacing: z.enum(keysOf(LINE_SPACING_FACTORS)),
  letterSpacing: z.enum(keysOf(LETTER_SPACING_FACTORS)),
});

export const ZPersonalSettings = z
  .object({
    personIdOrSno: z.string(),
    language: z.enum(LOCALES),
    accountsView: z.enum(ACCOUNTS_VIEWS),
    theme: ZThemeSettings,
    /** When the person last saved; null means never, and the values are the defaults. */
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PersonalSettings' });
export type TPersonalSettings = z.infer<typeof ZPersonalSettings>;

export const ZPersonalSettingsQuery = z.object({ personIdOrSno: z.string().min(1).max(40) });

export const ZPersonalSettingsPatch = z
  .object({
    language: z.enum(LOCALES).optional(),
    accountsView: z.enum(ACCOUNTS_VIEWS).optional(),
    theme: ZThemeSettings.partial().optional(),
  })
  .strict();
export type TPersonalSettingsPatch = z.infer<typeof ZPersonalSettingsPatch>;
