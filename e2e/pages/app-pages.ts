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
    // The other language's texts load first; the page has switched when its language says so.
    const lang = name === 'Hrvatski' || name === 'Croatian' ? 'hr' : 'en';
    await this.page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
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

/** /dashboard, the start page after sign-in: each card is a region named by its heading. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  heading(language: 'hr' | 'en' = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Početna' : 'Dashboard',
    });
  }

  card(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  cards(): Locator {
    return this.page.getByRole('main').getByRole('region');
  }

  items(cardName: string): Locator {
    return this.card(cardName).getByRole('listitem');
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

  /** What tells one statement from another: its date and type, number and account. */
  async rowIdentities(): Promise<string[]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) => {
        const header = row.querySelector('[role="rowheader"], th');
        const number = header?.nextElementSibling;
        const account = number?.nextElementSibling;
        return [header, number, account].map((cell) => cell?.textContent ?? '').join(' | ');
      }),
    );
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

type TLanguage = 'hr' | 'en';

/** A field's messages: the texts its aria-describedby names (hint and error). */
async function readDescription(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"]`).first().textContent()),
  );
  return texts.join(' ');
}

/** /payment: the payment form in its three kinds, and the recapitulation after saving. */
export class PaymentFormPage {
  constructor(private readonly page: Page) {}

  async open(type: 'DOMESTIC' | 'FOREIGN' | 'INTERNAL' = 'DOMESTIC'): Promise<void> {
    await this.page.goto(`/payment?type=${type}`);
    await this.page.getByRole('tab', { selected: true }).waitFor();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  textbox(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** An autocomplete (account, country, codebook): types the text and takes the first option. */
  async choose(label: string, text: string): Promise<void> {
    const field = this.page.getByRole('combobox', { name: label, exact: true });
    await field.click();
    await field.fill(text);
    await this.page.getByRole('option').first().click();
  }

  /** A select (currency, turnover code): opens it and picks the option. */
  async select(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async save(name: 'Spremi i provjeri' | 'Save and check' = 'Spremi i provjeri'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** The summary of a refused save at the top of the form. */
  summary(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /Nalog nije spremljen|was not saved/ });
  }

  /** The message under a field, read through its accessible description. */
  async fieldMessage(field: Locator): Promise<string> {
    return readDescription(field);
  }

  /** The stored payment's number, from the recapitulation's facts. */
  async savedPaymentId(language: TLanguage = 'hr'): Promise<string> {
    const term = this.page.getByText(language === 'hr' ? 'Broj naloga' : 'Payment number', {
      exact: true,
    });
    return (await term.locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
  }
}

/** The signing dialog of a payment: the challenge, the token's code, the result. */
export class SigningDialogModel {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The 8-digit challenge the token is given. */
  async readChallenge(): Promise<string> {
    const challenge = this.dialog().getByText(/^\d{8}$/);
    await challenge.waitFor();
    return (await challenge.textContent())?.trim() ?? '';
  }

  async signWithCode(code: string, language: TLanguage = 'hr'): Promise<void> {
    const label = language === 'hr' ? 'Kod s tokena' : 'Code from the token';
    await this.dialog().getByRole('textbox', { name: label, exact: true }).fill(code);
    await this.dialog()
      .getByRole('button', { name: language === 'hr' ? 'Potpiši' : 'Sign', exact: true })
      .click();
  }

  result(title: string): Locator {
    return this.dialog().getByText(title, { exact: true });
  }

  statusBadge(): Locator {
    return this.dialog().locator('[data-status]').first();
  }
}

/** /payments: filters, search, the list, a payment's details and its actions. */
export class PaymentsOverviewPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/payments${query}`);
    await this.heading().waitFor();
  }

  heading(language: TLanguage = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Plaćanja' : 'Payments',
    });
  }

  table(): Locator {
    const name = 'Nalozi za plaćanje';
    return this.page.getByRole('grid', { name }).or(this.page.getByRole('table', { name }));
  }

  rows(): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }

  /** The status codes the list shows (each badge carries its code beside its words). */
  async statuses(): Promise<string[]> {
    const badges = this.table().locator('[data-status]');
    return Promise.all(
      (await badges.all()).map(async (badge) => (await badge.getAttribute('data-status')) ?? ''),
    );
  }

  async openFilters(): Promise<void> {
    const trigger = this.page.getByRole('button', { name: /^Filtri/ });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  }

  async checkStatusGroup(name: string): Promise<void> {
    await this.page.getByRole('checkbox', { name, exact: true }).check({ force: true });
  }

  async applyFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Primijeni', exact: true }).first().click();
  }

  details(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Opens the payment's details from its row (the payee's name). */
  async openDetails(paymentId: string): Promise<void> {
    await this.page
      .getByRole('button', { name: new RegExp(`^Detalji naloga ${paymentId},`) })
      .click();
    await this.details()
      .getByRole('heading', { name: `Nalog ${paymentId}` })
      .waitFor();
  }

  /** An action of the details, answered yes in its confirmation. */
  async takeAction(action: string, confirm: string): Promise<void> {
    await this.details().getByRole('button', { name: action, exact: true }).click();
    const question = this.page.getByRole('alertdialog');
    await question.getByRole('button', { name: confirm, exact: true }).click();
  }
}

/** /templates: the person's templates, their search, actions and deletion. */
export class TemplatesPage {
  constructor(private readonly page: Page) {}

  async open(language: TLanguage = 'hr'): Promise<void> {
    await this.page.goto('/templates');
    await this.heading(language).waitFor();
  }

  heading(language: TLanguage = 'hr'): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: language === 'hr' ? 'Predlošci' : 'Templates',
    });
  }

  table(language: TLanguage = 'hr'): Locator {
    const name = language === 'hr' ? 'Predlošci plaćanja' : 'Payment templates';
    return this.page.getByRole('grid', { name }).or(this.page.getByRole('table', { name }));
  }

  rows(): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }

  /** A template's row, named by the template's name. */
  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  search(): Locator {
    return this.page.getByRole('textbox', { name: 'Traži po nazivu ili primatelju', exact: true });
  }

  /** A row's action, by its accessible name ("Plati po predlošku Agro", …). */
  async act(action: 'Plati' | 'Uredi' | 'Obriši', name: string): Promise<void> {
    const label = {
      Plati: `Plati po predlošku ${name}`,
      Uredi: `Uredi predložak ${name}`,
      Obriši: `Obriši predložak ${name}`,
    }[action];
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  deleteDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async confirmDeletion(): Promise<void> {
    await this.deleteDialog()
      .getByRole('button', { name: 'Obriši predložak', exact: true })
      .click();
  }

  /** The notice of what was saved or deleted, by its words. */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** /template: the payment form's fields in their template mode, under the template's name. */
export class TemplateFormPage extends PaymentFormPage {
  constructor(private readonly templatePage: Page) {
    super(templatePage);
  }

  async openNew(type: 'DOMESTIC' | 'FOREIGN' = 'DOMESTIC'): Promise<void> {
    await this.templatePage.goto(`/template?type=${type}`);
    await this.templatePage.getByRole('tab', { selected: true }).waitFor();
  }

  async saveTemplate(
    name: 'Spremi predložak' | 'Spremi izmjene' | 'Save the template' = 'Spremi predložak',
  ): Promise<void> {
    await this.templatePage.getByRole('button', { name, exact: true }).click();
  }

  /** The summary of a refused template at the top of the form. */
  templateSummary(): Locator {
    return this.templatePage
      .getByRole('alert')
      .filter({ hasText: /Predložak nije spremljen|template was not saved/ });
  }
}
