import type { TAccountStatus } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { StatusBadge } from '../../../ui/status-badge';

/** 000 §3: blocked and closed accounts say so; an active one needs no badge. */
export function AccountStatusBadge({ status }: { status: TAccountStatus }) {
  const t = useT();
  if (status === 'ACTIVE') return null;
  return <StatusBadge status={status} label={t(`accounts.badge.${status}`)} />;
}
