import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendError } from './errors';

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and
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
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${apiBasePath}/`)) return sendError(request, reply, 'NOT_FOUND');
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/assets/');
    if (!isPageRequest) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
