import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * A deletion asked first (ConfirmDialog): which record is being asked about, the dialog's state
 * from the delete call (busy, its refusal), and the id of the last record deleted, for the notice.
 */
export function useConfirmedDeletion<T>(
  remove: UseMutationResult<unknown, Error, string>,
  getId: (record: T) => string,
) {
  const [asked, setAsked] = useState<T | null>(null);
  const [deletedId, setDeletedId] = useState<string | null>(null);
  return {
    asked,
    deletedId,
    ask: (record: T) => {
      remove.reset();
      setAsked(record);
    },
    dialog: {
      isOpen: asked !== null,
      isBusy: remove.isPending,
      error: remove.error,
      onCancel: () => setAsked(null),
      onConfirm: () => {
        if (asked === null) return;
        const id = getId(asked);
        remove.mutate(id, {
          onSuccess: () => {
            setAsked(null);
            setDeletedId(id);
          },
        });
      },
    },
  };
}
