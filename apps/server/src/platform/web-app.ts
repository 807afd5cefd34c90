import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { API_BASE_META_NAME } from '@poslovno/contract';
import path from 'node:path';
import { sendError } from './errors';

/**
 * Serves the built React app: hashed assets cached for a year (and sent compressed as the build
 * wrote them, brotli or gzip as the browser accepts), index.html never cached, and
 * every other GET outside the API answered with index.html for the client-side router. Files are
 * looked up per request (wildcard), so a rebuild while the server runs serves the new assets.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  apiBasePath: string,
): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${path.join(distDir, 'index.html')} is missing. Run "npm run build".`,
    );
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    // The build writes each asset also gzipped and in brotli: the one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndexHtml = async (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await renderIndexHtml(distDir, apiBasePath));
  app.get('/', (_request, reply) => sendIndexHtml(reply));
  app.get('/index.html', (_request, reply) => sendIndexHtml(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${apiBasePath}/`)) return sendError(request, reply, 'NOT_FOUND');
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/assets/');
    if (!isPageRequest) return reply.code(404).type('text/plain').send('Not found');
    return sendIndexHtml(reply);
  });
}

const API_BASE_META = new RegExp(`<meta name="${API_BASE_META_NAME}" content="[^"]*"`);

/** index.html with the configured API base (API_PREFIX + /api/v1), read anew for each page load. */
async function renderIndexHtml(distDir: string, apiBasePath: string): Promise<string> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return html.replace(API_BASE_META, `<meta name="${API_BASE_META_NAME}" content="${apiBasePath}"`);
}
