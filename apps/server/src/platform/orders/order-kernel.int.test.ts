import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defineOrderVocabulary, parseCanonicalOrderText } from '@poslovno/domain';
import type { TSigningChallengeAnswer } from '@poslovno/contract';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { registerJobs } from '../../jobs';
import { ORDER_TYPES } from '../../order-types';
import {
  CELIK,
  personId,
  proveWithDemoToken,
} from '../../modules/payments/test-support/payment-fixture';
import { authenticateSession, type TActor } from '../auth/session-service';
import { withCompanyScope } from '../db/database';
import { AppError } from '../errors';
import { storeUpload } from '../files/store-upload';
import { deliverDueOrders } from './order-delivery';
import {
  authorizeOrder,
  createOrder,
  deleteOrders,
  preauthorizeOrder,
  preauthorizeRevocation,
  revokeOrder,
  type TKernelResult,
} from './order-kernel';
import type { TOrderTypePlugin, TSigningRule } from './order-type';
import { insertForcedRejection, readKernelOrder } from './orders.repository';

/**
 * The generalised kernel, proved with a test-only order type (a note with lines, no account, no
 * amount, no date) under the company-level and the personal rule, decided by a back office whose
 * bank can be switched off.
 */

interface TProbe {
  note: string;
  lines: string[];
  attachmentIds?: string[];
}

const PROBE_VOCABULARY = defineOrderVocabulary({
  phases: {
    NEW: 'STORED',
    HALF: 'PARTIALLY_SIGNED',
    SIGNED: 'AUTHORIZED',
    DONE: 'DONE',
    REFUSED: 'FAILED',
    RECALLED: 'REVOKED',
    DELETED: 'DELETED',
  },
  kernelStatuses: {
    STORED: 'NEW',
    PARTIALLY_SIGNED: 'HALF',
    AUTHORIZED: 'SIGNED',
    DELETED: 'DELETED',
    REVOKED: 'RECALLED',
  },
  bankTransitions: { SIGNED: ['DONE', 'REFUSED'] },
  revocable: ['SIGNED'],
});

const bank = { isDown: false, decisions: 0 };

function makeProbeType(
  orderType: string,
  rule: TSigningRule,
  options: { takesAttachments?: boolean } = {},
): TOrderTypePlugin<TProbe, TProbe> {
  const table = sql.raw('kernel_probes');
  return {
    orderType,
    ...options,
    vocabulary: PROBE_VOCABULARY,
    signingRule: rule,
    service: 'ACCOUNT_MANAGEMENT',
    refusalCodes: { noAuthority: 'NOT_AUTHORIZED', notEditable: 'VALIDATION_FAILED' },
    requiresMandatorySignee: false,
    validate: (_context, draft) =>
      Promise.resolve(
        draft.note === ''
          ? { ok: false, violations: [{ field: 'note', code: 'FIELD_REQUIRED' }], warnings: [] }
          : {
              ok: true,
              value: { note: draft.note, lines: draft.lines },
              facts: {},
              warnings: [],
              ...(draft.attachmentIds ? { attachmentIds: draft.attachmentIds } : {}),
            },
      ),
    isForeign: () => false,
    insertDetails: async (tx, order, value) => {
      await tx.execute(
        sql`INSERT INTO ${table} (order_id, company_id, details) VALUES (${order.id}, ${order.companyId}, ${JSON.stringify(value)})`,
      );
    },
    updateDetails: async (tx, order, value) => {
      await tx.execute(
        sql`UPDATE ${table} SET details = ${JSON.stringify(value)} WHERE order_id = ${order.id}`,
      );
    },
    readDetails: async (tx, order) => {
      const result = await tx.execute<{ details: TProbe }>(
        sql`SELECT details FROM ${table} WHERE order_id = ${order.id}`,
      );
      const row = result.rows[0];
      if (!row) throw new Error(`probe ${order.id} has no details`);
      return row.details;
    },
    buildDigestInput: (_order, value) => ({
      orderType,
      items: [],
      fields: [
        { name: 'note', value: value.note },
        ...value.lines.map((line, index) => ({ name: `line${index + 1}`, value: line })),
      ],
    }),
    checkSigningTime: () => undefined,
    summarize: (order, value) => ({ counterpartyName: value.note, path: `/probes/${order.id}` }),
    delivery: {
      kind: 'BACK_OFFICE',
      rejectionReasons: ['SIRIUS_ACCOUNT_STATUS'],
      rejectedStatus: 'REFUSED',
      process: () => {
        if (bank.isDown) return Promise.reject(new AppError('BANKING_UNAVAILABLE'));
        bank.decisions += 1;
        return Promise.resolve({ outcome: 'EXECUTED', status: 'DONE' });
      },
    },
  };
}

