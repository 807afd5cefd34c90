import type { TReactivationStatus } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { StatusBadge } from '../../../ui/status-badge';

/** A reactivation's status as a badge, by its own names (001 §4). */
export function ReactivationStatus({ status }: { status: TReactivationStatus }) {
  const t = useT();
  return <StatusBadge status={status} label={t(`reactivation.status.${status}`)} />;
}
