import type { TGdprConsentRequest } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { StatusBadge } from '../../../ui/status-badge';
import { getRequestStatusLabelKey } from '../model/consent-choice';

/** A consent request's status as a badge: its own name, or why it waits. */
export function ConsentRequestStatus({
  request,
}: {
  request: Pick<TGdprConsentRequest, 'status' | 'displayStatus'>;
}) {
  const t = useT();
  return (
    <StatusBadge status={request.displayStatus} label={t(getRequestStatusLabelKey(request))} />
  );
}
