import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('an unexpected failure', () => {
  it('answers 500 with the error body and keeps the internals to the log', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.database.pool.end();
      const response = await ctx.app.inject({
        url: '/mw/api/v1/bank-metadata',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        errorCode: 'GENERAL_ERROR',
        description: 'Something went wrong. Please try again later.',
      });
      expect(response.body).not.toMatch(/pool|pg|postgres|stack|\.ts/i);
    } finally {
      await ctx.app.close();
    }
  });
});
