import type { TTemplate } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import type { TTranslate } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import type { TDataTableColumn } from '../../../ui/data-table';
import { formatPayeeAccount, formatPaymentMoney } from '../model/payment-format';
import styles from './payments.module.css';

/** The columns of /templates (000 §2): name, kind, payee and account, amount, actions. */

export interface TTemplateRowHandlers {
  onPay: (template: TTemplate) => void;
  onEdit: (template: TTemplate) => void;
  onDelete: (template: TTemplate) => void;
}

function AmountCell({
  template,
  t,
  locale,
}: {
  template: TTemplate;
  t: TTranslate;
  locale: TLocale;
}) {
  if (template.amount === null) {
    return (
      <>
        <span aria-hidden="true">{t('templates.noAmount')}</span>
        <span className="visually-hidden">{t('templates.noAmountLabel')}</span>
      </>
    );
  }
  return <span className={styles.amount}>{formatPaymentMoney(template.amount, locale)}</span>;
}

function RowActions({
  template,
  t,
  handlers,
}: {
  template: TTemplate;
  t: TTranslate;
  handlers: TTemplateRowHandlers;
}) {
  const { name } = template;
  return (
    <div className={styles.rowActions}>
      <Button
        size="small"
        variant="primary"
        aria-label={t('templates.action.payLabel', { name })}
        onPress={() => handlers.onPay(template)}
      >
        {t('templates.action.pay')}
      </Button>
      <Button
        size="small"
        aria-label={t('templates.action.editLabel', { name })}
        onPress={() => handlers.onEdit(template)}
      >
        {t('templates.action.edit')}
      </Button>
      <Button
        size="small"
        variant="quiet"
        aria-label={t('templates.action.deleteLabel', { name })}
        onPress={() => handlers.onDelete(template)}
      >
        {t('templates.action.delete')}
      </Button>
    </div>
  );
}

export function buildTemplateColumns(
  t: TTranslate,
  locale: TLocale,
  handlers: TTemplateRowHandlers,
): TDataTableColumn<TTemplate>[] {
  return [
    {
      id: 'name',
      header: t('templates.column.name'),
      isRowHeader: true,
      cell: (template) => <span className={styles.templateName}>{template.name}</span>,
    },
    {
      id: 'type',
      header: t('templates.column.type'),
      cell: (template) => t(`templates.type.${template.type}`),
    },
    {
      id: 'payee',
      header: t('templates.column.payee'),
      cell: (template) => (
        <div className={styles.cellStack}>
          <span>{template.payment.creditorName}</span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            {formatPayeeAccount(template.payment.creditorAccount.iban)}
          </span>
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('templates.column.amount'),
      align: 'end',
      cell: (template) => <AmountCell template={template} t={t} locale={locale} />,
    },
    {
      id: 'actions',
      header: t('templates.column.actions'),
      cell: (template) => <RowActions template={template} t={t} handlers={handlers} />,
    },
  ];
}
