/**
 * The kinds of file an upload may be, named by their extension as 001 §5 lists them (jpg and
 * jpeg both), plus zip for the routes that take archives (the SEPA bulk upload) and pgp, gpg and
 * asc for the routes that take OpenPGP signed files (a signed SEPA file, issue 25). The name's
 * extension says which kind a file claims to be; its content must be that kind.
 */
export const FILE_TYPES = [
  'doc',
  'docx',
  'pdf',
  'xlsx',
  'xls',
  'xml',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'zip',
  'pgp',
  'gpg',
  'asc',
] as const;
export type TFileType = (typeof FILE_TYPES)[number];

/** The OpenPGP signed messages, binary (pgp, gpg) or ASCII-armoured (asc). */
export const SIGNED_FILE_TYPES = ['pgp', 'gpg', 'asc'] as const satisfies readonly TFileType[];

/** Message attachments (000 §5, 001 §5): everything but archives and signed files. */
export const ATTACHMENT_FILE_TYPES: readonly TFileType[] = FILE_TYPES.filter(
  (type) => type !== 'zip' && !(SIGNED_FILE_TYPES as readonly TFileType[]).includes(type),
);

/**
 * How a content is recognised: the formats with the same content share one. 'openpgp' is a
 * binary OpenPGP message, 'openpgp-armored' one in ASCII armour.
 */
export type TContentFormat =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'docx'
  | 'xlsx'
  | 'doc'
  | 'xls'
  | 'xml'
  | 'txt'
  | 'zip'
  | 'openpgp'
  | 'openpgp-armored';

interface TFileTypeFacts {
  format: TContentFormat;
  mediaType: string;
}

export const FILE_TYPE_FACTS: Readonly<Record<TFileType, TFileTypeFacts>> = {
  doc: { format: 'doc', mediaType: 'application/msword' },
  docx: {
    format: 'docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  pdf: { format: 'pdf', mediaType: 'application/pdf' },
  xlsx: {
    format: 'xlsx',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  xls: { format: 'xls', mediaType: 'application/vnd.ms-excel' },
  xml: { format: 'xml', mediaType: 'application/xml' },
  txt: { format: 'txt', mediaType: 'text/plain' },
  png: { format: 'png', mediaType: 'image/png' },
  jpg: { format: 'jpeg', mediaType: 'image/jpeg' },
  jpeg: { format: 'jpeg', mediaType: 'image/jpeg' },
  zip: { format: 'zip', mediaType: 'application/zip' },
  // A signed (not encrypted) message has no registered media type: application/pgp-encrypted
  // (RFC 3156) says encrypted and application/pgp-signature a detached signature, neither of
  // which these are. Binary bytes are served as what they are to a browser; armour is text.
  pgp: { format: 'openpgp', mediaType: 'application/octet-stream' },
  gpg: { format: 'openpgp', mediaType: 'application/octet-stream' },
  asc: { format: 'openpgp-armored', mediaType: 'text/plain' },
};

/** The Content-Type a stored file is served with: text with its charset, as it was checked. */
export function toContentType(type: TFileType): string {
  const { mediaType } = FILE_TYPE_FACTS[type];
  return type === 'xml' || type === 'txt' || type === 'asc'
    ? `${mediaType}; charset=utf-8`
    : mediaType;
}

function isFileType(value: string): value is TFileType {
  return (FILE_TYPES as readonly string[]).includes(value);
}

/** The kind a file name claims by its extension, whatever its case; undefined for any other. */
export function readClaimedType(fileName: string): TFileType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return isFileType(extension) ? extension : undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const FILE_NAME_MAX_CHARS = 255;

/**
 * The name to keep: the last segment of what the browser sent (old browsers sent a whole
 * Windows path), NFC, without control characters, at most 255 characters. Undefined when
 * nothing is left.
 */
export function cleanUploadedFileName(sent: string): string | undefined {
  const lastSegment = sent.slice(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
  const cleaned = lastSegment.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return undefined;
  const characters = Array.from(cleaned);
  if (characters.length <= FILE_NAME_MAX_CHARS) return cleaned;
  // Too long: the start is cut, the extension kept, so the name still says what it is.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  return (
    characters.slice(0, FILE_NAME_MAX_CHARS - Array.from(extension).length).join('') + extension
  );
}