const companyProbe = makeProbeType('PROBE_COMPANY', 'COMPANY');
const personalProbe = makeProbeType('PROBE_PERSONAL', 'PERSONAL');
const documentProbe = makeProbeType('PROBE_DOCUMENTS', 'COMPANY', { takesAttachments: true });
const PROBE_TYPES = [companyProbe, personalProbe, documentProbe] as TOrderTypePlugin<
  never,
  unknown
>[];

let ctx: TTestContext;
const actors = new Map<string, TActor>();

async function actorOf(key: string, customerId?: number): Promise<TActor> {
  const cacheKey = `${key}:${customerId ?? ''}`;
  const known = actors.get(cacheKey);
  if (known) return known;
  const token = await ctx.signIn(personId(key), customerId ?? 100245);
  const actor = await authenticateSession(ctx.deps, token, {
    isBackground: true,
    origin: { ipAddress: '127.0.0.1', userAgent: 'kernel test', page: null },
  });
  actors.set(cacheKey, actor);
  return actor;
}

/** The kernel's answer as a route would store and replay it: plain JSON. */
const present = (_context: unknown, { order }: TKernelResult<TProbe>) =>
  Promise.resolve({
    order: {
      id: order.id.toString(),
      status: order.status,
      phase: order.phase,
      statusCodes: order.statusCodes,
      signingRule: order.signingRule,
      debtorAccountId: order.debtorAccountId,
      amountMinor: order.amountMinor === null ? null : order.amountMinor.toString(),
    },
  });

type TProbeAnswer = Awaited<ReturnType<typeof present>>;

/** The answer with the order's id as the kernel takes it. */
function withBigId(answer: TProbeAnswer) {
  return { order: { ...answer.order, id: BigInt(answer.order.id) } };
}

async function create(key: string, type: TOrderTypePlugin<TProbe, TProbe>, draft: TProbe) {
  const actor = await actorOf(key);
  return withBigId(
    await createOrder(
      ctx.deps,
      actor,
      type,
      { draft, idempotencyKey: crypto.randomUUID() },
      present,
    ),
  );
}

