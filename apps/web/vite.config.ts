import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  MESSAGE_OPTIONS,
  apiRoutes,
  isPlainMessage,
  type TRouteDefinition,
} from '@poslovno/contract';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const ROUTE_TABLE_MODULE = path.join(here, 'src/api/api-routes.ts');

/**
 * What the web's client reads of a route at run time: its address and how it is called, without
 * the schemas and the documentation (summary, tag, access are the server's and the OpenAPI's).
 */
function withoutSchemas(route: TRouteDefinition) {
  return {
    method: route.method,
    path: route.path,
    // null still tells a 204 answer; a route with a body answers JSON the client does not re-check.
    response: route.response === null ? null : undefined,
    ...(route.isBackground ? { isBackground: true } : {}),
    ...(route.isIdempotent ? { isIdempotent: true } : {}),
    ...(route.file ? { file: route.file } : {}),
  };
}

/** The names of the routes the web app's sources call (`apiRoutes.name`), tests aside. */
function readCalledRouteNames(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const match of readFileSync(file, 'utf8').matchAll(/\bapiRoutes\.(\w+)/g))
          names.add(match[1] ?? '');
    }
  };
  visit(path.join(here, 'src'));
  return names;
}

/**
 * Production only: src/api/api-routes.ts becomes the contract's table of the routes the app calls,
 * without zod. A call of a route the contract does not have fails the build.
 */
function routeTableWithoutSchemas(): Plugin {
  return {
    name: 'poslovno-route-table-without-schemas',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== ROUTE_TABLE_MODULE) return null;
      const called = readCalledRouteNames();
      const unknown = [...called].filter((name) => !Object.hasOwn(apiRoutes, name));
      if (unknown.length > 0) this.error(`the contract has no route ${unknown.join(', ')}`);
      const table = Object.fromEntries(
        Object.entries(apiRoutes)
          .filter(([name]) => called.has(name))
          .map(([name, route]) => [name, withoutSchemas(route)]),
      );
      return `export const apiRoutes = ${JSON.stringify(table)};\n`;
    },
  };
}

/** The catalogues of texts: the web's by language and area, the contract's error texts. */
const CATALOGUE_MODULE =
  /(\/apps\/web\/src\/i18n\/(hr|en)\/[a-z-]+\.ts|\/packages\/contract\/src\/error-texts-(hr|en)\.ts)$/;

/**
 * Production only: every text of a catalogue becomes its parsed ICU message, so the browser
 * formats without the ICU parser (aliased to FormatJS's parser-free build below). A text that does
 * not parse fails the build.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'poslovno-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_MODULE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const replacements: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          (ts.isStringLiteral(node.initializer) ||
            ts.isNoSubstitutionTemplateLiteral(node.initializer))
        ) {
          const message = node.initializer.text;
          // A text that formats as itself stays a string (isPlainMessage); the rest is parsed.
          if (isPlainMessage(message)) return;
          try {
            const ast = parseMessage(message, MESSAGE_OPTIONS);
            replacements.push({
              start: node.initializer.getStart(source),
              end: node.initializer.getEnd(),
              text: JSON.stringify(ast),
            });
          } catch (error) {
            this.error(
              `${id}: ${node.name.getText(source)} is not an ICU message: ${String(error)}`,
            );
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      let result = code;
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start))
        result = result.slice(0, start) + text + result.slice(end);
      return { code: result, map: null };
    },
  };
}

/**
 * Production only: each script, style, image and WebAssembly module is also written gzipped (level 9) and in brotli,
 * and the server sends the one the browser accepts (@fastify/static preCompressed).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'poslovno-precompressed-assets',
    apply: 'build',
    writeBundle(options) {
      const assets = path.join(options.dir ?? path.join(here, 'dist'), 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json|wasm)$/.test(name)) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), routeTableWithoutSchemas(), precompiledMessages(), precompressedAssets()],
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
          ],
        }
      : {},
  // The manifest names each chunk's imports: the initial-JS test of the sign-in page reads it.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/mw': 'http://localhost:8097' },
  },
}));
