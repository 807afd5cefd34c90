import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBulkPayment, TStatementsResponse } from '@poslovno/contract';
import { validatePain001Schema } from '@poslovno/iso20022';
import { hasCamt053Xsd, validateCamt053 } from '@poslovno/iso20022/test-support';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import {
  hasPain002Xsd,
  validatePain002,
  PAIN002_XSD_SKIP_NOTE,
} from '../../../../../packages/iso20022/src/pain002/test-support/pain002-schema';
import { writePain001 } from '../../../../../packages/iso20022/src/pain001/test-support/pain001-writer';
import { ORDER_TYPES } from '../../order-types';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import { createRequestClient } from '../../platform/orders/test-support/request-client';
import {
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  personId,
} from '../payments/test-support/payment-fixture';
import { generateStatements } from '../statements/generate-statements';

let ctx: TTestContext;
let requests: ReturnType<typeof createRequestClient>;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  requests = createRequestClient(ctx, SLAVONSKA, '/bulk-payments', {
    preauthorize: 'preauthorization',
    authorize: 'authorization',
  });
});
afterAll(() => ctx.close());

/** Two payees at other banks, paid from Slavonska's payroll account on Monday 23 November. */
function buildFile(): string {
  return [
    ...writePain001({
      groupSizes: [2],
      messageId: 'ROUND-TRIP-1',
      creationDateTime: '2026-11-20T08:30:00',
      editGroup: (draft) => ({
        ...draft,
        debtorIban: SLAVONSKA_PAYROLL.iban,
        executionDate: '2026-11-23',
      }),
      editTransaction: (draft, _group, index) => ({
        ...draft,
        endToEndId: `RT-E2E-${index}`,
        creditorIban: index === 1 ? 'HR1723600001101234565' : 'DE89370400440532013000',
      }),
    }),
  ].join('');
}

async function upload(xml: string): Promise<TBulkPayment> {
  const form = new FormData();
  form.append('file', new Blob([xml]), 'round-trip.xml');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/bulk-payments`,
    headers: {
      ...bearer(await ctx.signIn(personId('ana'), SLAVONSKA)),
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TBulkPayment>();
}

describe('ISO 20022 round trip: pain.001 → pain.002 → camt.053', () => {
  it.skipIf(!hasPain002Xsd || !hasCamt053Xsd)(
    'the file, the bank’s report and the statement are each valid, and name the same payments',
    async () => {
      const xml = buildFile();
      const schema = await validatePain001Schema(Readable.from([Buffer.from(xml)]), {
        maxIssues: 10,
      });
      expect(schema.issues).toEqual([]);
      const file = await upload(xml);
      await requests.preauthorizeAndSign('ana', file.bulkPaymentId);
      await requests.preauthorizeAndSign('ivana', file.bulkPaymentId);
      ctx.clock.set(new Date('2026-11-23T08:00:00Z'));
      // Days later: the sessions of Friday have ended.
      requests.forgetSessions();
      expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);

      const report = await requests.call(
        'ana',
        'GET',
        `/bulk-payments/${file.bulkPaymentId}/download/pain002`,
      );
      expect(report.status).toBe(200);
      const pain002 = report.raw.toString('utf8');
      expect(await validatePain002(pain002, 'pain.002.001.03')).toEqual({
        isValid: true,
        errors: [],
      });
      expect(pain002).toContain('<OrgnlMsgId>ROUND-TRIP-1</OrgnlMsgId>');
      for (const id of ['RT-E2E-1', 'RT-E2E-2'])
        expect(pain002).toContain(`<OrgnlEndToEndId>${id}</OrgnlEndToEndId>`);

      ctx.clock.set(new Date('2026-11-24T06:00:00Z'));
      requests.forgetSessions();
      await generateStatements(
        { db: ctx.database.db, clock: ctx.clock },
        { throughDate: '2026-11-23' },
      );
      const listed = await requests.call<TStatementsResponse>(
        'ana',
        'GET',
        '/statements?pageSize=100&type=INDIVIDUAL&period=SELECTED&from=2026-11-23&to=2026-11-23',
      );
      const statement = listed.body.individualStatements.find(
        (each) => each.account?.iban === SLAVONSKA_PAYROLL.iban,
      );
      expect(statement, JSON.stringify(listed.body)).toBeDefined();
      const camt = await requests.call('ana', 'POST', '/statements/download?locale=en_us', {
        statementIds: [statement?.id ?? ''],
        format: 'CAMT053',
      });
      expect(camt.status).toBe(200);
      const camt053 = camt.raw.toString('utf8');
      expect(await validateCamt053(camt053)).toEqual({ isValid: true, errors: [] });
      for (const id of ['RT-E2E-1', 'RT-E2E-2']) expect(camt053).toContain(id);
    },
  );
  if (!hasPain002Xsd) console.warn(PAIN002_XSD_SKIP_NOTE);
});
