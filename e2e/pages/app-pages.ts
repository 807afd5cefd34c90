import type { Locator, Page } from 'playwright-core';

/** Page models: the e2e specs speak of what a person sees (roles and names), not of markup. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login/mock');
    await this.heading().waitFor();
  }

  /** The page's own heading; while the app loads, the splash shows the product name instead. */
  heading(language: 'hr' | 'en' = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Demo prijava' : 'Demo sign-in',
    });
  }

  async signInTo(companyName: string, language: 'hr' | 'en' = 'hr'): Promise<void> {
    const label = language === 'hr' ? `Prijava u ${companyName}` : `Sign in to ${companyName}`;
    await this.page.getByRole('button', { name: label }).first().click();
  }
}

export class Shell {
  constructor(private readonly page: Page) {}

  menu(name: 'Glavni izbornik' | 'Main menu'): Locator {
    return this.page.getByRole('navigation', { name });
  }

  async chooseLanguage(name: 'Hrvatski' | 'Engleski' | 'Croatian' | 'English'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async openSettings(name: 'Postavke' | 'Settings' = 'Postavke'): Promise<Locator> {
    await this.page.getByRole('button', { name, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  async signOut(name: 'Odjava' | 'Sign out' = 'Odjava'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }
}

export class AccountsPage {
  constructor(private readonly page: Page) {}

  heading(language: 'hr' | 'en' = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Računi' : 'Accounts',
    });
  }

  cards(): Locator {
    return this.page.getByTestId('account-card');
  }

  table(): Locator {
    return this.page.getByTestId('accounts-table');
  }

  async chooseView(name: 'Kartice' | 'Popis' | 'Cards' | 'List'): Promise<void> {
    await this.page
      .getByRole('radio', { name, exact: true })
      .or(this.page.getByRole('button', { name, exact: true }))
      .first()
      .click();
  }
}

/** /transactions: filters, the table, exports and a PDF per row. */
export class TransactionsPage {
  constructor(private readonly page: Page) {}

  heading(language: 'hr' | 'en' = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Promet' : 'Transactions',
    });
  }

  table(language: 'hr' | 'en' = 'hr'): Locator {
    const name = language === 'hr' ? 'Transakcije' : 'Transactions';
    return this.page.getByRole('grid', { name }).or(this.page.getByRole('table', { name }));
  }

  rows(): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }

  async openFilters(): Promise<void> {
    const trigger = this.page.getByRole('button', { name: /^Filtri/ });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  }

  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async applyFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Primijeni', exact: true }).click();
  }
}

/** /statements: filters, the table with selection, downloads of the selection. */
export class StatementsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/statements');
    await this.heading().waitFor();
  }

  heading(language: 'hr' | 'en' = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Izvodi' : 'Statements',
    });
  }

  table(language: 'hr' | 'en' = 'hr'): Locator {
    const name = language === 'hr' ? 'Izvodi' : 'Statements';
    return this.page.getByRole('grid', { name }).or(this.page.getByRole('table', { name }));
  }

  rows(): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }

  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async applyFilters(language: 'hr' | 'en' = 'hr'): Promise<void> {
    const name = language === 'hr' ? 'Primijeni' : 'Apply';
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async selectRow(index: number): Promise<void> {
    await this.rows().nth(index).getByRole('checkbox').check({ force: true });
  }

  downloadSelectedButton(format: 'PDF' | 'XML' = 'PDF'): Locator {
    const name = format === 'PDF' ? 'Preuzmi odabrane (PDF)' : 'Preuzmi odabrane (camt.053 XML)';
    return this.page.getByRole('button', { name, exact: true });
  }
}

/** /ui: the design system's catalogue; each example is a group named by its title. */
export class CataloguePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/ui');
    await this.heading().waitFor();
  }

  heading(language: 'hr' | 'en' = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Katalog sučelja' : 'Interface catalogue',
    });
  }

  example(title: string): Locator {
    return this.page.getByRole('group', { name: title, exact: true });
  }

  async chooseTheme(name: string): Promise<void> {
    await this.page.getByRole('radio', { name, exact: true }).check({ force: true });
  }
}
