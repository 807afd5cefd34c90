import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatIbanGrouped } from '@poslovno/domain';
import type {
  TErrorBody,
  TPaymentInput,
  TSavedTemplate,
  TTemplate,
  TTemplateInput,
  TTemplates,
} from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { withCompanyScope } from '../../platform/db/database';
import { CELIK_MAIN } from '../../core-bank/execution/execution-test-support';
import {
  CELIK,
  PAYEE_IBAN,
  SLAVONSKA,
  domesticPayment,
  personId,
} from '../payments/test-support/payment-fixture';
import { selectTemplateRecipients } from './templates.repository';

interface TAnswer<T> {
  status: number;
  body: T;
}

/** A demo person's template calls in one company. */
interface TTemplateClient {
  list(locale?: 'hr_hr' | 'en_us'): Promise<TAnswer<TTemplates>>;
  create(body: TTemplateInput): Promise<TAnswer<TSavedTemplate & TErrorBody>>;
  get(favoriteId: string): Promise<TAnswer<TTemplate & TErrorBody>>;
  replace(favoriteId: string, body: TTemplateInput): Promise<TAnswer<TSavedTemplate & TErrorBody>>;
  remove(favoriteId: string): Promise<TAnswer<TErrorBody | null>>;
}

async function signInTemplateOwner(
  ctx: TTestContext,
  key: string,
  customerId: number = SLAVONSKA,
): Promise<TTemplateClient> {
  const token = await ctx.signIn(personId(key), customerId);
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ): Promise<TAnswer<T>> => {
    const response = await ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: response.statusCode,
      body: (response.body === '' ? null : response.json()) as T,
    };
  };
  return {
    list: (locale = 'hr_hr') => call('GET', `/favorites?locale=${locale}`),
    create: (body) => call('POST', '/favorites', body),
    get: (favoriteId) => call('GET', `/favorites/${favoriteId}`),
    replace: (favoriteId, body) => call('PUT', `/favorites/${favoriteId}`, body),
    remove: (favoriteId) => call('DELETE', `/favorites/${favoriteId}`),
  };
}

function template(name: string, payment: Partial<TPaymentInput> = {}): TTemplateInput {
  return { name, type: 'DOMESTIC', payment: domesticPayment(payment) };
}

/** A template that leaves amount, date and debit account to the payment made from it. */
function openTemplate(name: string): TTemplateInput {
  return template(name, {
    debtorAccount: { iban: '' },
    instructedAmount: { amount: '', currency: 'EUR' },
    requestedExecutionDate: '',
  });
}

async function countStoredTemplates(ctx: TTestContext, name?: string): Promise<number> {
  const result = await ctx.database.db.execute<{ total: number }>(
    name === undefined
      ? sql`SELECT count(*)::int AS total FROM payment_templates`
      : sql`SELECT count(*)::int AS total FROM payment_templates WHERE name = ${name}`,
  );
  return result.rows[0]?.total ?? 0;
}

