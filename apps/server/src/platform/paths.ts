import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this file whether it runs from src/ or from the dist/ bundle. */
export function findServerRoot(): string {
  let current = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(current, 'migrations'))) {
    const parent = path.dirname(current);
    if (parent === current)
      throw new Error('apps/server/migrations not found above ' + fileURLToPath(import.meta.url));
    current = parent;
  }
  return current;
}

export const MIGRATIONS_DIR = path.join(findServerRoot(), 'migrations');
export const DEFAULT_WEB_DIST_DIR = path.resolve(findServerRoot(), '..', 'web', 'dist');
