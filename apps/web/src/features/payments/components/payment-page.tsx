import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TAccount, TPayment } from '@poslovno/contract';
import { PAYMENT_FORMS, type TPaymentForm } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { useDebitAccounts } from '../api/get-debit-accounts';
import { usePayment } from '../api/get-payment';
import { useTemplate } from '../api/get-templates';
import { createEmptyDraft } from '../model/payment-draft';
import {
  prefillDraft,
  prefillDraftFromTemplate,
  type TPrefillMode,
} from '../model/payment-prefill';
import { getEarliestExecutionDate } from '../model/payment-schedule';
import { PaymentForm } from './payment-form';
import { Recapitulation } from './recapitulation';
import styles from './payments.module.css';
import { getBankNow } from '../../../lib/bank-clock';
import { readSlipPaymentState, type TSlipPayment } from '../../../lib/slip-payment';
import { SlipPayment } from './slip-payment';

/**
 * What /payment shows: a new payment of a type, from a template or from a HUB3 slip (the slip in
 * the history state, lib/slip-payment.ts), or a stored one to edit or copy.
 */
type TPaymentRequest =
  | { mode: 'NEW'; form: TPaymentForm }
  | { mode: 'TEMPLATE'; favoriteId: string }
  | { mode: 'SLIP'; slip: TSlipPayment }
  | { mode: TPrefillMode; paymentId: string };

function readRequest(params: URLSearchParams, state: unknown): TPaymentRequest {
  const favoriteId = params.get('template');
  if (favoriteId) return { mode: 'TEMPLATE', favoriteId };
  const editId = params.get('edit');
  if (editId) return { mode: 'EDIT', paymentId: editId };
  const copyId = params.get('copy');
  if (copyId) return { mode: 'COPY', paymentId: copyId };
  const slip = readSlipPaymentState(state);
  if (slip) return { mode: 'SLIP', slip };
  const form = PAYMENT_FORMS.find((candidate) => candidate === params.get('type'));
  return { mode: 'NEW', form: form ?? 'DOMESTIC' };
}

/** Back where the person came from: the templates or the slips for a payment from one, else the overview. */
function BackLink({ request }: { request?: TPaymentRequest }) {
  const { t } = useI18n();
  if (request?.mode === 'SLIP') {
    return (
      <Link to={request.slip.returnTo} className={styles.backLink}>
        {t('payments.slip.back')}
      </Link>
    );
  }
  const isFromTemplate = request?.mode === 'TEMPLATE';
  return (
    <Link to={isFromTemplate ? '/templates' : '/payments'} className={styles.backLink}>
      {t(isFromTemplate ? 'templates.form.back' : 'payments.form.back')}
    </Link>
  );
}

interface TScreenProps {
  debitAccounts: readonly TAccount[];
  onSaved: (payment: TPayment) => void;
}