describe('templates of payments', () => {
  let ctx: TTestContext;
  let marko: TTemplateClient;
  let ana: TTemplateClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    marko = await signInTemplateOwner(ctx, 'marko');
    ana = await signInTemplateOwner(ctx, 'ana');
  });
  afterAll(() => ctx.close());

  it('stores a template and answers it whole, without notices', async () => {
    const created = await marko.create(template('Agro Baranja'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Agro Baranja',
      type: 'DOMESTIC',
      amount: { amount: '1250.00', currency: 'EUR' },
      payment: {
        type: 'DOMESTIC',
        creditorAccount: { iban: PAYEE_IBAN },
        creditorName: 'Agro Baranja d.o.o.',
        remittanceInformationUnstructured: 'Plaćanje računa 2026-118',
        requestedExecutionDate: '2026-11-20',
      },
      createdAt: ctx.clock.now().toISOString(),
      modifiedAt: ctx.clock.now().toISOString(),
      validations: [],
    });
    const read = await marko.get(created.body.favoriteId);
    expect(read.status).toBe(200);
    const { validations: _notices, ...stored } = created.body;
    expect(read.body).toEqual(stored);
  });

  it("answers the payment rules' notices with a stored template, in the request's language", async () => {
    const created = await marko.create(
      template('Veliki dobavljač', {
        instructedAmount: { amount: '900000000.00', currency: 'EUR' },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.validations).toEqual([
      {
        field: 'payment.instructedAmount.amount',
        code: 'AVAILABLE_AMOUNT_NEGATIVE',
        description: expect.any(String) as string,
      },
    ]);
  });

  it("stores a foreign template, with the notice that the payee's country uses IBAN", async () => {
    const created = await marko.create({
      name: 'Mueller Berlin',
      type: 'FOREIGN',
      payment: {
        type: 'FOREIGN',
        debtorAccount: { iban: '' },
        creditorAccount: { iban: '123456789' },
        creditorName: 'Mueller GmbH',
        creditorAddress: { street: 'Hauptstrasse 1', residence: '10115 Berlin', country: 'DE' },
        instructedAmount: { amount: '', currency: 'USD' },
        remittanceInformationUnstructured: 'Invoice 2026-77',
        creditorAgent: { bic: 'DEUTDEFF', name: '', address: '', country: '' },
        chargeBearer: 'SHAR',
        paymentInstrument: 'DOZNAKA',
        foreignTurnoverCode: '5517d',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'FOREIGN', amount: null });
    expect(created.body.validations).toEqual([
      expect.objectContaining({ field: 'payment.creditorAccount.iban', code: 'IBAN_EXPECTED' }),
    ]);
    const mismatched = await marko.create({
      ...template('Domaći kao strani'),
      type: 'FOREIGN',
    });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.validations).toContainEqual(
      expect.objectContaining({ field: 'payment.type', code: 'FIELD_INVALID' }),
    );
  });

  it('accepts a template without amount, execution date and debit account', async () => {
    const created = await marko.create(openTemplate('Otvoreni predložak'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      amount: null,
      payment: {
        debtorAccount: { iban: '' },
        instructedAmount: { amount: '', currency: 'EUR' },
        requestedExecutionDate: '',
      },
      validations: [],
    });
  });

  it('applies the rules to a debit account the template names', async () => {
    const refused = await marko.create(
      template('Tuđi račun', { debtorAccount: { iban: CELIK_MAIN.iban } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.validations).toEqual([
      expect.objectContaining({
        field: 'payment.debtorAccount.iban',
        code: 'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
      }),
    ]);
  });

  it("refuses an invalid payee IBAN with the field's code and stores nothing", async () => {
    const wrongCheckDigits = `HR00${PAYEE_IBAN.slice(4)}`;
    const refused = await marko.create(
      template('Pogrešan IBAN', { creditorAccount: { iban: wrongCheckDigits } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(refused.body.validations).toEqual([
      expect.objectContaining({ field: 'payment.creditorAccount.iban', code: 'IBAN_INVALID' }),
    ]);
    expect(await countStoredTemplates(ctx, 'Pogrešan IBAN')).toBe(0);
  });

  it('refuses a template of an internal transfer', async () => {
    const refused = await marko.create(template('Interni prijenos', { type: 'INTERNAL' }));
    expect(refused.status).toBe(400);
    expect(refused.body.validations).toContainEqual(
      expect.objectContaining({ field: 'payment.type', code: 'FIELD_INVALID' }),
    );
  });

  it('requires a name of at most 70 characters', async () => {
    for (const name of ['', '   ']) {
      const refused = await marko.create(template(name));
      expect(refused.status).toBe(400);
      expect(refused.body.validations).toEqual([
        expect.objectContaining({ field: 'name', code: 'FIELD_REQUIRED' }),
      ]);
    }
    const tooLong = await marko.create(template('N'.repeat(71)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.validations).toEqual([
      expect.objectContaining({ field: 'name', code: 'FIELD_TOO_LONG' }),
    ]);
    expect((await marko.create(template('N'.repeat(70)))).status).toBe(201);
  });

  it("refuses a name the person's templates have already, whatever its case", async () => {
    expect((await marko.create(template('Režije za skladište'))).status).toBe(201);
    for (const name of ['REŽIJE ZA SKLADIŠTE', 'režije za skladište']) {
      const refused = await marko.create(template(name));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorCode: 'TEMPLATE_NAME_TAKEN' });
    }
    expect((await ana.create(template('Režije za skladište'))).status).toBe(201);
  });

  it('cuts the creditor name to 70, the description to 140 and the street to 70 before the rules', async () => {
    const creditorName = 'Poljoprivredna zadruga Baranja '.repeat(3).slice(0, 90);
    const description = 'Plaćanje računa 2026-118 za isporuku pšenice, '.repeat(5).slice(0, 200);
    const street = 'Ulica kralja Petra Krešimira IV. '.repeat(3).slice(0, 90);
    const created = await marko.create(
      template('Zadruga', {
        creditorName,
        remittanceInformationUnstructured: description,
        creditorAddress: { street, residence: '', country: 'HR' },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.payment.creditorName).toBe(creditorName.slice(0, 70));
    expect(created.body.payment.remittanceInformationUnstructured).toBe(description.slice(0, 140));
    expect(created.body.payment.creditorAddress.street).toBe(street.slice(0, 70));
  });

  it('lists the templates by name, the Croatian way in Croatian', async () => {
    const petar = await signInTemplateOwner(ctx, 'petar');
    const names = ['Zagreb', 'Čakovec', 'Cres', 'Šibenik', 'Split', 'Ćićarija', 'Đakovo'];
    for (const name of [...names, 'Dubrovnik', 'Žminj', 'Osijek']) {
      expect((await petar.create(openTemplate(name))).status).toBe(201);
    }
    const croatian = await petar.list('hr_hr');
    expect(croatian.status).toBe(200);
    expect(croatian.body.favorites.map((favorite) => favorite.name)).toEqual([
      'Cres',
      'Čakovec',
      'Ćićarija',
      'Dubrovnik',
      'Đakovo',
      'Osijek',
      'Split',
      'Šibenik',
      'Zagreb',
      'Žminj',
    ]);
    const english = await petar.list('en_us');
    expect(english.body.favorites.map((favorite) => favorite.name)).toEqual([
      'Čakovec',
      'Ćićarija',
      'Cres',
      'Đakovo',
      'Dubrovnik',
      'Osijek',
      'Šibenik',
      'Split',
      'Zagreb',
      'Žminj',
    ]);
  });

  it('replaces name, type and payment by the same rules', async () => {
    const created = await marko.create(template('Najam'));
    const other = await marko.create(template('Najam skladišta'));
    ctx.clock.advanceMs(60_000);
    const replaced = await marko.replace(
      created.body.favoriteId,
      template('Najam ureda', { instructedAmount: { amount: '800.00', currency: 'EUR' } }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      favoriteId: created.body.favoriteId,
      name: 'Najam ureda',
      amount: { amount: '800.00', currency: 'EUR' },
      createdAt: created.body.createdAt,
      modifiedAt: ctx.clock.now().toISOString(),
      validations: [],
    });
    expect((await marko.get(created.body.favoriteId)).body.name).toBe('Najam ureda');
    const kept = await marko.replace(created.body.favoriteId, template('NAJAM UREDA'));
    expect(kept.status).toBe(200);
    const taken = await marko.replace(created.body.favoriteId, template(other.body.name));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errorCode: 'TEMPLATE_NAME_TAKEN' });
    const invalid = await marko.replace(created.body.favoriteId, template(''));
    expect(invalid.status).toBe(400);
    expect((await marko.get(created.body.favoriteId)).body.name).toBe('NAJAM UREDA');
  });

  it('deletes a template, then answers the delete error for it', async () => {
    const created = await marko.create(template('Za brisanje'));
    const deleted = await marko.remove(created.body.favoriteId);
    expect(deleted.status).toBe(204);
    expect((await marko.get(created.body.favoriteId)).status).toBe(404);
    const again = await marko.remove(created.body.favoriteId);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      errorCode: 'TEMPLATE_DELETE_ERROR',
      description: 'Pogreška pri brisanju predloška.',
    });
  });

  it("keeps a person's templates from another person of the company", async () => {
    const created = await marko.create(template('Samo moj'));
    const { favoriteId } = created.body;
    expect((await ana.get(favoriteId)).status).toBe(404);
    expect((await ana.replace(favoriteId, template('Preuzet'))).status).toBe(404);
    const deleted = await ana.remove(favoriteId);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject({ errorCode: 'TEMPLATE_DELETE_ERROR' });
    const names = (await ana.list()).body.favorites.map((favorite) => favorite.name);
    expect(names).not.toContain('Samo moj');
    expect((await marko.get(favoriteId)).status).toBe(200);
  });

  it("keeps a company's templates from another company, the same person's included", async () => {
    const created = await marko.create(template('Samo Slavonska'));
    const { favoriteId } = created.body;
    for (const outsider of [
      await signInTemplateOwner(ctx, 'marko', CELIK),
      await signInTemplateOwner(ctx, 'tomislav', CELIK),
    ]) {
      const read = await outsider.get(favoriteId);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await outsider.remove(favoriteId)).status).toBe(404);
      expect((await outsider.list()).body.favorites).toEqual([]);
    }
    expect((await marko.get(favoriteId)).status).toBe(200);
  });

  it("finds a template's payee by the IBAN, however it was typed", async () => {
    const spaced = formatIbanGrouped(PAYEE_IBAN);
    const created = await marko.create(
      template('Agro po IBAN-u', {
        creditorName: 'Agro Slavonija d.o.o.',
        creditorAccount: { iban: spaced.toLowerCase() },
      }),
    );
    expect(created.status).toBe(201);
    const owner = await ctx.database.db.execute<{ company_id: string; person_id: string }>(
      sql`SELECT company_id, person_id FROM payment_templates WHERE id = ${created.body.favoriteId}`,
    );
    const { company_id: companyId, person_id: personUuid } = owner.rows[0] ?? {};
    if (companyId === undefined || personUuid === undefined) throw new Error('no template row');
    const recipients = await withCompanyScope(ctx.database.db, { companyId, personUuid }, (tx) =>
      selectTemplateRecipients(tx, companyId, personUuid, spaced),
    );
    expect(recipients).toContainEqual({
      name: 'Agro Slavonija d.o.o.',
      iban: PAYEE_IBAN,
      street: 'Vukovarska 12',
      residence: '31300 Beli Manastir',
      country: 'HR',
    });
  });
});

