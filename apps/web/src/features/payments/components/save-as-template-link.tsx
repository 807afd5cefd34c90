import { Link } from 'react-router';
import type { TPayment } from '@poslovno/contract';
import { useSession } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { getButtonClassName } from '../../../ui/button';
import { canSaveAsTemplate } from '../model/template-draft';

/**
 * "Save as template": a payment's payee, amount and texts into a new template on /template.
 * Offered for domestic and foreign payments, to a session that has templates.
 */
export function SaveAsTemplateLink({ payment }: { payment: TPayment }) {
  const t = useT();
  const hasTemplates = useSession().allowedServices.includes('TEMPLATES');
  if (!hasTemplates || !canSaveAsTemplate(payment)) return null;
  return (
    <Link
      to={`/template?fromPayment=${payment.paymentId}`}
      className={getButtonClassName({ variant: 'secondary' })}
    >
      {t('templates.saveAsTemplate')}
    </Link>
  );
}