/** A new payment: the three forms as tabs, the chosen one in the address (`?type=`). */
function NewPayment({ form, debitAccounts, onSaved }: TScreenProps & { form: TPaymentForm }) {
  const { t } = useI18n();
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      selectedKey={form}
      onSelectionChange={(key) => setParams({ type: String(key) }, { replace: true })}
    >
      <TabList aria-label={t('payments.form.typeLabel')}>
        {PAYMENT_FORMS.map((candidate) => (
          <Tab key={candidate} id={candidate}>
            {t(`payments.form.${candidate}`)}
          </Tab>
        ))}
      </TabList>
      {PAYMENT_FORMS.map((candidate) => (
        <TabPanel key={candidate} id={candidate}>
          <PaymentForm
            initialDraft={createEmptyDraft(
              candidate,
              getEarliestExecutionDate(getBankNow(), candidate, 'NORMAL'),
            )}
            editedPayment={null}
            debitAccounts={debitAccounts}
            onSaved={onSaved}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** A stored payment brought back into its form: edited in place, or copied into a new one. */
function StoredPayment({
  mode,
  paymentId,
  debitAccounts,
  onSaved,
}: TScreenProps & { mode: TPrefillMode; paymentId: string }) {
  const { t } = useI18n();
  const payment = usePayment(paymentId);
  if (payment.isPending) return <Spinner label={t('payments.form.loading')} />;
  if (payment.isError)
    return <ErrorNotice error={payment.error} onRetry={() => void payment.refetch()} />;
  if (mode === 'EDIT' && !payment.data.actions.canEdit) {
    return (
      <Notice tone="warning">
        <p>{t('payments.edit.notEditable', { paymentId })}</p>
      </Notice>
    );
  }
  const draft = prefillDraft(payment.data, {
    mode,
    offeredDebtorIbans: debitAccounts.map((account) => account.accountIdentification.iban),
    now: getBankNow(),
  });
  return (
    <PaymentForm
      initialDraft={draft}
      editedPayment={mode === 'EDIT' ? payment.data : null}
      debitAccounts={debitAccounts}
      onSaved={onSaved}
    />
  );
}

/**
 * A new payment filled from a template (000 §4: saved, it is STORED like any other), by the rules
 * of a copy: a future execution date kept, else the earliest; the debit account if still offered.
 */
function TemplatePayment({
  favoriteId,
  debitAccounts,
  onSaved,
}: TScreenProps & { favoriteId: string }) {
  const { t } = useI18n();
  const template = useTemplate(favoriteId);
  if (template.isPending) return <Spinner label={t('templates.form.loading')} />;
  if (template.isError)
    return <ErrorNotice error={template.error} onRetry={() => void template.refetch()} />;
  const draft = prefillDraftFromTemplate(template.data.payment, {
    mode: 'COPY',
    offeredDebtorIbans: debitAccounts.map((account) => account.accountIdentification.iban),
    now: getBankNow(),
  });
  return (
    <div className={styles.stack}>
      <Notice tone="info">
        <p>{t('templates.pay.notice', { name: template.data.name })}</p>
      </Notice>
      <PaymentForm
        initialDraft={draft}
        editedPayment={null}
        debitAccounts={debitAccounts}
        onSaved={onSaved}
        cancelTo="/templates"
      />
    </div>
  );
}

function getTitle(t: TTranslate, request: TPaymentRequest): string {
  if (request.mode === 'NEW') return t('payments.form.titleNew');
  if (request.mode === 'TEMPLATE') return t('templates.pay.title');
  if (request.mode === 'SLIP') return t('payments.slip.title');
  const key = request.mode === 'EDIT' ? 'payments.form.titleEdit' : 'payments.form.titleCopy';
  return t(key, { paymentId: request.paymentId });
}

function PaymentScreen({ request }: { request: TPaymentRequest }) {
  const { t } = useI18n();
  const debitAccounts = useDebitAccounts();
  const [saved, setSaved] = useState<TPayment | null>(null);
  const recapHeadingRef = useRef<HTMLHeadingElement>(null);

  // The form and its save button are gone: the focus starts again at the recapitulation's title.
  useEffect(() => {
    if (saved !== null) recapHeadingRef.current?.focus();
  }, [saved]);

  if (saved) {
    return (
      <>
        <PageHeader
          before={<BackLink />}
          title={t('payments.recap.title')}
          headingRef={recapHeadingRef}
        />
        <Recapitulation saved={saved} />
      </>
    );
  }
  const title = getTitle(t, request);
  const isReady = debitAccounts.isSuccess && debitAccounts.data.length > 0;
  return (
    <>
      <PageHeader
        before={<BackLink request={request} />}
        title={title}
        subtitle={t('payments.form.subtitle')}
      />
      {debitAccounts.isPending ? <Spinner label={t('payments.form.loading')} /> : null}
      {debitAccounts.isError ? (
        <ErrorNotice error={debitAccounts.error} onRetry={() => void debitAccounts.refetch()} />
      ) : null}
      {debitAccounts.isSuccess && debitAccounts.data.length === 0 ? (
        <Notice tone="info">
          <p>{t('payments.form.noDebitAccounts')}</p>
        </Notice>
      ) : null}
      {isReady && request.mode === 'NEW' ? (
        <NewPayment form={request.form} debitAccounts={debitAccounts.data} onSaved={setSaved} />
      ) : null}
      {isReady && request.mode === 'TEMPLATE' ? (
        <TemplatePayment
          favoriteId={request.favoriteId}
          debitAccounts={debitAccounts.data}
          onSaved={setSaved}
        />
      ) : null}
      {isReady && request.mode === 'SLIP' ? (
        <SlipPayment slip={request.slip} debitAccounts={debitAccounts.data} onSaved={setSaved} />
      ) : null}
      {isReady && (request.mode === 'EDIT' || request.mode === 'COPY') ? (
        <StoredPayment
          mode={request.mode}
          paymentId={request.paymentId}
          debitAccounts={debitAccounts.data}
          onSaved={setSaved}
        />
      ) : null}
    </>
  );
}

function getScreenKey(request: TPaymentRequest): string {
  if (request.mode === 'NEW') return 'NEW';
  if (request.mode === 'TEMPLATE') return `TEMPLATE-${request.favoriteId}`;
  if (request.mode === 'SLIP') return `SLIP-${request.slip.payload}`;
  return `${request.mode}-${request.paymentId}`;
}

/**
 * /payment (000 §2 New payment): create, recapitulation, authorize, edit (`?edit=`), copy
 * (`?copy=`), a new payment from a template (`?template=`) or from a HUB3 slip (history state).
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const request = readRequest(params, location.state);
  // Another payment to edit or copy starts afresh; switching the type of a new one keeps the tabs.
  const screenKey = getScreenKey(request);
  return <PaymentScreen key={screenKey} request={request} />;
}
