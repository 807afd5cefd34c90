import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../../api/api-client';
import { renderInLocale } from '../../../../test/render';
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
    renderInLocale(<ValidationSummary error={refusal} ref={null} />, { locale: 'en' });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Amount: The amount must be greater than zero.',
      "BIC (SWIFT) of the payee's bank: The BIC is not valid.",
      'Server words.',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('The payment was not saved');
  });

  it("shows a failure without validations as the server's message", () => {
    const failure = new ApiError({
      name: 'e-2',
      message: 'Sustav trenutno nije dostupan.',
      code: '503',
      status: 503,
    });
    renderInLocale(<ValidationSummary error={failure} ref={null} />);
    expect(screen.getByRole('alert').textContent).toContain('Sustav trenutno nije dostupan.');
  });
});
