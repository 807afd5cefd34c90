import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPurposeCodePrefix,
  mapChargeBearerFromWire,
  mapChargeBearerToWire,
  mapUrgencyFromWire,
  mapUrgencyToWire,
  parsePurposeCodePrefix,
  UAE_DESCRIPTION_MAX_LENGTH,
} from './payment-wire';
import { countCodePoints, truncateToCodePoints } from './text';
import { URGENCIES } from './calendar';

const UAE_IBAN = 'AE070331234567890123456';
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: fc.constantFrom(' ', '/', 'A', 'E', 'B', 'N', 'F', 'R', 'S', 'G', 'D') }),
  fc.string({ unit: 'binary', minLength: 9_990, maxLength: 10_020 }),
);
const purposeCode = fc.stringMatching(/^[A-Z]{3}$/);
const wireValue = fc.option(
  fc.oneof(fc.constantFrom('NORMAL', 'HIGH', 'INSTANT', 'INST', ''), fc.string()),
  { nil: undefined },
);

describe('UAE purpose code', () => {
  it('puts the code on its own first 35-character line', () => {
    const result = addPurposeCodePrefix('Invoice 12/2026', 'GDS', UAE_IBAN);
    expect(result).toEqual({
      ok: true,
      value: '/BENEFRES/AE//GDS                  Invoice 12/2026',
      warnings: [],
    });
    if (result.ok) expect(result.value.indexOf('Invoice')).toBe(35);
  });

  it('cuts the description to 105 characters, 140 in all', () => {
    const result = addPurposeCodePrefix('x'.repeat(200), 'SAL', 'ae07 0331 2345 6789 0123 456');
    expect(result.ok && countCodePoints(result.value)).toBe(140);
  });

  it.each([
    ['HR1210010051863000160', 'GDS'],
    ['DE89370400440532013000', null],
    ['', null],
  ] as const)('leaves a payment to %j unchanged', (iban, code) => {
    expect(addPurposeCodePrefix('-'.repeat(300), code, iban)).toEqual({
      ok: true,
      value: '-'.repeat(300),
      warnings: [],
    });
  });

  it.each([
    [null, { ok: false, code: 'FIELD_REQUIRED' }],
    ['', { ok: false, code: 'FIELD_REQUIRED' }],
    ['gds', { ok: false, code: 'FIELD_INVALID' }],
    ['GOODS', { ok: false, code: 'FIELD_INVALID' }],
  ] as const)('refuses the UAE purpose code %j', (code, expected) => {
    expect(addPurposeCodePrefix('Invoice', code, UAE_IBAN)).toEqual(expected);
  });

  it.each([
    ['/BENEFRES/AE//GDS                  Invoice', { purposeCode: 'GDS', description: 'Invoice' }],
    ['/BENEFRES/AE//GDS Invoice', { purposeCode: 'GDS', description: 'Invoice' }],
    ['/BENEFRES/AE//GDS', { purposeCode: 'GDS', description: '' }],
    ['/BENEFRES/AE//GDSX', { purposeCode: null, description: '/BENEFRES/AE//GDSX' }],
    ['Invoice /BENEFRES/AE//GDS', { purposeCode: null, description: 'Invoice /BENEFRES/AE//GDS' }],
  ] as const)('reads %j back', (wire, expected) => {
    expect(parsePurposeCodePrefix(wire)).toEqual(expected);
  });

  it('reads back the code and the cut description it wrote', () => {
    fc.assert(
      fc.property(anyText, purposeCode, (description, code) => {
        const added = addPurposeCodePrefix(description, code, UAE_IBAN);
        expect(added.ok).toBe(true);
        if (!added.ok) return;
        expect(countCodePoints(added.value)).toBeLessThanOrEqual(140);
        expect(parsePurposeCodePrefix(added.value)).toEqual({
          purposeCode: code,
          description: truncateToCodePoints(description, UAE_DESCRIPTION_MAX_LENGTH),
        });
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(anyText, fc.option(anyText, { nil: null }), anyText, (text, code, iban) => {
        addPurposeCodePrefix(text, code, iban);
        const parsed = parsePurposeCodePrefix(text);
        expect(text.endsWith(parsed.description)).toBe(true);
      }),
    );
  });
});

describe('charge bearer', () => {
  it('maps the form to the wire and back', () => {
    expect(mapChargeBearerToWire('SHA')).toBe('SHAR');
    expect(mapChargeBearerToWire('OUR')).toBe('DEBT');
    expect(mapChargeBearerFromWire('SHAR')).toEqual({ ok: true, value: 'SHA', warnings: [] });
    expect(mapChargeBearerFromWire('DEBT')).toEqual({ ok: true, value: 'OUR', warnings: [] });
  });

  it.each(['', 'shar', 'SHA', 'OUR', 'CRED', 'SLEV', 'toString', '__proto__'])(
    'refuses the wire value %j',
    (wire) => {
      expect(mapChargeBearerFromWire(wire)).toEqual({ ok: false, code: 'FIELD_INVALID' });
    },
  );

  it('round-trips and never throws', () => {
    for (const choice of ['SHA', 'OUR'] as const) {
      const back = mapChargeBearerFromWire(mapChargeBearerToWire(choice));
      expect(back.ok && back.value).toBe(choice);
    }
    fc.assert(fc.property(anyText, (wire) => void mapChargeBearerFromWire(wire)));
  });
});

describe('urgency', () => {
  it.each([
    ['NORMAL', { urgency: 'NORMAL', instructionPriority: 'NORMAL', localInstrument: null }],
    ['URGENT', { urgency: 'HIGH', instructionPriority: 'HIGH', localInstrument: null }],
    ['INSTANT', { urgency: 'INSTANT', instructionPriority: 'NORMAL', localInstrument: 'INST' }],
  ] as const)('sends %s as %j', (choice, wire) => {
    expect(mapUrgencyToWire(choice)).toEqual(wire);
  });

  it('round-trips every choice', () => {
    for (const choice of URGENCIES) {
      expect(mapUrgencyFromWire(mapUrgencyToWire(choice))).toEqual({
        ok: true,
        value: choice,
        warnings: [],
      });
    }
  });

  it.each([
    [{}, 'NORMAL'],
    [{ instructionPriority: 'HIGH' }, 'URGENT'],
    [{ localInstrument: 'INST' }, 'INSTANT'],
    [{ urgency: 'INSTANT' }, 'INSTANT'],
    [{ urgency: 'HIGH', instructionPriority: null, localInstrument: null }, 'URGENT'],
  ] as const)('reads the partial wire %j as %s', (wire, choice) => {
    expect(mapUrgencyFromWire(wire)).toEqual({ ok: true, value: choice, warnings: [] });
  });

  it.each([
    { urgency: 'URGENT' },
    { urgency: '' },
    { urgency: 'toString' },
    { urgency: 'NORMAL', instructionPriority: 'HIGH' },
    { urgency: 'INSTANT', localInstrument: null, instructionPriority: 'HIGH' },
    { urgency: 'HIGH', localInstrument: 'INST' },
    { localInstrument: 'INST', instructionPriority: 'HIGH' },
    { instructionPriority: 'NORM' },
    { localInstrument: 'SDCL' },
  ])('refuses the inconsistent wire %j', (wire) => {
    expect(mapUrgencyFromWire(wire)).toEqual({ ok: false, code: 'FIELD_INVALID' });
  });

  it('accepts only wires that map back to themselves', () => {
    fc.assert(
      fc.property(
        wireValue,
        wireValue,
        wireValue,
        (urgency, instructionPriority, localInstrument) => {
          const wire = { urgency, instructionPriority, localInstrument };
          const result = mapUrgencyFromWire(wire);
          if (!result.ok) return;
          const expected = mapUrgencyToWire(result.value);
          if (urgency !== undefined) expect(urgency).toBe(expected.urgency);
          if (instructionPriority !== undefined) {
            expect(instructionPriority).toBe(expected.instructionPriority);
          }
          if (localInstrument !== undefined) expect(localInstrument).toBe(expected.localInstrument);
        },
      ),
    );
  });
});
