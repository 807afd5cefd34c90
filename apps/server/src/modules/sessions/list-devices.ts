import type { TAuthDeviceKind, TAuthDeviceStatus } from '@poslovno/domain';
import type { TAuthDevices } from '@poslovno/contract';
import { withCompanyScope } from '../../platform/db/database';
import { selectPersonDevices } from '../../platform/auth/devices.repository';
import type { TActor, TAuthDeps } from '../../platform/auth/session-service';

/** The signed-in person's devices; secrets, keys and certificates stay on the server. */
export async function listOwnDevices(deps: TAuthDeps, actor: TActor): Promise<TAuthDevices> {
  const rows = await withCompanyScope(deps.db, actor, (tx) =>
    selectPersonDevices(tx, actor.personUuid),
  );
  return {
    devices: rows.map((device) => ({
      id: device.id,
      kind: device.kind as TAuthDeviceKind,
      serial: device.serial,
      status: device.status as TAuthDeviceStatus,
      canSignIn: device.canSignIn,
      canSign: device.canSign,
    })),
  };
}