describe('the favourites limit', () => {
  let ctx: TTestContext;
  let marko: TTemplateClient;

  beforeAll(async () => {
    ctx = await createTestApp({ FAVOURITES_LIMIT: '3' });
    marko = await signInTemplateOwner(ctx, 'marko');
  });
  afterAll(() => ctx.close());

  it('refuses a template over the limit and stores nothing', async () => {
    for (const name of ['Prvi', 'Drugi', 'Treći']) {
      expect((await marko.create(openTemplate(name))).status).toBe(201);
    }
    const refused = await marko.create(openTemplate('Četvrti'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errorCode: 'FAVOURITES_LIMIT_REACHED' });
    expect(await countStoredTemplates(ctx)).toBe(3);
    const ana = await signInTemplateOwner(ctx, 'ana');
    expect((await ana.create(openTemplate('Anin prvi'))).status).toBe(201);
  });

  it('lets exactly one of two saves at once take the last place', async () => {
    const zeljka = await signInTemplateOwner(ctx, 'zeljka');
    for (const name of ['Prvi', 'Drugi']) {
      expect((await zeljka.create(openTemplate(name))).status).toBe(201);
    }
    // Connections opened beforehand, so that neither save waits for one while the other runs.
    const { pool } = ctx.database;
    await Promise.all([1, 2, 3, 4].map(() => pool.query('SELECT pg_sleep(0.05)')));
    const answers = await Promise.all([
      zeljka.create(openTemplate('Istodobni A')),
      zeljka.create(openTemplate('Istodobni B')),
    ]);
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([201, 422]);
    expect((await zeljka.list()).body.favorites).toHaveLength(3);
  });
});
