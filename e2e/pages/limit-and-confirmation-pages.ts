import type { Locator, Page } from 'playwright-core';

/** /instant-limits and its change form, in Croatian: the accounts' limits in words. */
export class InstantLimitsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/instant-limits');
    await this.heading().waitFor();
    await this.table().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Limiti instant plaćanja' });
  }

  table(): Locator {
    return this.page.getByRole('grid', { name: 'Limiti instant plaćanja po računima' });
  }

  /** An account's row, found by what it shows (its name or IBAN). */
  row(text: string): Locator {
    return this.table().getByRole('row').filter({ hasText: text });
  }

  async change(accountName: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Promijeni limit računa ${accountName}`, exact: true })
      .click();
    await this.page
      .getByRole('heading', { level: 1, name: 'Promjena limita instant plaćanja' })
      .waitFor();
  }

  async chooseType(name: 'Po transakciji' | 'Dnevni limit' | 'Bez ograničenja'): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(`^${name}`) }).check({ force: true });
  }

  amount(): Locator {
    return this.page.getByRole('textbox', { name: /^Iznos limita/ });
  }

  async continueToCheck(): Promise<void> {
    await this.page.getByRole('button', { name: 'Nastavi na provjeru', exact: true }).click();
    await this.page
      .getByRole('heading', { level: 1, name: 'Provjera zahtjeva za promjenu limita' })
      .waitFor();
  }

  async saveAndSign(): Promise<void> {
    await this.page.getByRole('button', { name: 'Spremi i potpiši', exact: true }).click();
  }
}

/** /payment-confirmations in English: the requests, their statuses and the PDFs. */
export class PaymentConfirmationsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/payment-confirmations');
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: 'Payment execution confirmations',
    });
  }

  request(requestId: string): Locator {
    return this.page.getByRole('region', { name: `Request ${requestId}`, exact: true });
  }

  downloadButton(paymentId: string): Locator {
    return this.page.getByRole('button', {
      name: `Download confirmation (PDF) of payment ${paymentId}`,
      exact: true,
    });
  }
}
