import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../../seed/demo-bank';

const API = '/mw/api/v1';
const ana = DEMO_PERSON_IDS['ana'] as number;
let ctx: TTestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.signIn(ana, DEMO_COMPANIES.slavonska.customerId);
});
afterAll(() => ctx.close());

describe('personal settings', () => {
  it('start from the defaults: Croatian, card view, dark theme', async () => {
    const response = await ctx.app.inject({
      url: `${API}/personal-settings?personIdOrSno=${ana}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toEqual({
      personIdOrSno: String(ana),
      language: 'hr',
      accountsView: 'card',
      theme: {
        name: 'dark',
        accessibleText: false,
        fontSize: 'DEFAULT',
        lineSpacing: 'DEFAULT',
        letterSpacing: 'DEFAULT',
      },
      updatedAt: null,
    });
  });

  it('merge a partial change and keep it', async () => {
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/personal-settings?personIdOrSno=${ana}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        accountsView: 'list',
        theme: { name: 'high-contrast', letterSpacing: 'SIGNIFICANTLY' },
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const read = await ctx.app.inject({
      url: `${API}/personal-settings?personIdOrSno=${ana}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json()).toMatchObject({
      language: 'hr',
      accountsView: 'list',
      theme: { name: 'high-contrast', fontSize: 'DEFAULT', letterSpacing: 'SIGNIFICANTLY' },
      updatedAt: ctx.clock.now().toISOString(),
    });
  });

  it("refuse another person's key and unknown values", async () => {
    const other = await ctx.app.inject({
      url: `${API}/personal-settings?personIdOrSno=${DEMO_PERSON_IDS['marko']}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'PERSON_MISMATCH' });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/personal-settings?personIdOrSno=${ana}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { theme: { name: 'pink' } },
    });
    expect(bad.statusCode).toBe(400);
    const unknownKey = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/personal-settings?personIdOrSno=${ana}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { favouriteColour: 'blue' },
    });
    expect(unknownKey.statusCode).toBe(400);
  });
});
