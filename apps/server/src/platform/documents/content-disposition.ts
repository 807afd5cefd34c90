import { assert, removeDiacritics } from '@poslovno/domain';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// Windows refuses these in file names; quotes and backslashes would also break the header.
const UNSAFE_FILE_NAME_CHARACTERS = /[<>:"/\\|?*]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const FILE_NAME_MAX_CHARS = 150;
const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;
const FALLBACK_FILE_NAME = 'document';

/** Letters that do not decompose into a base letter and a mark (besides đ and Đ). */
const ASCII_REPLACEMENTS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
};

function toAsciiFileName(fileName: string): string {
  const ascii = removeDiacritics(fileName)
    .replace(/[^\u0020-\u007e]/g, (character) => ASCII_REPLACEMENTS[character] ?? '_')
    .replace(/["\\]/g, '');
  return ascii.trim() === '' ? FALLBACK_FILE_NAME : ascii;
}

/** RFC 5987 attr-char: what encodeURIComponent leaves alone, less ' ( ) * which must be escaped. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * An RFC 6266 attachment header: a plain ASCII `filename` for old clients and the exact UTF-8 name
 * in `filename*`, which current browsers prefer ("Izvod_Šibenik.pdf" keeps its Š).
 */
export function formatContentDisposition(fileName: string): string {
  // encodeURIComponent throws on a lone surrogate.
  const cleaned = fileName.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, '\uFFFD');
  return `attachment; filename="${toAsciiFileName(cleaned)}"; filename*=UTF-8''${encodeRfc5987(cleaned)}`;
}

// Spaces inside a part become hyphens: "_" alone separates the parts, and no name has a space.
function toSafePart(part: string): string {
  return part
    .replace(CONTROL_CHARACTERS, '')
    .replace(UNSAFE_FILE_NAME_CHARACTERS, '-')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * A download's name from its parts, what it is, whose and when (README, "Transactions"):
 * ["Promet", "HR12…", "2026-10-01", "2026-10-31"], "xlsx" → "Promet_HR12…_2026-10-01_2026-10-31.xlsx";
 * ["Stanja računa", "Slavonska žitna d.o.o.", …] → "Stanja-računa_Slavonska-žitna-d.o.o._…".
 */
export function buildDocumentFileName(parts: readonly string[], extension: string): string {
  assert(
    EXTENSION_PATTERN.test(extension),
    `a file extension is short lowercase, got "${extension}"`,
  );
  const joined = parts
    .map(toSafePart)
    .filter((part) => part !== '')
    .join('_')
    .replace(/^\.+/, '');
  // By code point, so a cut never splits a surrogate pair.
  const stem = Array.from(joined).slice(0, FILE_NAME_MAX_CHARS).join('').trim();
  return `${stem === '' ? FALLBACK_FILE_NAME : stem}.${extension}`;
}
