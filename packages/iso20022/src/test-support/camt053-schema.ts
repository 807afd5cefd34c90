import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

/**
 * The official camt.053.001.08 schema lives in the shared reference folder beside the repository
 * (../shared), never in it; where that folder is absent, schema tests skip and say why.
 */
export const CAMT053_XSD_PATH = path.resolve(
  import.meta.dirname,
  '../../../../../shared/reference/iso20022-xsd/camt.053.001.08.xsd',
);

export const hasCamt053Xsd = existsSync(CAMT053_XSD_PATH);

export const CAMT053_XSD_SKIP_NOTE = `camt.053 XSD validation SKIPPED: ${CAMT053_XSD_PATH} is absent (the shared reference folder is not beside the repository).`;

/**
 * Validates a camt.053.001.08 document with libxml2 (xmllint compiled to WebAssembly). The
 * default 32 MiB of memory is too little for a statement of many thousand entries: `memoryMiB`
 * sets the start, and it may grow to four times that.
 */
export async function validateCamt053(xml: string, memoryMiB = 32) {
  const result = await validateXML({
    xml: [{ fileName: 'statement.xml', contents: xml }],
    schema: [{ fileName: 'camt.053.001.08.xsd', contents: readFileSync(CAMT053_XSD_PATH, 'utf8') }],
    initialMemoryPages: memoryMiB * memoryPages.MiB,
    maxMemoryPages: 4 * memoryMiB * memoryPages.MiB,
  });
  return { isValid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
