import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_CODES } from '@poslovno/domain';
import { API, bearer } from '../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../test/test-app';
import { SLAVONSKA, personId } from '../modules/payments/test-support/payment-fixture';
import { runServicesCommand } from './services-tool';

let ctx: TTestContext;
const PETAR = { customerId: SLAVONSKA, personNumber: personId('petar') };

beforeAll(async () => {
  ctx = await createTestApp();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx.close();
});

async function allowedServices(token: string): Promise<string[]> {
  const response = await ctx.app.inject({ url: `${API}/allowed-services`, headers: bearer(token) });
  return response.json<{ allowedServices: string[] }>().allowedServices;
}

describe('npm run bank -- services', () => {
  it("takes a service from a person's next sessions, and gives it back", async () => {
    const before = await ctx.signIn(PETAR.personNumber, PETAR.customerId);
    expect(
      await runServicesCommand(ctx.database.db, {
        kind: 'without',
        ...PETAR,
        service: 'ACCOUNT_MANAGEMENT',
      }),
    ).toBe(0);
    expect(console.log).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^Petar Babić at Slavonska žitna d\.o\.o\.: .*; without ACCOUNT_MANAGEMENT\./,
      ),
    );
    // A session keeps the services it was opened with (000 §6: they are per session).
    expect(await allowedServices(before)).toContain('ACCOUNT_MANAGEMENT');
    const after = await ctx.signIn(PETAR.personNumber, PETAR.customerId);
    expect(await allowedServices(after)).toEqual(
      SERVICE_CODES.filter((service) => service !== 'ACCOUNT_MANAGEMENT'),
    );
    const refused = await ctx.app.inject({ url: `${API}/gdpr-consents`, headers: bearer(after) });
    expect(refused.json()).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });

    await runServicesCommand(ctx.database.db, {
      kind: 'with',
      ...PETAR,
      service: 'ACCOUNT_MANAGEMENT',
    });
    const again = await ctx.signIn(PETAR.personNumber, PETAR.customerId);
    expect(await allowedServices(again)).toEqual([...SERVICE_CODES]);
  });

  it('gives every service back at once, and names a person who is not of the company', async () => {
    await runServicesCommand(ctx.database.db, { kind: 'without', ...PETAR, service: 'PAYMENTS' });
    await runServicesCommand(ctx.database.db, { kind: 'without', ...PETAR, service: 'SESSIONS' });
    await runServicesCommand(ctx.database.db, { kind: 'all', ...PETAR });
    expect(await allowedServices(await ctx.signIn(PETAR.personNumber, PETAR.customerId))).toEqual([
      ...SERVICE_CODES,
    ]);
    expect(
      await runServicesCommand(ctx.database.db, {
        kind: 'show',
        customerId: SLAVONSKA,
        personNumber: personId('tomislav'),
      }),
    ).toBe(1);
    expect(console.error).toHaveBeenLastCalledWith(
      `Person ${personId('tomislav')} is not a person of customer ${SLAVONSKA}.`,
    );
  });
});
