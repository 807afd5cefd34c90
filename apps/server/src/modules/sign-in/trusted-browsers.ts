import { randomUUID } from 'node:crypto';
import { describeUserAgent } from '@poslovno/domain';
import type { TRegisteredBrowsers } from '@poslovno/contract';
import { withCompanyScope } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import {
  hashSecret,
  newSecret,
  type TActor,
  type TAuthDeps,
  type TRequestOrigin,
} from '../../platform/auth/session-service';
import {
  insertTrustedBrowser,
  removeTrustedBrowser,
  selectTrustedBrowsers,
} from './sign-in.repository';

export async function listTrustedBrowsers(
  deps: TAuthDeps,
  actor: TActor,
  browserHandle: string | undefined,
): Promise<TRegisteredBrowsers> {
  const thisHash = browserHandle ? hashSecret(browserHandle) : undefined;
  const rows = await withCompanyScope(deps.db, actor, (tx) =>
    selectTrustedBrowsers(tx, actor.personUuid),
  );
  return {
    browsers: rows.map((row) => ({
      id: row.id,
      browser: row.browser,
      os: row.os,
      acceptedAt: row.acceptedAt.toISOString(),
      isThisBrowser: !!thisHash && row.browserHandleHash.equals(thisHash),
    })),
  };
}

/**
 * Trusts this browser for the person's QR sign-in. The browser's handle lives in an HttpOnly
 * cookie; a browser without one gets a new handle (the route sets the cookie).
 */
export async function trustThisBrowser(
  deps: TAuthDeps,
  actor: TActor,
  browserHandle: string | undefined,
  origin: TRequestOrigin,
): Promise<{ handle: string; browsers: TRegisteredBrowsers }> {
  const handle = browserHandle ?? newSecret();
  const now = deps.clock.now();
  const { browser, os } = describeUserAgent(origin.userAgent);
  await withCompanyScope(deps.db, actor, async (tx) => {
    await insertTrustedBrowser(tx, {
      id: randomUUID(),
      personId: actor.personUuid,
      browserHandleHash: hashSecret(handle),
      browser,
      os,
      acceptedAt: now,
    });
    await recordSecurityEvent(tx, {
      kind: 'BROWSER_TRUSTED',
      at: now,
      personUuid: actor.personUuid,
      companyId: actor.companyId,
      sessionId: actor.sessionId,
      ipAddress: origin.ipAddress,
      details: { browser, os },
    });
  });
  return { handle, browsers: await listTrustedBrowsers(deps, actor, handle) };
}

export async function removeBrowser(
  deps: TAuthDeps,
  actor: TActor,
  browserId: string,
  origin: TRequestOrigin,
) {
  const now = deps.clock.now();
  const isRemoved = await withCompanyScope(deps.db, actor, async (tx) => {
    if (!(await removeTrustedBrowser(tx, browserId, actor.personUuid, now))) return false;
    await recordSecurityEvent(tx, {
      kind: 'BROWSER_REMOVED',
      at: now,
      personUuid: actor.personUuid,
      companyId: actor.companyId,
      sessionId: actor.sessionId,
      ipAddress: origin.ipAddress,
      details: { browserId },
    });
    return true;
  });
  if (!isRemoved) throw new AppError('NOT_FOUND');
}
