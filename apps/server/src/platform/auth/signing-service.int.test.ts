import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNING_OCRA_SUITE,
  buildMobileApprovalText,
  buildMobileInboxText,
  buildSmartcardSignedText,
} from '@poslovno/domain';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, enrolDevice } from '../../../test/auth-helpers';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, demoTokenSerial } from '../../seed/demo-bank';
import { deriveDemoTokenSecret } from './demo-devices';
import { computeSigningCode } from './one-time-codes';
import { authenticateSession, type TActor } from './session-service';
import { authorizeOrder, preauthorizeOrder, type TSignableOrder } from './signing-service';
import { AppError } from '../errors';
import { describeError } from '@poslovno/contract';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const person = (key: string) => DEMO_PERSON_IDS[key] as number;

let ctx: TTestContext;
let deps: {
  db: TTestContext['database']['db'];
  clock: TTestContext['clock'];
  config: TTestContext['config'];
};
beforeAll(async () => {
  ctx = await createTestApp();
  deps = { db: ctx.database.db, clock: ctx.clock, config: ctx.config };
});
afterAll(() => ctx.close());

function order(
  orderId: string,
  amountMinor = 125_000n,
  creditorAccount = 'HR1723600001101234565',
): TSignableOrder {
  return {
    orderType: 'PAYMENT_DOMESTIC',
    orderId,
    digestInput: {
      orderType: 'PAYMENT_DOMESTIC',
      debtorAccount: 'HR6529999921000010001',
      executionDate: '2026-11-23',
      items: [{ amountMinor, currency: 'EUR', creditorAccount, creditorName: 'Dobavljač d.o.o.' }],
    },
  };
}

async function actorOf(key: string): Promise<TActor> {
  const token = await ctx.signIn(person(key), SLAVONSKA);
  return authenticateSession(deps, token, {
    isBackground: true,
    origin: { ipAddress: null, userAgent: null, page: null },
  });
}

function tokenCodeFor(key: string, challenge: string) {
  const serial = demoTokenSerial(person(key));
  return {
    serial,
    code: computeSigningCode(
      deriveDemoTokenSecret(serial),
      SIGNING_OCRA_SUITE,
      challenge,
      ctx.clock.now(),
    ),
  };
}

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toSatisfy(
    (error) => error instanceof AppError && error.code === code,
  );
}

