import {
  ZPersonalSettings,
  type TPersonalSettings,
  type TPersonalSettingsPatch,
} from '@poslovno/contract';
import { DEFAULT_ACCOUNTS_VIEW, DEFAULT_LOCALE, DEFAULT_THEME_SETTINGS } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { selectPersonalSettings, upsertPersonalSettings } from './personal-settings.repository';

type TStoredSettings = Omit<TPersonalSettings, 'personIdOrSno' | 'updatedAt'>;

const DEFAULT_SETTINGS: TStoredSettings = {
  language: DEFAULT_LOCALE,
  accountsView: DEFAULT_ACCOUNTS_VIEW,
  theme: DEFAULT_THEME_SETTINGS,
};

/** Settings are keyed by person ID (or token serial, with the sign-in issue); only one's own. */
function assertOwnSettings(actor: TActor, personIdOrSno: string): void {
  if (personIdOrSno !== String(actor.personId)) throw new AppError('PERSON_MISMATCH');
}

async function readStored(
  tx: TTx,
  actor: TActor,
): Promise<{ settings: TStoredSettings; updatedAt: Date | null }> {
  const stored = await selectPersonalSettings(tx, actor.personUuid);
  // Stored JSON from an older shape falls back to the defaults field by field.
  const parsed = ZPersonalSettings.omit({ personIdOrSno: true, updatedAt: true })
    .partial()
    .safeParse(stored?.settings ?? {});
  const value = parsed.success ? parsed.data : {};
  return {
    settings: {
      ...DEFAULT_SETTINGS,
      ...value,
      theme: { ...DEFAULT_SETTINGS.theme, ...value.theme },
    },
    updatedAt: stored?.updatedAt ?? null,
  };
}

export async function getPersonalSettings(
  deps: { db: TDb },
  actor: TActor,
  personIdOrSno: string,
): Promise<TPersonalSettings> {
  assertOwnSettings(actor, personIdOrSno);
  const { settings, updatedAt } = await withCompanyScope(deps.db, actor, (tx) =>
    readStored(tx, actor),
  );
  return { personIdOrSno, ...settings, updatedAt: updatedAt?.toISOString() ?? null };
}

export async function changePersonalSettings(
  deps: { db: TDb; clock: TClock },
  actor: TActor,
  personIdOrSno: string,
  patch: TPersonalSettingsPatch,
): Promise<TPersonalSettings> {
  assertOwnSettings(actor, personIdOrSno);
  const now = deps.clock.now();
  const next = await withCompanyScope(deps.db, actor, async (tx) => {
    const { settings: current } = await readStored(tx, actor);
    const merged: TStoredSettings = {
      language: patch.language ?? current.language,
      accountsView: patch.accountsView ?? current.accountsView,
      theme: { ...current.theme, ...patch.theme },
    };
    await upsertPersonalSettings(tx, actor.personUuid, merged, now);
    return merged;
  });
  return { personIdOrSno, ...next, updatedAt: now.toISOString() };
}
