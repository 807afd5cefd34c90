import { readFile } from 'node:fs/promises';
import type { TPain001Version } from '../pain001-issues';

/**
 * The official schemas ship in packages/iso20022/schemas/. From source (vitest, tsx) they are
 * found beside this file. A bundle moves this code elsewhere (the server's esbuild output is
 * apps/server/dist/*.js), so there the relative URL misses: the server passes a loader of its own,
 * made from the package's exported folder, which resolves from the bundle as from source:
 *
 *   const schemaFile = createRequire(import.meta.url).resolve('@poslovno/iso20022/schemas/pain.001.001.03.xsd');
 *   const loadSchema = createPain001SchemaLoader(pathToFileURL(path.dirname(schemaFile) + '/'));
 *   await validatePain001Schema(input, { maxIssues, loadSchema });
 */
export const PAIN001_SCHEMA_DIRECTORY = new URL('../../schemas/', import.meta.url);

export type TPain001SchemaLoader = (version: TPain001Version) => Promise<string>;

/** Reads each version's schema once from `directory` (a folder URL ending in a slash). */
export function createPain001SchemaLoader(directory: URL): TPain001SchemaLoader {
  const schemas = new Map<TPain001Version, Promise<string>>();
  return (version) => {
    const known = schemas.get(version);
    if (known) return known;
    const schema = readFile(new URL(`${version}.xsd`, directory), 'utf8');
    schemas.set(version, schema);
    return schema;
  };
}

export const loadPain001Schema = createPain001SchemaLoader(PAIN001_SCHEMA_DIRECTORY);
