import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The chunks of a Vite build as its manifest names them (build.manifest in apps/web/vite.config.ts). */
interface TManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
}

export interface TInitialJs {
  /** Each file loaded before the page is usable, with its size gzipped at level 9. */
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit to a route loads before the page is usable: index.html's module
 * scripts and preloads, the route's chunk with every chunk it imports, and the catalogue chunks the
 * first render waits for (given by their source: the default language's 'start' area,
 * apps/web/src/i18n/catalogues.ts START_AREAS). Each file gzipped at level 9, as a server would send it.
 */
export function measureInitialJs(
  distDir: string,
  routeSource: string,
  firstRenderSources: readonly string[],
): TInitialJs {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, TManifestChunk>;
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g))
    files.add(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g))
    files.add(match[1] ?? '');
  const findKey = (source: string) => {
    const key = Object.keys(manifest).find(
      (candidate) => candidate === source || manifest[candidate]?.src === source,
    );
    if (key) return key;
    // A module outside the web app (the contract's texts) is keyed by its chunk's name.
    const named = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === source);
    if (!named) throw new Error(`the build has no chunk for ${source}`);
    return named;
  };
  const addWithImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addWithImports(imported);
  };
  for (const source of [routeSource, ...firstRenderSources]) addWithImports(findKey(source));
  const measured = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    }));
  return {
    files: measured,
    totalGzipBytes: measured.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
  };
}

/** The sign-in page and what its first render waits for, in the built app. */
export const SIGN_IN_ROUTE = {
  routeSource: 'src/features/sign-in/components/sign-in-page.tsx',
  firstRenderSources: ['src/i18n/hr/area-start.ts'],
} as const;
