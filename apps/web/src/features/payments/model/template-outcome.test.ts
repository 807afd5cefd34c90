import { describe, expect, it } from 'vitest';
import type { TValidation } from '@poslovno/contract';
import { classifySaveOutcome, createSaveOutcomeState, readSaveOutcome } from './template-outcome';

const NOTICE: TValidation = {
  field: 'payment.creditorAccount.iban',
  code: 'IBAN_EXPECTED',
  description: 'Za zemlju primatelja koristi se IBAN.',
};

describe('the outcome of a template save', () => {
  it('is "created" for a new template only when no validations came back (000 §4)', () => {
    const state = createSaveOutcomeState({ name: 'Agro', validations: [] }, true);
    expect(classifySaveOutcome(state.templateSaved)).toBe('CREATED');
    const noticed = createSaveOutcomeState({ name: 'Agro', validations: [NOTICE] }, true);
    expect(classifySaveOutcome(noticed.templateSaved)).toBe('SAVED_WITH_NOTICES');
  });

  it('is "changed" for an edited one without validations, else saved with notices', () => {
    expect(
      classifySaveOutcome(
        createSaveOutcomeState({ name: 'A', validations: [] }, false).templateSaved,
      ),
    ).toBe('CHANGED');
    expect(
      classifySaveOutcome(
        createSaveOutcomeState({ name: 'A', validations: [NOTICE] }, false).templateSaved,
      ),
    ).toBe('SAVED_WITH_NOTICES');
  });

  it('is read back from the history state it was handed over in, and nothing else', () => {
    const state = createSaveOutcomeState({ name: 'Agro', validations: [NOTICE] }, true);
    expect(readSaveOutcome(structuredClone(state))).toEqual(state.templateSaved);
    expect(readSaveOutcome(null)).toBeNull();
    expect(readSaveOutcome({ templateSaved: { name: 'Agro' } })).toBeNull();
    expect(readSaveOutcome('created')).toBeNull();
  });
});