describe('signing bound to the order (dynamic linking)', () => {
  it('signs with a token code over the order challenge; the code of one order is refused for another', async () => {
    const ana = await actorOf('ana');
    const a = await preauthorizeOrder(deps, ana, order('A-1'));
    const b = await preauthorizeOrder(deps, ana, order('B-1', 990_000n, 'HR1210010051863000160'));
    expect(a.challenge).toMatch(/^\d{8}$/);
    expect(a.challenge).not.toBe(b.challenge);
    expect(a.devices.map((d) => d.kind)).toContain('TOKEN');
    const forA = tokenCodeFor('ana', a.challenge);
    await expectCode(
      authorizeOrder(deps, ana, order('B-1', 990_000n, 'HR1210010051863000160'), {
        method: 'TOKEN',
        challengeId: b.challengeId,
        ...forA,
      }),
      'SIGNING_CODE_INVALID',
    );
    const signed = await authorizeOrder(deps, ana, order('A-1'), {
      method: 'TOKEN',
      challengeId: a.challengeId,
      ...forA,
    });
    expect(signed).toMatchObject({ method: 'TOKEN', personId: person('ana') });
    // Once signed, the same person cannot sign again, nor ask for a new challenge.
    await expectCode(
      authorizeOrder(deps, ana, order('A-1'), {
        method: 'TOKEN',
        challengeId: a.challengeId,
        ...forA,
      }),
      'ALREADY_SIGNED_BY_THIS_PSU',
    );
    await expectCode(preauthorizeOrder(deps, ana, order('A-1')), 'ALREADY_SIGNED_BY_THIS_PSU');
  });

  it('refuses an order changed after its challenge (amount or payee) as INVALID_SIGNATURE', async () => {
    const ana = await actorOf('ana');
    const challenge = await preauthorizeOrder(deps, ana, order('C-1'));
    const code = tokenCodeFor('ana', challenge.challenge);
    await expectCode(
      authorizeOrder(deps, ana, order('C-1', 125_001n), {
        method: 'TOKEN',
        challengeId: challenge.challengeId,
        ...code,
      }),
      'INVALID_SIGNATURE',
    );
  });

  it('two concurrent authorisations of one challenge: one wins, the other gets CONCURRENT_SIGNATURE_ATTEMPT', async () => {
    const ana = await actorOf('ana');
    const challenge = await preauthorizeOrder(deps, ana, order('D-1'));
    const proof = {
      method: 'TOKEN' as const,
      challengeId: challenge.challengeId,
      ...tokenCodeFor('ana', challenge.challenge),
    };
    const results = await Promise.allSettled([
      authorizeOrder(deps, ana, order('D-1'), proof),
      authorizeOrder(deps, ana, order('D-1'), proof),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(
      rejected && rejected.status === 'rejected' && (rejected.reason as AppError).code,
    ).toMatch(/^(CONCURRENT_SIGNATURE_ATTEMPT|ALREADY_SIGNED_BY_THIS_PSU)$/);
    const rows = await ctx.database.pool.query(
      "SELECT 1 FROM order_signatures WHERE order_id = 'D-1'",
    );
    expect(rows.rows).toHaveLength(1);
  });

  it('two different signers at the same moment are both recorded', async () => {
    const ana = await actorOf('ana');
    const marko = await actorOf('marko');
    const [ca, cm] = await Promise.all([
      preauthorizeOrder(deps, ana, order('E-1')),
      preauthorizeOrder(deps, marko, order('E-1')),
    ]);
    const results = await Promise.all([
      authorizeOrder(deps, ana, order('E-1'), {
        method: 'TOKEN',
        challengeId: ca.challengeId,
        ...tokenCodeFor('ana', ca.challenge),
      }),
      authorizeOrder(deps, marko, order('E-1'), {
        method: 'TOKEN',
        challengeId: cm.challengeId,
        ...tokenCodeFor('marko', cm.challenge),
      }),
    ]);
    expect(results.map((r) => r.personId).sort()).toEqual([person('ana'), person('marko')].sort());
  });

  it('signs with the mobile token after it showed amount and payee, and with the smartcard', async () => {
    const ivana = await actorOf('ivana');
    const mobile = await enrolDevice(ctx, person('ivana'), 'MOBILE_TOKEN');
    const challenge = await preauthorizeOrder(deps, ivana, order('F-1'));
    await expectCode(
      authorizeOrder(deps, ivana, order('F-1'), {
        method: 'MOBILE_TOKEN',
        challengeId: challenge.challengeId,
      }),
      'SIGNING_NOT_APPROVED',
    );
    const at = ctx.clock.now().toISOString();
    const inbox = await ctx.app.inject({
      method: 'POST',
      url: `${API}/mobile-token/inbox`,
      payload: {
        serial: mobile.serial,
        at,
        signature: await mobile.sign(buildMobileInboxText(mobile.serial, at)),
      },
    });
    const [request] = inbox.json<{
      requests: { id: string; digest: string; items: { amount: string; creditorName: string }[] }[];
    }>().requests;
    expect(request?.items[0]).toMatchObject({
      amount: '1250.00',
      creditorName: 'Dobavljač d.o.o.',
    });
    const approvalSignature = await mobile.sign(
      buildMobileApprovalText({
        serial: mobile.serial,
        kind: 'SIGNING',
        reference: request?.id ?? '',
        digestHex: request?.digest ?? '',
      }),
    );
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `${API}/mobile-token/approvals`,
      payload: {
        serial: mobile.serial,
        kind: 'SIGNING',
        reference: request?.id,
        signature: approvalSignature,
      },
    });
    expect(approve.statusCode).toBe(200);
    expect(
      await authorizeOrder(deps, ivana, order('F-1'), {
        method: 'MOBILE_TOKEN',
        challengeId: challenge.challengeId,
      }),
    ).toMatchObject({ method: 'MOBILE_TOKEN' });
    // The record keeps the token's own signature over the digest as the evidence.
    const stored = await ctx.database.pool.query<{ proof: string }>(
      "SELECT proof FROM order_signatures WHERE order_id = 'F-1'",
    );
    expect(stored.rows[0]?.proof).toBe(approvalSignature);

    const card = await enrolDevice(ctx, person('ivana'), 'SMARTCARD');
    const second = await preauthorizeOrder(deps, ivana, order('G-1'));
    await expectCode(
      authorizeOrder(deps, ivana, order('G-1'), {
        method: 'SMARTCARD',
        challengeId: second.challengeId,
      }),
      'CERTIFICATE_REQUIRED',
    );
    const signature = await card.sign(
      buildSmartcardSignedText({
        purpose: 'SIGN',
        challengeId: second.challengeId,
        digestHex: second.digest,
      }),
    );
    expect(
      await authorizeOrder(deps, ivana, order('G-1'), {
        method: 'SMARTCARD',
        challengeId: second.challengeId,
        certificate: card.certificate ?? '',
        signature,
      }),
    ).toMatchObject({ method: 'SMARTCARD' });
  });

  it('refuses a challenge of another person (403 invalid authorisation) and an expired one', async () => {
    const ana = await actorOf('ana');
    const zeljka = await actorOf('zeljka');
    const challenge = await preauthorizeOrder(deps, ana, order('H-1'));
    await expectCode(
      authorizeOrder(deps, zeljka, order('H-1'), {
        method: 'TOKEN',
        challengeId: challenge.challengeId,
        ...tokenCodeFor('zeljka', challenge.challenge),
      }),
      'INVALID_AUTHORIZATION',
    );
    const late = await preauthorizeOrder(deps, zeljka, order('H-1'));
    ctx.clock.advanceMs(301_000);
    const fresh = await actorOf('zeljka');
    await expectCode(
      authorizeOrder(deps, fresh, order('H-1'), {
        method: 'TOKEN',
        challengeId: late.challengeId,
        ...tokenCodeFor('zeljka', late.challenge),
      }),
      'SIGNING_CHALLENGE_EXPIRED',
    );
  });
});

