import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TTemplate } from '@poslovno/contract';
import { describeErrorCode } from '../../../i18n/messages';
import { isApiError } from '../../../api/api-client';
import { useConfig } from '../../../app/config/config-context';
import { useI18n } from '../../../i18n/i18n-context';
import { Button, getButtonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextFormField } from '../../../ui/form-fields';
import { Notice, NoticeList } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { readTemplateValidations } from '../model/template-draft';
import {
  classifySaveOutcome,
  readSaveOutcome,
  type TTemplateSaveOutcome,
} from '../model/template-outcome';
import { filterTemplates } from '../model/template-search';
import { describeValidation } from '../model/validation-text';
import { buildTemplateColumns } from './templates-table';
import { useValidationItems } from './validation-summary';
import styles from './payments.module.css';

const NEW_TEMPLATE_PATH = '/template?type=DOMESTIC';

const getTemplateKey = (template: TTemplate) => template.favoriteId;

/**
 * What /template handed over after a save, kept for this visit: the history entry's state is
 * cleared at once, so a reload or a way back does not announce the save again.
 */
function useSaveOutcome(): TTemplateSaveOutcome | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => readSaveOutcome(location.state));
  const hasState = readSaveOutcome(location.state) !== null;
  useEffect(() => {
    if (hasState) void navigate('.', { replace: true, state: null });
  }, [hasState, navigate]);
  return outcome;
}

/** 000 §4: "created" only without validations; with notices, saved with notices, listed. */
function SaveOutcomeNotice({ outcome }: { outcome: TTemplateSaveOutcome }) {
  const { t } = useI18n();
  const kind = classifySaveOutcome(outcome);
  const notices = useValidationItems(readTemplateValidations(outcome.validations));
  const title = t(`templates.saved.${kind}`, { name: outcome.name });
  if (kind !== 'SAVED_WITH_NOTICES') return <Notice tone="success" title={title} />;
  return (
    <Notice tone="warning" title={title}>
      <NoticeList items={notices} />
    </Notice>
  );
}

/** The catalogue's words for a refused deletion (000 §8 "delete error"), in the shown language. */
function DeleteFailure({ error }: { error: unknown }) {
  const { locale } = useI18n();
  if (!isApiError(error)) return <ErrorNotice error={error} />;
  return (
    <Notice tone="error">
      <p>{describeValidation({ code: error.code, description: error.message }, locale)}</p>
    </Notice>
  );
}

function DeleteTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: TTemplate | null;
  onClose: () => void;
  onDeleted: (template: TTemplate) => void;
}) {
  const { t } = useI18n();
  const remove = useDeleteTemplate();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={template !== null}
      title={t('templates.delete.title')}
      confirmLabel={t('templates.delete.confirm')}
      cancelLabel={t('payments.confirm.cancel')}
      onConfirm={() => {
        if (!template) return;
        remove.mutate(template.favoriteId, {
          onSuccess: () => {
            remove.reset();
            onDeleted(template);
          },
        });
      }}
      onCancel={close}
      isBusy={remove.isPending}
    >
      <p>{t('templates.delete.text', { name: template?.name ?? '' })}</p>
      {remove.isError ? <DeleteFailure error={remove.error} /> : null}
    </ConfirmDialog>
  );
}

function EmptyTemplates() {
  const { t } = useI18n();
  return (
    <Card className={styles.emptyState}>
      <p>{t('templates.empty.text')}</p>
      <Link to={NEW_TEMPLATE_PATH} className={getButtonClassName({ variant: 'primary' })}>
        {t('templates.empty.create')}
      </Link>
    </Card>
  );
}

/** The new-template action, turned off with the reason once the favourites limit is reached. */
function NewTemplateAction({ isLimitReached }: { isLimitReached: boolean }) {
  const { t } = useI18n();
  if (isLimitReached) {
    return (
      <Button variant="primary" isDisabled>
        {t('templates.new')}
      </Button>
    );
  }
  return (
    <Link to={NEW_TEMPLATE_PATH} className={getButtonClassName({ variant: 'primary' })}>
      {t('templates.new')}
    </Link>
  );
}

/** /templates (000 §2 Templates): the person's templates by name, searched, paid, edited, deleted. */
export default function TemplatesPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { favouritesLimit } = useConfig();
  const templates = useTemplates();
  const outcome = useSaveOutcome();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<TTemplate | null>(null);
  const [deleted, setDeleted] = useState<TTemplate | null>(null);
  const all = templates.data?.favorites ?? [];
  const shown = filterTemplates(all, query);
  const isLimitReached = templates.isSuccess && all.length >= favouritesLimit;

  // Arrived from a saved template: the focus starts at the title, above the save's notice.
  useEffect(() => {
    if (outcome !== null) headingRef.current?.focus();
  }, [outcome]);

  const columns = buildTemplateColumns(t, locale, {
    onPay: (template) => void navigate(`/payment?template=${template.favoriteId}`),
    onEdit: (template) => void navigate(`/template?id=${template.favoriteId}`),
    onDelete: (template) => {
      setDeleted(null);
      setDeleting(template);
    },
  });

  return (
    <>
      <PageHeader
        headingRef={headingRef}
        title={t('templates.title')}
        subtitle={t('templates.subtitle')}
        actions={<NewTemplateAction isLimitReached={isLimitReached} />}
      />
      <div className={styles.stack}>
        {deleted ? (
          <Notice tone="success" title={t('templates.delete.done', { name: deleted.name })} />
        ) : null}
        {!deleted && outcome ? <SaveOutcomeNotice outcome={outcome} /> : null}
        {isLimitReached ? (
          <Notice tone="info">
            <p>{describeErrorCode(locale, 'FAVOURITES_LIMIT_REACHED')}</p>
          </Notice>
        ) : null}
        {templates.isPending ? <Spinner label={t('templates.loading')} /> : null}
        {templates.isError ? (
          <ErrorNotice error={templates.error} onRetry={() => void templates.refetch()} />
        ) : null}
        {templates.isSuccess && all.length === 0 ? <EmptyTemplates /> : null}
        {templates.isSuccess && all.length > 0 ? (
          <>
            <div className={styles.templatesToolbar}>
              <div className={styles.templateSearch}>
                <TextFormField
                  label={t('templates.search')}
                  name="templateSearch"
                  value={query}
                  onChange={setQuery}
                  isRequired={false}
                />
              </div>
              <p className={styles.muted}>
                {t('templates.count', { count: all.length, limit: favouritesLimit })}
              </p>
            </div>
            <DataTable
              label={t('templates.tableLabel')}
              columns={columns}
              rows={shown}
              getRowKey={getTemplateKey}
              emptyText={t('templates.noMatch')}
            />
          </>
        ) : null}
      </div>
      <DeleteTemplateDialog
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(template) => {
          setDeleting(null);
          setDeleted(template);
        }}
      />
    </>
  );
}
