import { randomUUID } from 'node:crypto';
import { buildHub3Payload } from '@poslovno/domain';
import type { TParsedPaymentSlipInput, TPaymentSlip } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { checkPaymentSlip } from './check-payment-slip';
import { toPaymentSlipView } from './payment-slips.mapper';
import { insertPaymentSlip } from './payment-slips.repository';

/**
 * POST /payments/slips: a valid slip is stored for the company with the barcode's text it will
 * be drawn from; any broken rule refuses it whole (VALIDATION_FAILED, per field).
 */
export async function createPaymentSlip(
  deps: { db: TDb; clock: TClock },
  actor: TActor,
  input: TParsedPaymentSlipInput,
): Promise<TPaymentSlip> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const { slip, violations } = await checkPaymentSlip(tx, input);
    if (violations.length > 0) throw new AppError('VALIDATION_FAILED', { validations: violations });
    const row = await insertPaymentSlip(tx, {
      id: randomUUID(),
      companyId: actor.companyId,
      createdBy: actor.personUuid,
      format: input.format,
      ...slip,
      payload: buildHub3Payload(slip),
      createdAt: deps.clock.now(),
    });
    return toPaymentSlipView(row);
  });
}
