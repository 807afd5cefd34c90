import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TAccount, TSavedTemplate, TTemplateType } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import { getBankNow } from '../../../lib/bank-clock';
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
  type TPrefillContext,
} from '../model/payment-prefill';
import {
  canSaveAsTemplate,
  cutDraftForTemplate,
  proposeTemplateName,
  TEMPLATE_FORMS,
} from '../model/template-draft';
import { createSaveOutcomeState } from '../model/template-outcome';
import { TemplateForm } from './template-form';
import styles from './payments.module.css';

/** What /template shows: a new template of a type, a stored one to edit, or one from a payment. */
type TTemplateRequest =
  | { mode: 'NEW'; form: TTemplateType }
  | { mode: 'EDIT'; favoriteId: string }
  | { mode: 'FROM_PAYMENT'; paymentId: string };

function readRequest(params: URLSearchParams): TTemplateRequest {
  const favoriteId = params.get('id');
  if (favoriteId) return { mode: 'EDIT', favoriteId };
  const paymentId = params.get('fromPayment');
  if (paymentId) return { mode: 'FROM_PAYMENT', paymentId };
  const form = TEMPLATE_FORMS.find((candidate) => candidate === params.get('type'));
  return { mode: 'NEW', form: form ?? 'DOMESTIC' };
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link to="/templates" className={styles.backLink}>
      {t('templates.form.back')}
    </Link>
  );
}

interface TScreenProps {
  debitAccounts: readonly TAccount[];
  onSaved: (saved: TSavedTemplate) => void;
}

function createTemplateContext(debitAccounts: readonly TAccount[]): TPrefillContext {
  return {
    mode: 'TEMPLATE',
    offeredDebtorIbans: debitAccounts.map((account) => account.accountIdentification.iban),
    now: getBankNow(),
  };
}

/** A new template: domestic or foreign as tabs, the chosen one in the address (`?type=`). */
function NewTemplate({ form, debitAccounts, onSaved }: TScreenProps & { form: TTemplateType }) {
  const { t } = useI18n();
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      selectedKey={form}
      onSelectionChange={(key) => setParams({ type: String(key) }, { replace: true })}
    >
      <TabList aria-label={t('templates.form.typeLabel')}>
        {TEMPLATE_FORMS.map((candidate) => (
          <Tab key={candidate} id={candidate}>
            {t(`payments.form.${candidate}`)}
          </Tab>
        ))}
      </TabList>
      {TEMPLATE_FORMS.map((candidate) => (
        <TabPanel key={candidate} id={candidate}>
          {/* A template's execution date is optional: a new one leaves it to the payment. */}
          <TemplateForm
            initialDraft={createEmptyDraft(candidate, '')}
            initialName=""
            editedFavoriteId={null}
            debitAccounts={debitAccounts}
            onSaved={onSaved}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}

function EditedTemplate({
  favoriteId,
  debitAccounts,
  onSaved,
}: TScreenProps & { favoriteId: string }) {
  const { t } = useI18n();
  const template = useTemplate(favoriteId);
  if (template.isPending) return <Spinner label={t('templates.form.loading')} />;
  if (template.isError)
    return <ErrorNotice error={template.error} onRetry={() => void template.refetch()} />;
  return (
    <TemplateForm
      initialDraft={prefillDraftFromTemplate(
        template.data.payment,
        createTemplateContext(debitAccounts),
      )}
      initialName={template.data.name}
      editedFavoriteId={favoriteId}
      debitAccounts={debitAccounts}
      onSaved={onSaved}
    />
  );
}

/**
 * A stored payment kept as a template: its payee, amount and texts, named after the payee; texts
 * longer than a template keeps are shown cut, with a notice that names them.
 */
function TemplateFromPayment({
  paymentId,
  debitAccounts,
  onSaved,
}: TScreenProps & { paymentId: string }) {
  const { t } = useI18n();
  const payment = usePayment(paymentId);
  if (payment.isPending) return <Spinner label={t('payments.form.loading')} />;
  if (payment.isError)
    return <ErrorNotice error={payment.error} onRetry={() => void payment.refetch()} />;
  if (!canSaveAsTemplate(payment.data)) {
    return (
      <Notice tone="warning">
        <p>{t('templates.form.notTemplate', { paymentId })}</p>
      </Notice>
    );
  }
  const { draft, cutFields } = cutDraftForTemplate(
    prefillDraft(payment.data, createTemplateContext(debitAccounts)),
  );
  return (
    <div className={styles.stack}>
      {cutFields.length > 0 ? (
        <Notice tone="info">
          <p>
            {t('templates.form.cutNotice', {
              fields: cutFields.map((field) => t(`payments.field.${field}`)).join(', '),
            })}
          </p>
        </Notice>
      ) : null}
      <TemplateForm
        initialDraft={draft}
        initialName={proposeTemplateName(payment.data)}
        editedFavoriteId={null}
        debitAccounts={debitAccounts}
        onSaved={onSaved}
      />
    </div>
  );
}

function useTitle(request: TTemplateRequest): string {
  const { t } = useI18n();
  const edited = useTemplate(request.mode === 'EDIT' ? request.favoriteId : null);
  if (request.mode === 'NEW') return t('templates.form.titleNew');
  if (request.mode === 'FROM_PAYMENT')
    return t('templates.form.titleFromPayment', { paymentId: request.paymentId });
  return edited.data
    ? t('templates.form.titleEdit', { name: edited.data.name })
    : t('templates.form.titleEditLoading');
}

function TemplateScreen({ request }: { request: TTemplateRequest }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const debitAccounts = useDebitAccounts();
  const title = useTitle(request);
  // The list says what was saved (000 §4: created only without validations).
  const finish = (saved: TSavedTemplate) =>
    void navigate('/templates', { state: createSaveOutcomeState(saved, request.mode !== 'EDIT') });
  const screenProps = { debitAccounts: debitAccounts.data ?? [], onSaved: finish };
  return (
    <>
      <PageHeader before={<BackLink />} title={title} subtitle={t('templates.form.subtitle')} />
      {debitAccounts.isPending ? <Spinner label={t('templates.form.loading')} /> : null}
      {debitAccounts.isError ? (
        <ErrorNotice error={debitAccounts.error} onRetry={() => void debitAccounts.refetch()} />
      ) : null}
      {debitAccounts.isSuccess && request.mode === 'NEW' ? (
        <NewTemplate form={request.form} {...screenProps} />
      ) : null}
      {debitAccounts.isSuccess && request.mode === 'EDIT' ? (
        <EditedTemplate favoriteId={request.favoriteId} {...screenProps} />
      ) : null}
      {debitAccounts.isSuccess && request.mode === 'FROM_PAYMENT' ? (
        <TemplateFromPayment paymentId={request.paymentId} {...screenProps} />
      ) : null}
    </>
  );
}

/** /template (000 §2 Templates): create (`?type=`), edit (`?id=`), or from a payment (`?fromPayment=`). */
export default function TemplatePage() {
  const [params] = useSearchParams();
  const request = readRequest(params);
  // Another template or payment starts afresh; switching the type of a new one keeps the tabs.
  const screenKey =
    request.mode === 'NEW'
      ? 'NEW'
      : `${request.mode}-${request.mode === 'EDIT' ? request.favoriteId : request.paymentId}`;
  return <TemplateScreen key={screenKey} request={request} />;
}
