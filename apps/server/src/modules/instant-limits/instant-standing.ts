import {
  getDefaultInstantStanding,
  type TInstantLimit,
  type TInstantLimitStanding,
  type TIsoDate,
  type TMinor,
} from '@poslovno/domain';
import {
  executePrepared,
  type TExecutor,
  type TPreparedStatement,
} from '../../platform/db/database';

/**
 * An account's standing for an instant payment, in one indexed read: its own limit
 * (instant_payment_limits by its key) and, only under a daily limit, the day's sum of its instant
 * payments that are not rejected, cancelled, recalled or deleted (waiting ones too, so that
 * splitting a payment does not get round the limit), from the partial index of instant payments
 * by account and date. The payment being judged is left out (an edit, a signature).
 */
const accountStanding: TPreparedStatement = {
  name: 'instant_limit_standing',
  text: `SELECT l.limit_type, l.limit_amount_minor::text AS limit_amount_minor,
      CASE WHEN l.limit_type = 'DAILY_LIMIT' THEN (
        SELECT coalesce(sum(o.amount_minor), 0)
        FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.urgency = 'INSTANT' AND p.debtor_iban = $3 AND (p.details ->> 'executionDate') = $4
          AND p.company_id = $1 AND o.company_id = $1 AND o.currency = 'EUR'
          AND o.phase NOT IN ('FAILED', 'REVOKED', 'CANCELED', 'DELETED') AND o.id <> $5::bigint
      )::text END AS spent_today_minor
    FROM instant_payment_limits l
    WHERE l.account_id = $2 AND l.company_id = $1`,
};

interface TStandingRow extends Record<string, unknown> {
  limit_type: string;
  limit_amount_minor: string | null;
  spent_today_minor: string | null;
}

function toLimit(row: TStandingRow): TInstantLimit {
  if (row.limit_type === 'WITHOUT_LIMIT') return { limitType: 'WITHOUT_LIMIT', limitMinor: null };
  return {
    limitType: row.limit_type === 'DAILY_LIMIT' ? 'DAILY_LIMIT' : 'PER_TRANSACTION',
    limitMinor: BigInt(row.limit_amount_minor ?? '0'),
  };
}

export async function readInstantStanding(
  executor: TExecutor,
  account: {
    companyId: string;
    accountId: string;
    iban: string;
    /** The day in Europe/Zagreb an instant payment is dated: today. */
    today: TIsoDate;
    exceptOrderId?: bigint;
  },
  bankDefaultMinor: TMinor,
): Promise<TInstantLimitStanding> {
  const [row] = await executePrepared<TStandingRow>(executor, accountStanding, [
    account.companyId,
    account.accountId,
    account.iban,
    account.today,
    String(account.exceptOrderId ?? 0n),
  ]);
  if (!row) return getDefaultInstantStanding(bankDefaultMinor);
  return { limit: toLimit(row), spentTodayMinor: BigInt(row.spent_today_minor ?? '0') };
}
