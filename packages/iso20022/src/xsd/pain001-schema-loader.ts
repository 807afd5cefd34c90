import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TPain001Version } from '../pain001-issues';

/**
 * The official schemas ship in packages/iso20022/schemas/. From source (vitest, tsx) they are
 * beside this file. A bundle moves this code elsewhere (the server's esbuild output is
 * apps/server/dist/*.js, where the relative URL points at apps/schemas/), so a schema missing
 * there is resolved through the package's export `@poslovno/iso20022/schemas/*`, which Node finds
 * from the bundle as from source. A server with the schemas elsewhere passes its own loader:
 *
 *   validatePain001Schema(input, { maxIssues, loadSchema: createPain001SchemaLoader(new URL('file:///srv/xsd/')) })
 */
export const PAIN001_SCHEMA_DIRECTORY = new URL('../../schemas/', import.meta.url);

export type TPain001SchemaLoader = (version: TPain001Version) => Promise<string>;

function findSchemaFile(directory: URL, version: TPain001Version): URL | string {
  const beside = new URL(`${version}.xsd`, directory);
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve(`@poslovno/iso20022/schemas/${version}.xsd`);
}

/** Reads each version's schema once, from `directory` (a folder URL ending in a slash) or the package. */
export function createPain001SchemaLoader(directory: URL): TPain001SchemaLoader {
  const schemas = new Map<TPain001Version, Promise<string>>();
  return (version) => {
    const known = schemas.get(version);
    if (known) return known;
    const schema = readFile(findSchemaFile(directory, version), 'utf8');
    schemas.set(version, schema);
    return schema;
  };
}

export const loadPain001Schema = createPain001SchemaLoader(PAIN001_SCHEMA_DIRECTORY);
