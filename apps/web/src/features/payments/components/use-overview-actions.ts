import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TPayment, TPaymentCancellationResults } from '@poslovno/contract';
import type { TOrderAction } from '@poslovno/domain';
import { useDeletePayments } from '../api/delete-payments';
import { paymentsQueryRoot } from '../api/payments-query-keys';
import type { TConfirmation } from './action-confirm-dialog';
import type { TPaymentSigning } from './payment-signing';

/** The overview's confirmations and the work each starts: signing, revocation, deletion, edit, copy. */
export function useOverviewActions(onDeleted: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeletePayments();
  const [confirmation, setConfirmation] = useState<TConfirmation | null>(null);
  const [signing, setSigning] = useState<TPaymentSigning | null>(null);
  const [deletion, setDeletion] = useState<TPaymentCancellationResults['results'] | null>(null);

  function deletePayments(paymentIds: readonly string[], onDone: () => void) {
    remove.mutate(paymentIds, {
      onSuccess: (answer) => {
        setDeletion(answer.results);
        onDone();
        onDeleted();
      },
    });
  }

  function confirm({ action, payment }: TConfirmation) {
    if (action === 'DELETE') {
      deletePayments([payment.paymentId], () => setConfirmation(null));
      return;
    }
    setConfirmation(null);
    if (action === 'AUTHORIZE' || action === 'REVOKE') {
      setSigning({ purpose: action, paymentId: payment.paymentId });
    } else {
      void navigate(`/payment?${action === 'EDIT' ? 'edit' : 'copy'}=${payment.paymentId}`);
    }
  }

  return {
    confirmation,
    askFirst: (action: TOrderAction, payment: TPayment) => {
      remove.reset();
      setConfirmation({ action, payment });
    },
    cancel: () => setConfirmation(null),
    confirm,
    signing,
    endSigning: () => setSigning(null),
    refresh: () => void queryClient.invalidateQueries({ queryKey: paymentsQueryRoot }),
    deletePayments,
    deletion,
    remove,
  };
}
