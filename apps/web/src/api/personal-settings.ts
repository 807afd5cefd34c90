import { apiRoutes } from './api-routes';
import type { TPersonalSettingsPatch } from '@poslovno/contract';
import { callApi } from './api-client';

/**
 * Remembers a preference on the server as well. The browser already keeps it (cookie or
 * localStorage), so a failed save must not interrupt the person: it is dropped.
 */
export function savePersonalSettingsInBackground(
  personId: number,
  patch: TPersonalSettingsPatch,
): void {
  callApi(apiRoutes.patchPersonalSettings, {
    query: { personIdOrSno: String(personId) },
    body: patch,
  }).catch(() => undefined);
}
