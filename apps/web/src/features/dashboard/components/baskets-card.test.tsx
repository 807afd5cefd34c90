import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TBasket } from '@poslovno/contract';
import { renderInLocale } from '../../../../test/render';
import { BasketsCard } from './baskets-card';

function basket(id: string, overrides: Partial<TBasket> = {}): TBasket {
  return {
    id,
    basketId: `3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e${id.slice(-2)}`,
    referenceNumber: `K-2026-${id}`,
    status: 'INITIATED',
    creationDate: '2026-11-28T09:15:00.000Z',
    expirationDate: '2026-11-30',
    totals: [{ amount: '1658.39', currency: 'EUR' }],
    paymentCount: 3,
    payments: [],
    createdBy: 'Ana Kovačević',
    signatures: [],
    statusCodes: [],
    actions: { canAuthorize: true, canDelete: true },
    ...overrides,
  };
}

describe('BasketsCard', () => {
  it('counts the active baskets and shows the newest three with what each holds and a link', () => {
    const baskets = ['1000004', '1000005', '1000006', '1000007'].map((id) => basket(id));
    renderInLocale(
      <MemoryRouter>
        <BasketsCard
          items={[
            basket('1000003', {
              status: 'PARTIAL',
              paymentCount: 1,
              totals: [
                { amount: '40.00', currency: 'EUR' },
                { amount: '12.50', currency: 'USD' },
              ],
            }),
            ...baskets,
          ]}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Košarice naloga' });
    expect(card.textContent).toContain('5 aktivnih košarica');
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/baskets/1000003',
      '/baskets/1000004',
      '/baskets/1000005',
      '/baskets?list',
    ]);
    expect(links[0]?.textContent).toContain('1 nalog · vrijedi do 30.11.2026.');
    expect(links[0]?.textContent).toContain('40,00 EUR');
    expect(links[0]?.textContent).toContain('12,50 USD');
    expect(links[0]?.textContent).toContain('Djelomično potpisana');
    expect(links[1]?.textContent).toContain('3 naloga');
  });
});
