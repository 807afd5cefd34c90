import { describeUserAgent, type TLoginType } from '@poslovno/domain';
import type { TCustomerActivities, TSessionHistoryEntry, TSessionList } from '@poslovno/contract';
import { withCompanyScope } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TActor, TAuthDeps } from '../../platform/auth/session-service';
import {
  selectActivities,
  selectSessionHistory,
  type TKeysetCursor,
} from '../../platform/auth/sessions.repository';

/** Opaque keyset cursors (DESIGN.md §7): base64url of the last row's sort key. */
function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeSessionCursor(cursor: string | undefined): TKeysetCursor | undefined {
  // 000 §9: the first page is cursor 1 (or none).
  if (cursor === undefined || cursor === '1') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      /^[0-9a-f-]{36}$/.test(value[1])
    )
      return { at: new Date(value[0]), id: value[1] };
  } catch {
    // Not base64url JSON: answered below as an invalid cursor.
  }
  throw new AppError('VALIDATION_FAILED', {
    validations: [{ field: 'query.cursor', code: 'FIELD_INVALID' }],
  });
}

function decodeActivityCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '1') return undefined;
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'query.cursor', code: 'FIELD_INVALID' }],
    });
  return id;
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
            ? encodeCursor([last.createdAt.toISOString(), last.id])
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
      nextCursor:
        rows.length > query.pageSize && last
          ? Buffer.from(String(last.id)).toString('base64url')
          : null,
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
