import type { Locator, Page } from 'playwright-core';

type TLanguage = 'hr' | 'en';

/** /baskets and /baskets/:basketId: the active baskets, one basket, its payments and actions. */
export class BasketPage {
  constructor(
    private readonly page: Page,
    private readonly language: TLanguage = 'hr',
  ) {}

  async open(basketId: string): Promise<void> {
    await this.page.goto(`/baskets/${basketId}`);
    await this.heading().waitFor();
  }

  async openList(): Promise<void> {
    await this.page.goto('/baskets?list');
    await this.page
      .getByRole('heading', {
        level: 1,
        name: this.language === 'hr' ? 'Košarice naloga' : 'Payment baskets',
      })
      .waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: this.language === 'hr' ? /^Košarica naloga K-/ : /^Payment basket K-/,
    });
  }

  /** The basket's payments table. */
  payments(): Locator {
    const name = this.language === 'hr' ? /^Nalozi u košarici K-/ : /^Payments in basket K-/;
    return this.page.getByRole('grid', { name }).or(this.page.getByRole('table', { name }));
  }

  paymentRow(paymentId: string): Locator {
    return this.payments().getByRole('row').filter({ hasText: paymentId });
  }

  signButton(): Locator {
    return this.page.getByRole('button', {
      name: this.language === 'hr' ? 'Potpiši košaricu' : 'Sign basket',
      exact: true,
    });
  }

  deleteButton(): Locator {
    return this.page
      .getByRole('button', {
        name: this.language === 'hr' ? 'Obriši košaricu' : 'Delete basket',
        exact: true,
      })
      .first();
  }

  /** The basket's number as its heading shows it: "K-2026-000123". */
  async referenceNumber(): Promise<string> {
    const text = (await this.heading().textContent()) ?? '';
    return /K-\d{4}-\d+/.exec(text)?.[0] ?? '';
  }
}
