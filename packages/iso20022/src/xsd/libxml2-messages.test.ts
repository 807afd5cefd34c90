import { describe, expect, test } from 'vitest';
import { readSchemaComplaints } from './libxml2-messages';

/** The raw lines libxml2 (xmllint-wasm 5.3.0) wrote for broken files, as they came. */
const NS = '{urn:iso:std:iso:20022:tech:xsd:pain.001.001.03}';

function read(message: string) {
  const complaints = readSchemaComplaints(
    `slice.xml:41: Schemas validity error : ${message}\nslice.xml fails to validate\n`,
  );
  expect(complaints).toHaveLength(1);
  return complaints[0];
}

describe('readSchemaComplaints', () => {
  test.each([
    [
      `Element '${NS}EndToEndId': [facet 'maxLength'] The value has a length of '56'; this exceeds the allowed maximum length of '35'.`,
      { code: 'XSD_LENGTH', values: { element: 'EndToEndId', max: 35, actual: 56 } },
    ],
    [
      `Element '${NS}EndToEndId': [facet 'minLength'] The value has a length of '0'; this underruns the allowed minimum length of '1'.`,
      { code: 'XSD_LENGTH', values: { element: 'EndToEndId', min: 1, actual: 0 } },
    ],
    [
      `Element '${NS}Cd': [facet 'length'] The value has a length of '3'; this differs from the allowed length of '4'.`,
      { code: 'XSD_LENGTH', values: { element: 'Cd', min: 4, max: 4, actual: 3 } },
    ],
    [
      `Element '${NS}BIC': [facet 'pattern'] The value 'Bank BIC' is not accepted by the pattern '[A-Z]{6,6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3,3}){0,1}'.`,
      { code: 'XSD_PATTERN', values: { element: 'BIC', value: 'Bank BIC' } },
    ],
    [
      `Element '${NS}InstdAmt', attribute 'Ccy': [facet 'pattern'] The value 'eu' is not accepted by the pattern '[A-Z]{3,3}'.`,
      { code: 'XSD_PATTERN', values: { element: 'InstdAmt', attribute: 'Ccy', value: 'eu' } },
    ],
    [
      `Element '${NS}PmtMtd': [facet 'enumeration'] The value 'XXX' is not an element of the set {'CHK', 'TRF', 'TRA'}.`,
      {
        code: 'XSD_ENUMERATION',
        values: { element: 'PmtMtd', value: 'XXX', allowed: 'CHK, TRF, TRA' },
      },
    ],
    [
      `Element '${NS}CtrlSum': 'abc6655.86' is not a valid value of the atomic type '${NS}DecimalNumber'.`,
      {
        code: 'XSD_VALUE',
        values: { element: 'CtrlSum', value: 'abc6655.86', type: 'DecimalNumber' },
      },
    ],
    [
      `Element '${NS}ReqdExctnDt': 'YYYY-MM-DD' is not a valid value of the atomic type '${NS}ISODate'.`,
      {
        code: 'XSD_VALUE',
        values: { element: 'ReqdExctnDt', value: 'YYYY-MM-DD', type: 'ISODate' },
      },
    ],
    [
      `Element '${NS}BtchBookg': 'maybe' is not a valid value of the atomic type '${NS}BatchBookingIndicator'.`,
      {
        code: 'XSD_VALUE',
        values: { element: 'BtchBookg', value: 'maybe', type: 'BatchBookingIndicator' },
      },
    ],
    [
      `Element '${NS}InstdAmt': [facet 'totalDigits'] The value '11234567890123456789.72' has more digits than are allowed ('18').`,
      {
        code: 'XSD_VALUE',
        values: { element: 'InstdAmt', value: '11234567890123456789.72', totalDigits: 18 },
      },
    ],
    [
      `Element '${NS}InstdAmt': [facet 'fractionDigits'] The value '1.123456' has more fractional digits than are allowed ('5').`,
      { code: 'XSD_VALUE', values: { element: 'InstdAmt', value: '1.123456', fractionDigits: 5 } },
    ],
    [
      `Element '${NS}InstdAmt': [facet 'minInclusive'] The value '-1.00' is less than the minimum value allowed ('0').`,
      { code: 'XSD_VALUE', values: { element: 'InstdAmt', value: '-1.00', minInclusive: '0' } },
    ],
    [
      `Element '${NS}Nb': [facet 'maxInclusive'] The value '1000' is greater than the maximum value allowed ('999').`,
      { code: 'XSD_VALUE', values: { element: 'Nb', value: '1000', maxInclusive: '999' } },
    ],
    [
      `Element '${NS}DbtrAcct': This element is not expected. Expected is one of ( ${NS}PoolgAdjstmntDt, ${NS}Dbtr ).`,
      {
        code: 'XSD_UNEXPECTED_ELEMENT',
        values: { element: 'DbtrAcct', expected: 'PoolgAdjstmntDt, Dbtr' },
      },
    ],
    [
      `Element '${NS}Zzz': This element is not expected. Expected is ( ${NS}CdtTrfTxInf ).`,
      { code: 'XSD_UNEXPECTED_ELEMENT', values: { element: 'Zzz', expected: 'CdtTrfTxInf' } },
    ],
    [
      `Element '${NS}Zzz': This element is not expected.`,
      { code: 'XSD_UNEXPECTED_ELEMENT', values: { element: 'Zzz', expected: '' } },
    ],
    [
      `Element '{urn:other}Document': No matching global declaration available for the validation root.`,
      { code: 'XSD_UNEXPECTED_ELEMENT', values: { element: 'Document', expected: 'Document' } },
    ],
    [
      `Element '${NS}PmtInf': Missing child element(s). Expected is one of ( ${NS}ChrgBr, ${NS}CdtTrfTxInf ).`,
      {
        code: 'XSD_MISSING_ELEMENT',
        values: { element: 'PmtInf', expected: 'ChrgBr, CdtTrfTxInf' },
      },
    ],
    [
      `Element '{urn:iso:std:iso:20022:tech:xsd:pain.001.001.09}Envlp': Missing child element(s). Expected is one of ( {*}*, * ).`,
      { code: 'XSD_MISSING_ELEMENT', values: { element: 'Envlp', expected: '*' } },
    ],
    [
      `Element '${NS}InstdAmt': The attribute 'Ccy' is required but missing.`,
      { code: 'XSD_MISSING_ELEMENT', values: { element: 'InstdAmt', expected: '@Ccy' } },
    ],
    [
      `Element '${NS}PmtMtd', attribute 'x': The attribute 'x' is not allowed.`,
      { code: 'XSD_OTHER', values: { element: 'PmtMtd', attribute: 'x' } },
    ],
    [
      `Element '${NS}Dbtr': Character content other than whitespace is not allowed because the content type is 'element-only'.`,
      { code: 'XSD_OTHER', values: { element: 'Dbtr' } },
    ],
  ])('%s', (message, expected) => {
    expect(read(message)).toEqual({ line: 41, element: expected.values.element, ...expected });
  });

  test('keeps the line of each complaint and skips the summary and a parser error excerpt', () => {
    const output = [
      `slice.xml:7: Schemas validity error : Element '${NS}MsgId': [facet 'maxLength'] The value has a length of '36'; this exceeds the allowed maximum length of '35'.`,
      `slice.xml:70048: Schemas validity error : Element '${NS}IBAN': [facet 'pattern'] The value 'x' is not accepted by the pattern '[A-Z]{2,2}[0-9]{2,2}[a-zA-Z0-9]{1,30}'.`,
      'slice.xml fails to validate',
      '',
    ].join('\n');
    expect(readSchemaComplaints(output).map(({ line, code }) => [line, code])).toEqual([
      [7, 'XSD_LENGTH'],
      [70048, 'XSD_PATTERN'],
    ]);
  });
});
