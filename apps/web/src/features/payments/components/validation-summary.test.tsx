import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../../api/api-client';
import { renderInLocale } from '../../../../test/render';
import { readTemplateValidations } from '../model/template-draft';
import { ValidationSummary } from './validation-summary';

const refusal = new ApiError({
  name: 'e-1',
  message: 'Zahtjev nije ispravan.',
  code: 'VALIDATION_FAILED',
  status: 400,
  validations: [
    { field: 'instructedAmount.amount', code: 'AMOUNT_NOT_POSITIVE', description: 'server text' },
    { field: 'creditorAgent.bic', code: 'BIC_INVALID', description: 'server text' },
    { field: 'headers.x', code: 'UNKNOWN_TO_THE_CATALOGUE', description: 'Server words.' },
  ],
});

describe('ValidationSummary', () => {
  it("lists every refusal by its field's label, in the catalogue's words of the language", () => {
    renderInLocale(
      <ValidationSummary
        title="The payment was not saved."
        error={refusal}
        validations={refusal.validations}
        problems={[]}
        shownFields={new Set(['amount', 'creditorAgentBic'])}
        onFocusField={() => undefined}
        ref={null}
      />,
      { locale: 'en' },
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Amount: The amount must be greater than zero.',
      "BIC (SWIFT) of the payee's bank: The BIC is not valid.",
      'Server words.',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('The payment was not saved');
  });

  it("names a template's refusal by the payment's fields and the template's own", () => {
    const validations = readTemplateValidations([
      { field: 'name', code: 'TEMPLATE_NAME_TAKEN', description: 'server text' },
      { field: 'payment.creditorAccount.iban', code: 'IBAN_INVALID', description: 'server text' },
    ]);
    renderInLocale(
      <ValidationSummary
        title="Predložak nije spremljen."
        error={refusal}
        validations={validations}
        extraFieldLabels={{ name: 'Naziv predloška' }}
        problems={[]}
        shownFields={new Set(['creditorAccount'])}
        onFocusField={() => undefined}
        ref={null}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe('Naziv predloška: Predložak s tim nazivom već postoji.');
    expect(items[1]).toMatch(/^Račun primatelja: /);
  });

  it("shows a failure without validations as the server's message", () => {
    const failure = new ApiError({
      name: 'e-2',
      message: 'Sustav trenutno nije dostupan.',
      code: '503',
      status: 503,
    });
    renderInLocale(
      <ValidationSummary
        title="-"
        error={failure}
        validations={[]}
        problems={[]}
        shownFields={new Set()}
        onFocusField={() => undefined}
        ref={null}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Sustav trenutno nije dostupan.');
  });
});
