import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';
import type { TPain002Version } from '../pain002-writer';

/**
 * The official pain.002 schemas live in the shared reference folder beside the repository
 * (../shared), never in it; where that folder is absent, schema tests skip and say why.
 */
const XSD_FOLDER = path.resolve(
  import.meta.dirname,
  '../../../../../../shared/reference/iso20022-xsd',
);

export function getPain002XsdPath(version: TPain002Version): string {
  return path.join(XSD_FOLDER, `${version}.xsd`);
}

export const hasPain002Xsd =
  existsSync(getPain002XsdPath('pain.002.001.03')) &&
  existsSync(getPain002XsdPath('pain.002.001.10'));

export const PAIN002_XSD_SKIP_NOTE = `pain.002 XSD validation SKIPPED: ${XSD_FOLDER}/pain.002.001.{03,10}.xsd are absent (the shared reference folder is not beside the repository).`;

/**
 * Validates a pain.002 document against its version's schema with libxml2 (xmllint compiled to
 * WebAssembly). A report of many thousand transactions needs more than the default 32 MiB:
 * `memoryMiB` sets the start, and it may grow to four times that.
 */
export async function validatePain002(xml: string, version: TPain002Version, memoryMiB = 32) {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [
      { fileName: `${version}.xsd`, contents: readFileSync(getPain002XsdPath(version), 'utf8') },
    ],
    initialMemoryPages: memoryMiB * memoryPages.MiB,
    maxMemoryPages: 4 * memoryMiB * memoryPages.MiB,
  });
  return { isValid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
