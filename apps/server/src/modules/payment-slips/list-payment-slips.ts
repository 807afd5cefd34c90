import { validateFilterText } from '@poslovno/domain';
import type { TPaymentSlips } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import { refuseFilter } from '../../platform/query-filters';
import { toPaymentSlipView } from './payment-slips.mapper';
import { selectPaymentSlips, type TPaymentSlipKey } from './payment-slips.repository';

const SEARCH_MAX_LENGTH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeSlipCursor(cursor: string | undefined): TPaymentSlipKey | undefined {
  return decodeKeysetCursor(cursor, (key) => {
    if (!Array.isArray(key) || typeof key[0] !== 'string' || typeof key[1] !== 'string')
      return undefined;
    const createdAt = new Date(key[0]);
    return Number.isNaN(createdAt.getTime()) || !UUID.test(key[1])
      ? undefined
      : { createdAt, id: key[1] };
  });
}

/** The search as a filter takes it (000 §5: no special characters); empty is no search. */
function readSearch(search: string | undefined): string | undefined {
  if (search === undefined || search.trim() === '') return undefined;
  const checked = validateFilterText(search, SEARCH_MAX_LENGTH);
  if (!checked.ok) refuseFilter('search', checked.code);
  return checked.value;
}

/** GET /payments/slips: the company's slips, newest first, a keyset page (DESIGN.md §7). */
export async function listPaymentSlips(
  deps: { db: TDb },
  actor: TActor,
  query: { search?: string; cursor?: string; pageSize: number },
): Promise<TPaymentSlips> {
  const search = readSearch(query.search);
  const after = decodeSlipCursor(query.cursor);
  const rows = await withCompanyScope(deps.db, actor, (tx) =>
    selectPaymentSlips(tx, actor.companyId, {
      ...(search === undefined ? {} : { search }),
      ...(after === undefined ? {} : { after }),
      limit: query.pageSize + 1,
    }),
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    slips: page.map(toPaymentSlipView),
    metadata: {
      nextCursor:
        rows.length > query.pageSize && last
          ? encodeKeysetCursor([last.createdAt.toISOString(), last.id])
          : null,
    },
  };
}
