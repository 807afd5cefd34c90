import type { TXsdIssueCode } from '../pain001-issues';

/**
 * libxml2's schema errors read as a code and values (never its English: the catalogue words the
 * issue). The messages are xmlschemas.c's; each form is covered by a test with the raw text.
 */
export interface TSchemaComplaint {
  /** The envelope's line libxml2 names. */
  line: number;
  code: TXsdIssueCode;
  /** The element's local name, as libxml2 names it. */
  element: string;
  values: Record<string, string | number>;
}

const ERROR_LINE = /^[^:\n]+:(\d+): (?:[\w ]+ )?Schemas validity error : (.*)$/;
const SUBJECT = /^Element '(?:\{[^}]*\})?([^']+)'(?:, attribute '([^']+)')?: (.*)$/;

type TReading = Pick<TSchemaComplaint, 'code' | 'values'>;
type TReader = (match: RegExpExecArray) => TReading;

function readNumber(text: string | undefined): number | string {
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : (text ?? '');
}

/** `{ns}Name, {ns}Other` as `Name, Other` (the file's namespace is the schema's); any element is `*`. */
function readExpected(list: string | undefined): string {
  if (list === undefined) return '';
  const names = list.split(',').map((name) => name.trim().replace(/^\{[^}]*\}/, ''));
  return [...new Set(names)].filter((name) => name !== '').join(', ');
}

/** `'CHK', 'TRF', 'TRA'` as `CHK, TRF, TRA`. */
function readAllowed(set: string): string {
  return set.slice(1, -1).split("', '").join(', ');
}

const READERS: readonly (readonly [RegExp, TReader])[] = [
  [
    /^\[facet 'maxLength'\] The value has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'\.$/,
    (m) => ({ code: 'XSD_LENGTH', values: { max: readNumber(m[2]), actual: readNumber(m[1]) } }),
  ],
  [
    /^\[facet 'minLength'\] The value has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'\.$/,
    (m) => ({ code: 'XSD_LENGTH', values: { min: readNumber(m[2]), actual: readNumber(m[1]) } }),
  ],
  [
    /^\[facet 'length'\] The value has a length of '(\d+)'; this differs from the allowed length of '(\d+)'\.$/,
    (m) => ({
      code: 'XSD_LENGTH',
      values: { min: readNumber(m[2]), max: readNumber(m[2]), actual: readNumber(m[1]) },
    }),
  ],
  [
    /^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern '.*'\.$/s,
    (m) => ({ code: 'XSD_PATTERN', values: { value: m[1] ?? '' } }),
  ],
  [
    /^\[facet 'enumeration'\] The value '(.*)' is not an element of the set \{(.*)\}\.$/s,
    (m) => ({
      code: 'XSD_ENUMERATION',
      values: { value: m[1] ?? '', allowed: readAllowed(m[2] ?? '') },
    }),
  ],
  [
    /^\[facet 'totalDigits'\] The value '(.*)' has more digits than are allowed \('(\d+)'\)\.$/,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', totalDigits: readNumber(m[2]) } }),
  ],
  [
    /^\[facet 'fractionDigits'\] The value '(.*)' has more fractional digits than are allowed \('(\d+)'\)\.$/,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', fractionDigits: readNumber(m[2]) } }),
  ],
  [
    /^\[facet 'minInclusive'\] The value '(.*)' is less than the minimum value allowed \('(.*)'\)\.$/,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', minInclusive: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'maxInclusive'\] The value '(.*)' is greater than the maximum value allowed \('(.*)'\)\.$/,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', maxInclusive: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'minExclusive'\] The value '(.*)' must be greater than '(.*)'\.$/,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', minExclusive: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'maxExclusive'\] The value '(.*)' must be less than '(.*)'\.$/,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', maxExclusive: m[2] ?? '' } }),
  ],
  [
    /^'(.*)' is not a valid value of the (?:local )?(?:atomic|list|union) type(?: '(?:\{[^}]*\})?([^']*)')?\.$/s,
    (m) => ({ code: 'XSD_VALUE', values: { value: m[1] ?? '', type: m[2] ?? '' } }),
  ],
  [
    /^This element is not expected\.(?: Expected is (?:one of )?\( (.*) \)\.)?$/,
    (m) => ({ code: 'XSD_UNEXPECTED_ELEMENT', values: { expected: readExpected(m[1]) } }),
  ],
  [
    /^No matching global declaration available for the validation root\.$/,
    () => ({ code: 'XSD_UNEXPECTED_ELEMENT', values: { expected: 'Document' } }),
  ],
  [
    /^Missing child element\(s\)\.(?: Expected is (?:one of )?\( (.*) \)\.)?$/,
    (m) => ({ code: 'XSD_MISSING_ELEMENT', values: { expected: readExpected(m[1]) } }),
  ],
  [
    /^The attribute '([^']+)' is required but missing\.$/,
    (m) => ({ code: 'XSD_MISSING_ELEMENT', values: { expected: `@${m[1] ?? ''}` } }),
  ],
];

function readComplaint(text: string): TReading {
  for (const [pattern, read] of READERS) {
    const match = pattern.exec(text);
    if (match) return read(match);
  }
  return { code: 'XSD_OTHER', values: {} };
}

/**
 * One complaint per schema error line of xmllint's output; other lines (the summary, a parser
 * error's excerpt and caret) are not complaints. A line not in these forms is XSD_OTHER, with the
 * element when libxml2 named one.
 */
export function readSchemaComplaints(output: string): TSchemaComplaint[] {
  const complaints: TSchemaComplaint[] = [];
  for (const row of output.split('\n')) {
    const line = ERROR_LINE.exec(row);
    if (!line) continue;
    const subject = SUBJECT.exec(line[2] ?? '');
    const element = subject?.[1] ?? '';
    const attribute = subject?.[2];
    const reading = readComplaint(subject?.[3] ?? line[2] ?? '');
    const values: Record<string, string | number> = { element, ...reading.values };
    if (attribute !== undefined) values['attribute'] = attribute;
    complaints.push({ line: Number(line[1]), code: reading.code, element, values });
  }
  return complaints;
}
