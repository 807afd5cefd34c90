import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiRoutes, type TRouteDefinition } from '@poslovno/contract';

const ROUTE_TABLE_MODULE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'src/api/api-routes.ts',
);

/**
 * What the web's client reads of a route at run time: its address and how it is called, without
 * the schemas and the documentation (summary, tag, access are the server's and the OpenAPI's).
 */
function withoutSchemas(route: TRouteDefinition) {
  return {
    method: route.method,
    path: route.path,
    status: route.status,
    // null still tells a 204 answer; a route with a body answers JSON the client does not re-check.
    response: route.response === null ? null : undefined,
    ...(route.isBackground ? { isBackground: true } : {}),
    ...(route.isIdempotent ? { isIdempotent: true } : {}),
    ...(route.file ? { file: route.file } : {}),
  };
}

/** Production only: src/api/api-routes.ts becomes the contract's route table without zod. */
function routeTableWithoutSchemas(): Plugin {
  return {
    name: 'poslovno-route-table-without-schemas',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== ROUTE_TABLE_MODULE) return null;
      const table = Object.fromEntries(
        Object.entries(apiRoutes).map(([name, route]) => [name, withoutSchemas(route)]),
      );
      return `export const apiRoutes = ${JSON.stringify(table)};\n`;
    },
  };
}

export default defineConfig({
  plugins: [react(), routeTableWithoutSchemas()],
  // The manifest names each chunk's imports: the initial-JS test of the sign-in page reads it.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/mw': 'http://localhost:8097' },
  },
});
