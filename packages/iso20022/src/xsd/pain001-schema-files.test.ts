import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { PAIN001_VERSIONS } from '../pain001-issues';
import { buildFillerDocument } from './pain001-envelope';
import { createPain001SchemaLoader, loadPain001Schema } from './pain001-schema-loader';

/** The project's reference folder, beside the repository when the checkout has it. */
const REFERENCE_XSD = path.resolve(
  import.meta.dirname,
  '../../../../../shared/reference/iso20022-xsd',
);
const hasReference = existsSync(REFERENCE_XSD);
if (!hasReference) {
  console.warn(
    `pain.001 schema copies NOT compared: ${REFERENCE_XSD} is absent (the shared reference folder is not beside the repository).`,
  );
}

describe.skipIf(!hasReference)('the shipped schemas', () => {
  test.each(PAIN001_VERSIONS)('%s is byte-identical to the reference copy', (version) => {
    const shipped = readFileSync(new URL(`../../schemas/${version}.xsd`, import.meta.url));
    const reference = readFileSync(path.join(REFERENCE_XSD, `${version}.xsd`));
    expect(shipped.equals(reference)).toBe(true);
  });
});

describe('loading the schemas', () => {
  test('the default loader reads them beside the source', async () => {
    for (const version of PAIN001_VERSIONS) {
      expect(await loadPain001Schema(version)).toContain(
        `targetNamespace="urn:iso:std:iso:20022:tech:xsd:${version}"`,
      );
    }
  });

  test('a loader made from the package export finds them as the server bundle does', async () => {
    // The server resolves the package from its bundle; the package's exports map schemas/*.
    const file = createRequire(import.meta.url).resolve(
      '@poslovno/iso20022/schemas/pain.001.001.09.xsd',
    );
    const load = createPain001SchemaLoader(pathToFileURL(`${path.dirname(file)}/`));
    expect(await load('pain.001.001.09')).toBe(await loadPain001Schema('pain.001.001.09'));
  });

  test('where the folder beside the code is not there (a bundle), the package export is read', async () => {
    const load = createPain001SchemaLoader(new URL('file:///nowhere/schemas/'));
    expect(await load('pain.001.001.03')).toBe(await loadPain001Schema('pain.001.001.03'));
  });
});

describe('the envelope filler', () => {
  const starts = ['after-payment', 'after-transaction'] as const;
  test.each(
    PAIN001_VERSIONS.flatMap((version) => starts.map((start) => [version, start] as const)),
  )('alone is a valid %s document (%s)', async (version, start) => {
    const result = await validateXML({
      xml: [{ fileName: 'filler.xml', contents: buildFillerDocument(version, start) }],
      schema: [{ fileName: `${version}.xsd`, contents: await loadPain001Schema(version) }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
