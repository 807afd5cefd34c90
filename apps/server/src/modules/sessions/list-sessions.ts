import { describeUserAgent, type TLoginType } from '@poslovno/domain';
import type { TCustomerActivities, TSessionHistoryEntry, TSessionList } from '@poslovno/contract';
import { withCompanyScope } from '../../platform/db/database';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import type { TActor, TAuthDeps } from '../../platform/auth/session-service';
import {
  selectActivities,
  selectSessionHistory,
  type TKeysetCursor,
} from '../../platform/auth/sessions.repository';

function decodeSessionCursor(cursor: string | undefined): TKeysetCursor | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    typeof key[1] === 'string' &&
    !Number.isNaN(Date.parse(key[0])) &&
    /^[0-9a-f-]{36}$/.test(key[1])
      ? { at: new Date(key[0]), id: key[1] }
      : undefined,
  );
}

function decodeActivityCursor(cursor: string | undefined): number | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    typeof key === 'number' && Number.isSafeInteger(key) && key > 0 ? key : undefined,
  );
}

type TSessionRow = Awaited<ReturnType<typeof selectSessionHistory>>[number];

function toEntry(row: TSessionRow, currentId: string): TSessionHistoryEntry {
  const { browser, os, deviceType } = describeUserAgent(row.userAgent);
  return {
    id: row.id,
    isCurrent: row.id === currentId,
    loginType: row.loginType as TLoginType,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
    ipAddress: row.ipAddress,
    deviceType: row.userAgent ? deviceType : (row.deviceType as TSessionHistoryEntry['deviceType']),
    browser,
    os,
    channel: row.channel,
    page: row.lastPage,
  };
}

/** GET /sessions: the current session and the person's sessions in this company, newest first. */
export async function listSessions(
  deps: TAuthDeps,
  actor: TActor,
  query: { cursor?: string | undefined; pageSize: number },
): Promise<TSessionList> {
  const after = decodeSessionCursor(query.cursor);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const owner = { personUuid: actor.personUuid, companyId: actor.companyId };
    const rows = await selectSessionHistory(tx, owner, { after, limit: query.pageSize + 1 });
    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    const current =
      page.find((row) => row.id === actor.sessionId) ??
      (
        await selectSessionHistory(tx, owner, {
          after: undefined,
          limit: 1,
          onlyId: actor.sessionId,
        })
      )[0];
    if (!current) throw new Error('the current session is missing from its own history');
    return {
      metadata: {
        nextCursor:
          rows.length > query.pageSize && last
            ? encodeKeysetCursor([last.createdAt.toISOString(), last.id])
            : null,
      },
      session: toEntry(current, actor.sessionId),
      sessionDataHistory: page.map((row) => toEntry(row, actor.sessionId)),
    };
  });
}

export async function listCustomerActivities(
  deps: TAuthDeps,
  actor: TActor,
  query: { cursor?: string | undefined; pageSize: number },
): Promise<TCustomerActivities> {
  const afterId = decodeActivityCursor(query.cursor);
  const rows = await withCompanyScope(deps.db, actor, (tx) =>
    selectActivities(
      tx,
      { personUuid: actor.personUuid, companyId: actor.companyId },
      { afterId, limit: query.pageSize + 1 },
    ),
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    metadata: {
      nextCursor: rows.length > query.pageSize && last ? encodeKeysetCursor(last.id) : null,
    },
    activities: page.map((row) => ({
      sessionId: row.sessionId,
      occurredAt: row.occurredAt.toISOString(),
      kind: row.kind as TCustomerActivities['activities'][number]['kind'],
      page: row.page,
      ipAddress: row.ipAddress,
      deviceType: row.deviceType as TCustomerActivities['activities'][number]['deviceType'],
      channel: row.channel,
    })),
  };
}