describe('wrong signing codes', () => {
  it('says how many attempts are left, stops the signing at five and counts each against the token', async () => {
    const marko = await actorOf('marko');
    const serial = demoTokenSerial(person('marko'));
    const readTokenFailures = async () =>
      (
        await ctx.database.pool.query<{ consecutive_failures: number }>(
          "SELECT consecutive_failures FROM auth_devices WHERE kind = 'TOKEN' AND serial = $1",
          [serial],
        )
      ).rows[0]?.consecutive_failures;
    const before = await readTokenFailures();
    const target = order('W-1');
    const first = await preauthorizeOrder(deps, marko, target);
    const right = tokenCodeFor('marko', first.challenge);
    const wrongCode = right.code === '00000000' ? '00000001' : '00000000';
    const attempt = (challengeId: string, code: string) =>
      authorizeOrder(deps, marko, target, { method: 'TOKEN', challengeId, serial, code }).catch(
        (error: unknown) => error,
      );
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const refused = await attempt(first.challengeId, wrongCode);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'SIGNING_CODE_INVALID', values: { attemptsLeft } });
    }
    expect(describeError('SIGNING_CODE_INVALID', 'hr', { attemptsLeft: 4 })).toBe(
      'Upisani kôd nije ispravan. Preostala su još 4 pokušaja za ovo potpisivanje.',
    );
    expect(describeError('SIGNING_CODE_INVALID', 'en', { attemptsLeft: 1 })).toBe(
      'The code you typed is not correct. 1 attempt is left for this signing.',
    );
    const fifth = await attempt(first.challengeId, wrongCode);
    expect(fifth).toMatchObject({ code: 'SIGNING_ATTEMPTS_EXHAUSTED', values: { maxAttempts: 5 } });
    // The right code no longer signs this challenge: the signing starts again.
    const late = await attempt(first.challengeId, right.code);
    expect(late).toMatchObject({ code: 'SIGNING_ATTEMPTS_EXHAUSTED' });
    expect(await readTokenFailures()).toBe((before ?? 0) + 5);
    const second = await preauthorizeOrder(deps, marko, target);
    const signed = await authorizeOrder(deps, marko, target, {
      method: 'TOKEN',
      challengeId: second.challengeId,
      ...tokenCodeFor('marko', second.challenge),
    });
    expect(signed.method).toBe('TOKEN');
    // The right code ended the token's run of wrong ones.
    expect(await readTokenFailures()).toBe(0);
  });
});
