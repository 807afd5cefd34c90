import type { Locator, Page } from 'playwright-core';

type TLanguage = 'hr' | 'en';

/** The words the page models press and read, in both languages. */
const WORDS = {
  hr: {
    persons: 'Ovlaštene osobe',
    requests: 'Zahtjevi za ovlaštenja',
    change: (name: string) => `Promijeni ovlaštenja: ${name}`,
    revoke: (name: string) => `Opozovi ovlaštenja: ${name}`,
    changeTitle: (name: string) => `Promjena ovlaštenja: ${name}`,
    recapTitle: (name: string) => `Provjera promjene ovlaštenja: ${name}`,
    revokeRecapTitle: (name: string) => `Provjera opoziva ovlaštenja: ${name}`,
    limitType: /Vrsta limita$/,
    level: /Ovlast$/,
    amount: /Iznos limita/,
    continue: 'Nastavi na provjeru',
    continueRevoke: 'Nastavi na provjeru opoziva',
    confirm: 'Potvrdi i potpiši',
    sign: (requestId: string) => `Potpiši zahtjev ${requestId}`,
  },
  en: {
    persons: 'Authorised persons',
    requests: 'Authority requests',
    change: (name: string) => `Change authority: ${name}`,
    revoke: (name: string) => `Revoke authority: ${name}`,
    changeTitle: (name: string) => `Authority change: ${name}`,
    recapTitle: (name: string) => `Check of the authority change: ${name}`,
    revokeRecapTitle: (name: string) => `Check of the authority revocation: ${name}`,
    limitType: /Limit type$/,
    level: /Authority$/,
    amount: /Limit amount/,
    continue: 'Continue to the check',
    continueRevoke: 'Continue to the check',
    confirm: 'Confirm and sign',
    sign: (requestId: string) => `Sign request ${requestId}`,
  },
} as const;

/** /account-management: the authorised persons, and the change or revocation of one of them. */
export class AccountManagementPage {
  private readonly words;

  constructor(
    private readonly page: Page,
    language: TLanguage = 'hr',
  ) {
    this.words = WORDS[language];
  }

  async open(): Promise<void> {
    await this.page.goto('/account-management');
    await this.heading().waitFor();
    await this.page.locator('[data-person]').first().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.words.persons });
  }

  /** A person's card: their marks and their table of authority per account. */
  person(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A person's row for an account, found by the account's name. */
  authority(name: string, accountName: string): Locator {
    return this.person(name).getByRole('row').filter({ hasText: accountName });
  }

  async change(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.change(name), exact: true }).click();
    await this.page
      .getByRole('heading', { level: 1, name: this.words.changeTitle(name) })
      .waitFor();
  }

  async revoke(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.words.revoke(name), exact: true }).click();
    const question = this.page.getByRole('alertdialog');
    await question.waitFor();
    return question;
  }

  async continueToRevokeCheck(name: string): Promise<void> {
    await this.page
      .getByRole('alertdialog')
      .getByRole('button', { name: this.words.continueRevoke, exact: true })
      .click();
    await this.page
      .getByRole('heading', { level: 1, name: this.words.revokeRecapTitle(name) })
      .waitFor();
  }

  /** The change form's row of an account, found by the account's name. */
  line(accountName: string): Locator {
    return this.page.locator('[data-account-line]').filter({ hasText: accountName });
  }

  async chooseLimitType(accountName: string, option: string): Promise<void> {
    await this.line(accountName).getByRole('button', { name: this.words.limitType }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  amount(accountName: string): Locator {
    return this.line(accountName).getByRole('textbox', { name: this.words.amount });
  }

  async continueToCheck(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.continue, exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: this.words.recapTitle(name) }).waitFor();
  }

  /** The recapitulation's table: per account, before and after. */
  recapitulation(): Locator {
    return this.page.getByRole('table');
  }

  async confirmAndSign(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.confirm, exact: true }).click();
  }
}

/** /permission-requests: the company's authority requests. */
export class PermissionRequestsPage {
  private readonly words;

  constructor(
    private readonly page: Page,
    language: TLanguage = 'hr',
  ) {
    this.words = WORDS[language];
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/permission-requests${query}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.words.requests });
  }

  request(requestId: string): Locator {
    return this.page.locator(`[data-request="${requestId}"]`);
  }

  /** The request's status code, as its badge carries it beside its words. */
  async status(requestId: string): Promise<string | null> {
    return this.request(requestId).locator('[data-status]').first().getAttribute('data-status');
  }

  async sign(requestId: string): Promise<void> {
    await this.page
      .getByRole('button', { name: this.words.sign(requestId), exact: true })
      .first()
      .click();
  }
}