async function sign(key: string, type: TOrderTypePlugin<TProbe, TProbe>, orderId: bigint) {
  const actor = await actorOf(key);
  const preauthorization = await preauthorizeOrder(ctx.deps, actor, type, orderId);
  const proof = proveWithDemoToken(
    key,
    preauthorization.challenge as TSigningChallengeAnswer,
    ctx.clock.now(),
  );
  const signed = await authorizeOrder(
    ctx.deps,
    actor,
    type,
    { orderId, proof: proof as never, idempotencyKey: crypto.randomUUID() },
    present,
  );
  return { preauthorization, signed: withBigId(signed) };
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function statusOf(orderId: bigint) {
  const order = await readKernelOrder(ctx.database.db, orderId);
  return { status: order?.status, phase: order?.phase, codes: order?.statusCodes };
}

async function countDeliveries(orderId: bigint): Promise<number> {
  const result = await ctx.database.db.execute<{ count: string }>(
    sql`SELECT count(*)::text AS count FROM order_deliveries WHERE order_id = ${orderId}`,
  );
  return Number(result.rows[0]?.count ?? '0');
}

beforeAll(async () => {
  ctx = await createTestApp({}, { jobs: 'queued', registerJobs });
  await ctx.database.db.execute(sql`
    CREATE TABLE kernel_probes (
      order_id bigint PRIMARY KEY REFERENCES orders (id),
      company_id uuid NOT NULL,
      details jsonb NOT NULL
    );
    GRANT SELECT, INSERT, UPDATE ON kernel_probes TO poslovno_app;
    ALTER TABLE kernel_probes ENABLE ROW LEVEL SECURITY;
    CREATE POLICY kernel_probes_scope ON kernel_probes TO poslovno_app
      USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
  `);
  for (const type of PROBE_TYPES)
    for (const [status, phase] of Object.entries(PROBE_VOCABULARY.phases))
      await ctx.database.db.execute(
        sql`INSERT INTO order_statuses (order_type, status, phase) VALUES (${type.orderType}, ${status}, ${phase})`,
      );
});
afterAll(() => ctx.close());
beforeEach(async () => {
  bank.isDown = false;
  // Each test counts its own decisions: what earlier tests left in the outbox is decided first.
  await deliverDueOrders(ctx.deps, PROBE_TYPES);
});

describe('the statuses of every order type', () => {
  it('are in the database as each type declares them, so the database checks them per type', async () => {
    for (const type of ORDER_TYPES) {
      const result = await ctx.database.db.execute<{ status: string; phase: string }>(
        sql`SELECT status, phase FROM order_statuses WHERE order_type = ${type.orderType}`,
      );
      expect(Object.fromEntries(result.rows.map((row) => [row.status, row.phase]))).toEqual(
        type.vocabulary.phases,
      );
    }
  });
});

describe('a company-level order without account, amount or date', () => {
  it('takes two representatives who sign jointly, then the back office decides it once', async () => {
    const { order } = await create('marko', companyProbe, { note: 'Privola', lines: ['a', 'b'] });
    expect(order).toMatchObject({ status: 'NEW', phase: 'STORED', signingRule: 'COMPANY' });
    expect(order.debtorAccountId).toBeNull();
    expect(order.amountMinor).toBeNull();

    const first = await sign('marko', companyProbe, order.id);
    expect(first.preauthorization.outcome).toBe('PARTIALLY_AUTHORIZED');
    const canonical = parseCanonicalOrderText(
      (
        await ctx.database.db.execute<{ canonical_text: string }>(
          sql`SELECT canonical_text FROM signing_challenges WHERE id = ${first.preauthorization.challenge.challengeId}`,
        )
      ).rows[0]?.canonical_text ?? '',
    );
    expect(canonical.fields).toEqual([
      { name: 'note', value: 'Privola' },
      { name: 'line1', value: 'a' },
      { name: 'line2', value: 'b' },
    ]);
    expect(first.signed.order).toMatchObject({
      status: 'HALF',
      statusCodes: ['PARTIALLY_AUTHORIZED'],
    });
    expect(await refusal(sign('marko', companyProbe, order.id))).toBe('ALREADY_SIGNED_BY_THIS_PSU');

    const second = await sign('zeljka', companyProbe, order.id);
    expect(second.signed.order).toMatchObject({ status: 'SIGNED', phase: 'AUTHORIZED' });
    expect(await countDeliveries(order.id)).toBe(1);

    const before = bank.decisions;
    // Two deliverers at once (a crash and a retry, or two workers): one decision.
    const [a, b] = await Promise.all([
      deliverDueOrders(ctx.deps, PROBE_TYPES),
      deliverDueOrders(ctx.deps, PROBE_TYPES),
    ]);
    expect(a + b).toBe(1);
    expect(bank.decisions - before).toBe(1);
    expect(await statusOf(order.id)).toMatchObject({ status: 'DONE', phase: 'DONE' });
    expect(await countDeliveries(order.id)).toBe(0);
  });

  it('is authorised by a representative who signs alone', async () => {
    const { order } = await create('ana', companyProbe, { note: 'Sama', lines: [] });
    const { signed } = await sign('ana', companyProbe, order.id);
    expect(signed.order.status).toBe('SIGNED');
  });

  it('is refused, in its own words, to a person who does not represent the company', async () => {
    expect(await refusal(create('petar', companyProbe, { note: 'x', lines: [] }))).toBe(
      'NOT_AUTHORIZED',
    );
    const { order } = await create('ana', companyProbe, { note: 'Ivana?', lines: [] });
    expect(await refusal(sign('ivana', companyProbe, order.id))).toBe('NOT_AUTHORIZED');
    expect(await statusOf(order.id)).toMatchObject({ status: 'NEW' });
  });

  it('is unknown to another company', async () => {
    const { order } = await create('ana', companyProbe, { note: 'Tuđe', lines: [] });
    const tomislav = await actorOf('tomislav', CELIK);
    expect(await refusal(preauthorizeOrder(ctx.deps, tomislav, companyProbe, order.id))).toBe(
      'NOT_FOUND',
    );
    expect(await deleteOrders(ctx.deps, tomislav, companyProbe, [order.id])).toEqual([
      { orderId: order.id, status: 'DELETE_FAILED', errorCode: 'NOT_FOUND' },
    ]);
    expect(await statusOf(order.id)).toMatchObject({ status: 'NEW' });
  });

  it('is deleted with its type DELETED status', async () => {
    const { order } = await create('marko', companyProbe, { note: 'Briši', lines: [] });
    const marko = await actorOf('marko');
    expect(await deleteOrders(ctx.deps, marko, companyProbe, [order.id])).toEqual([
      { orderId: order.id, status: 'DELETED' },
    ]);
    expect(await statusOf(order.id)).toMatchObject({ status: 'DELETED', phase: 'DELETED' });
  });
});

describe('a personal order', () => {
  it("is its author's alone, whatever their login level, with one signature", async () => {
    const { order } = await create('petar', personalProbe, { note: 'Moj uređaj', lines: [] });
    const ana = await actorOf('ana');
    expect(await refusal(preauthorizeOrder(ctx.deps, ana, personalProbe, order.id))).toBe(
      'NOT_FOUND',
    );
    const { preauthorization, signed } = await sign('petar', personalProbe, order.id);
    expect(preauthorization.outcome).toBe('AUTHORIZED');
    expect(signed.order.status).toBe('SIGNED');
  });
});

describe('the back office', () => {
  it('leaves an order authorised while the bank cannot be reached, and decides it once it can', async () => {
    const { order } = await create('ana', companyProbe, { note: 'Banka spava', lines: [] });
    await sign('ana', companyProbe, order.id);
    bank.isDown = true;
    expect(await deliverDueOrders(ctx.deps, PROBE_TYPES)).toBe(0);
    expect(await statusOf(order.id)).toMatchObject({
      status: 'SIGNED',
      codes: ['PROPAGATION_FAILED'],
    });
    bank.isDown = false;
    // Not due again before the minute has passed.
    expect(await deliverDueOrders(ctx.deps, PROBE_TYPES)).toBe(0);
    ctx.clock.advanceMs(61_000);
    expect(await deliverDueOrders(ctx.deps, PROBE_TYPES)).toBe(1);
    expect(await statusOf(order.id)).toMatchObject({ status: 'DONE', codes: [] });
  });

  it('rejects the next order of the type with the reason the operator forced', async () => {
    await insertForcedRejection(ctx.database.db, {
      orderType: 'PROBE_COMPANY',
      reason: 'SIRIUS_ACCOUNT_STATUS',
      createdAt: ctx.clock.now(),
    });
    const { order } = await create('ana', companyProbe, { note: 'Odbij', lines: [] });
    await sign('ana', companyProbe, order.id);
    await deliverDueOrders(ctx.deps, PROBE_TYPES);
    expect(await statusOf(order.id)).toMatchObject({
      status: 'REFUSED',
      phase: 'FAILED',
      codes: ['SIRIUS_ACCOUNT_STATUS'],
    });
    const { order: next } = await create('ana', companyProbe, { note: 'Sljedeći', lines: [] });
    await sign('ana', companyProbe, next.id);
    await deliverDueOrders(ctx.deps, PROBE_TYPES);
    expect(await statusOf(next.id)).toMatchObject({ status: 'DONE' });
  });
});

/** A file uploaded by the person (as an upload route would store it), its id. */
async function upload(key: string, fileName: string, content: Buffer, customerId?: number) {
  const actor = await actorOf(key, customerId);
  return withCompanyScope(ctx.database.db, actor, async (tx) => {
    const stored = await storeUpload(
      tx,
      actor,
      { field: 'file', fileName, content: Readable.from([content]) },
      {
        limits: {
          allowedTypes: ['txt', 'pdf'],
          maxBytes: 1024 * 1024,
          zipLimits: ctx.config.zipLimits,
        },
        now: ctx.clock.now(),
      },
    );
    return stored.id;
  });
}

async function challengeText(challengeId: string) {
  const result = await ctx.database.db.execute<{ canonical_text: string }>(
    sql`SELECT canonical_text FROM signing_challenges WHERE id = ${challengeId}`,
  );
  return parseCanonicalOrderText(result.rows[0]?.canonical_text ?? '');
}

describe('an order with attachments', () => {
  it("carries the uploader's files, signed by name and SHA-256", async () => {
    const content = Buffer.from('Izjava o namjeni sredstava\n', 'utf8');
    const fileId = await upload('ana', 'izjava.txt', content);
    const { order } = await create('ana', documentProbe, {
      note: 'S prilogom',
      lines: [],
      attachmentIds: [fileId],
    });
    const { preauthorization, signed } = await sign('ana', documentProbe, order.id);
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect((await challengeText(preauthorization.challenge.challengeId)).fields).toContainEqual({
      name: 'attachment1',
      value: `izjava.txt sha256:${sha256}`,
    });
    expect(signed.order.status).toBe('SIGNED');
  });

  it("refuses another company's file, and a file already on another order", async () => {
    const foreignFile = await upload('tomislav', 'tude.txt', Buffer.from('x'), CELIK);
    expect(
      await refusal(
        create('ana', documentProbe, { note: 'Tuđe', lines: [], attachmentIds: [foreignFile] }),
      ),
    ).toBe('NOT_FOUND');
    const fileId = await upload('ana', 'jednom.txt', Buffer.from('jednom'));
    await create('ana', documentProbe, { note: 'Prvi', lines: [], attachmentIds: [fileId] });
    expect(
      await refusal(
        create('ana', documentProbe, { note: 'Drugi', lines: [], attachmentIds: [fileId] }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('a recall', () => {
  async function recall(key: string, orderId: bigint) {
    const actor = await actorOf(key);
    const preauthorization = await preauthorizeRevocation(ctx.deps, actor, companyProbe, orderId);
    const proof = proveWithDemoToken(
      key,
      preauthorization.challenge as TSigningChallengeAnswer,
      ctx.clock.now(),
    );
    return revokeOrder(
      ctx.deps,
      actor,
      companyProbe,
      { orderId, proof: proof as never, idempotencyKey: crypto.randomUUID() },
      present,
    );
  }

  it('takes an order out of the back office before it is decided, and not after', async () => {
    const { order } = await create('ana', companyProbe, { note: 'Opozovi', lines: [] });
    await sign('ana', companyProbe, order.id);
    const recalled = await recall('ana', order.id);
    expect(recalled.order).toMatchObject({ status: 'RECALLED', phase: 'REVOKED' });
    expect(await countDeliveries(order.id)).toBe(0);

    const { order: decided } = await create('ana', companyProbe, { note: 'Kasno', lines: [] });
    await sign('ana', companyProbe, decided.id);
    await deliverDueOrders(ctx.deps, PROBE_TYPES);
    expect(await refusal(recall('ana', decided.id))).toBe('REVOKE_FAILED');
    expect(await statusOf(decided.id)).toMatchObject({ status: 'DONE' });
  });
});
