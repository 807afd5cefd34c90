import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TTestContext } from '../../test/test-app';

let ctx: TTestContext;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  ctx = await createTestApp();
  distDir = await mkdtemp(path.join(os.tmpdir(), 'poslovno-web-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><meta name="poslovno-api-base" content="/mw/api/v1" /><title>Poslovno</title>',
  );
  await writeFile(path.join(distDir, 'assets', 'app-1.js'), 'console.log(1)');
  app = await buildApp(ctx.deps, { webDistDir: distDir });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/accounts/123', '/login/mock']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Poslovno</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('serves hashed assets for a year, also ones built after the start', async () => {
    await writeFile(path.join(distDir, 'assets', 'app-2.js'), 'console.log(2)');
    const response = await app.inject({ url: '/assets/app-2.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends an asset compressed as the build wrote it, brotli or gzip as the browser accepts', async () => {
    const script = 'console.log("Poslovno");'.repeat(50);
    const file = path.join(distDir, 'assets', 'app-3.js');
    await writeFile(file, script);
    await writeFile(`${file}.gz`, gzipSync(script, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(script));
    const gzipped = await app.inject({
      url: '/assets/app-3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const brotli = await app.inject({
      url: '/assets/app-3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/app-3.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('tells the app where a moved API lives', async () => {
    const moved = await createTestApp({ API_PREFIX: '/bank' });
    const movedApp = await buildApp(moved.deps, { webDistDir: distDir });
    try {
      for (const url of ['/accounts', '/index.html', '/']) {
        const page = await movedApp.inject({ url });
        expect(page.body, url).toContain('<meta name="poslovno-api-base" content="/bank/api/v1"');
      }
      expect((await movedApp.inject({ url: '/bank/api/v1/bank-metadata' })).statusCode).toBe(200);
      expect((await movedApp.inject({ url: '/bank/api/v1/nothing' })).json()).toMatchObject({
        errorCode: 'NOT_FOUND',
      });
    } finally {
      await movedApp.close();
      await moved.close();
    }
  });

  it('keeps the JSON error body for unknown API paths', async () => {
    const response = await app.inject({ url: '/mw/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});
