import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBulkPayment,
  TBulkPaymentGroupDetails,
  TBulkPaymentItem,
  TBulkPaymentSummary,
  TBulkUploadProgress,
} from '@poslovno/contract';
import { BULK_PAYMENT_ORDER_TYPE } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import {
  BULK_PAYMENTS_QUERY_ROOT,
  ORDERS_TO_SIGN_QUERY_KEY,
  PAYMENTS_QUERY_ROOT,
} from '../../../api/query-keys';
import { uploadFiles, type TUploadProgress } from '../../../api/upload-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { createRequestSigningCalls } from '../../../signing/request-signing-calls';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import { isConverting, type TBulkListFilter } from '../model/bulk-view';

/** A file's number and a group's number as their paths take them (the contract's patterns). */
const BULK_PAYMENT_ID = /^[1-9]\d{0,17}$/;
const GROUP_ID = /^[1-9]\d{0,5}$/;

export function isBulkPaymentId(value: string | undefined): value is string {
  return value !== undefined && BULK_PAYMENT_ID.test(value);
}

export function isBulkGroupId(value: string | undefined): value is string {
  return value !== undefined && GROUP_ID.test(value);
}

/** How often a file being converted is read again, and an upload's checks asked after. */
export const CONVERSION_POLL_INTERVAL_MS = 2_000;
export const UPLOAD_PROGRESS_POLL_INTERVAL_MS = 700;
/** 000 §2 group details: its lines 20 a page. */
export const GROUP_PAGE_SIZE = 20;

const bulkKeys = {
  list: (filter: TBulkListFilter) => [...BULK_PAYMENTS_QUERY_ROOT, 'list', filter] as const,
  file: (bulkPaymentId: string) => [...BULK_PAYMENTS_QUERY_ROOT, 'file', bulkPaymentId] as const,
  group: (bulkPaymentId: string, groupId: string, onlyErrors: boolean) =>
    [...BULK_PAYMENTS_QUERY_ROOT, 'file', bulkPaymentId, 'group', groupId, onlyErrors] as const,
};

/**
 * After a file changed (uploaded, signed, converted, deleted): the files (list, count, each), the
 * payments (a conversion makes them) and the dashboard's orders to sign are read again.
 */
export function useRefreshAfterBulkChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: BULK_PAYMENTS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: ORDERS_TO_SIGN_QUERY_KEY }),
    ]).then(() => undefined);
}

export const getBulkPaymentKey = (file: TBulkPaymentSummary) => file.bulkPaymentId;
export const getBulkItemKey = (item: TBulkPaymentItem) => item.index;

/** GET /bulk-payments: the company's files, newest first, filtered, a keyset page at a time. */
export function useBulkPayments(filter: TBulkListFilter) {
  return useKeysetList({
    queryKey: bulkKeys.list(filter),
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TBulkPaymentSummary>> => {
      const page = await callApi(apiRoutes.getBulkPayments, {
        query: {
          pageSize,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.from ? { from: filter.from } : {}),
          ...(filter.to ? { to: filter.to } : {}),
          ...(cursor ? { cursor } : {}),
        },
        signal,
      });
      return { items: page.bulkPayments, nextCursor: page.metadata.nextCursor };
    },
    getKey: getBulkPaymentKey,
  });
}

/**
 * GET /bulk-payments/{id}: one file with its groups and general errors. While it is being
 * converted it is read again every few seconds as background calls (the person did not ask for
 * them), until its status leaves CONVERSION_IN_PROGRESS.
 */
export function useBulkPayment(bulkPaymentId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = bulkKeys.file(bulkPaymentId ?? '');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getBulkPayment, {
        params: { bulkPaymentId: bulkPaymentId ?? '' },
        signal,
        ...(isConverting(queryClient.getQueryData<TBulkPayment>(queryKey))
          ? { background: true as const }
          : {}),
      }),
    enabled: isBulkPaymentId(bulkPaymentId),
    retry: false,
    refetchInterval: (query) =>
      isConverting(query.state.data) ? CONVERSION_POLL_INTERVAL_MS : false,
  });
}

/** Puts a file's new state (an action's answer) in place, then reads the rest again. */
export function useStoreBulkAnswer() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterBulkChange();
  return (answer: TBulkPayment) => {
    queryClient.setQueryData(bulkKeys.file(answer.bulkPaymentId), answer);
    void refresh();
  };
}

/** GET /bulk-payments/{id}/groups/{groupId}: a group and its lines, 20 a page. */
export function useBulkPaymentGroup(bulkPaymentId: string, groupId: string, onlyErrors: boolean) {
  return useKeysetList<TBulkPaymentItem, TKeysetPage<TBulkPaymentItem> & TGroupHead>({
    queryKey: bulkKeys.group(bulkPaymentId, groupId, onlyErrors),
    fetchPage: async ({ cursor, pageSize, signal }) => {
      const page = await callApi(apiRoutes.getBulkPaymentGroup, {
        params: { bulkPaymentId, groupId },
        query: {
          pageSize,
          ...(onlyErrors ? { onlyErrors: 'true' as const } : {}),
          ...(cursor ? { cursor } : {}),
        },
        signal,
      });
      const { paymentItems, metadata, ...head } = page;
      return { items: paymentItems, nextCursor: metadata.nextCursor, ...head };
    },
    getKey: getBulkItemKey,
    pageSize: GROUP_PAGE_SIZE,
  });
}

/** What a group's page says beside its lines. */
export type TGroupHead = Omit<TBulkPaymentGroupDetails, 'paymentItems' | 'metadata'>;

/** POST /bulk-payments/delete/{id}: the file goes; a refusal keeps the server's description. */
export function useDeleteBulkPayment() {
  const refresh = useRefreshAfterBulkChange();
  return useMutation({
    mutationFn: (bulkPaymentId: string) =>
      callApi(apiRoutes.postBulkPaymentDelete, { params: { bulkPaymentId } }),
    onSettled: () => void refresh(),
  });
}

/**
 * POST /bulk-payments/convert/{id}: the file becomes single stored payments. One idempotency key
 * per file, so a retry after a lost answer starts no second conversion.
 */
export function useConvertBulkPayment() {
  const keeper = useRef(createIdempotencyKeeper());
  const store = useStoreBulkAnswer();
  return useMutation({
    mutationFn: (bulkPaymentId: string) =>
      callApi(apiRoutes.postBulkPaymentConvert, {
        params: { bulkPaymentId },
        idempotencyKey: keeper.current({ convert: bulkPaymentId }),
      }),
    onSuccess: store,
  });
}

/** PUT /bulk-payments/refresh/{id}: the file's state read anew from the bank. */
export function useRefreshBulkPayment() {
  const store = useStoreBulkAnswer();
  return useMutation({
    mutationFn: (bulkPaymentId: string) =>
      callApi(apiRoutes.putBulkPaymentRefresh, { params: { bulkPaymentId } }),
    onSuccess: store,
  });
}

/** The file's signing calls, each refusal reported to the overviews' AUTH_FAILED marks. */
export const bulkSigning = createRequestSigningCalls(BULK_PAYMENT_ORDER_TYPE, {
  preauthorize: (bulkPaymentId) =>
    callApi(apiRoutes.patchBulkPaymentPreauthorization, { params: { bulkPaymentId } }),
  authorize: (bulkPaymentId, proof, options) =>
    callApi(apiRoutes.patchBulkPaymentAuthorization, {
      params: { bulkPaymentId },
      body: proof,
      ...options,
    }),
});

export interface TBulkUploadCallbacks {
  /** The bytes sent so far. */
  onProgress: (progress: TUploadProgress) => void;
  /** How far the server's checks have gone, while the upload's request is still open. */
  onCheck: (progress: TBulkUploadProgress) => void;
  signal: AbortSignal;
}

/**
 * POST /bulk-payments: one SEPA file, with a made-up `uploadId` sent before the file part, under
 * which GET /bulk-payments/upload-progress/{uploadId} tells how far the checks have gone. That is
 * asked every moment once the bytes are all sent, until the upload's answer arrives; a progress
 * call that fails (the server has not heard of the id yet) is simply asked again.
 */
export async function uploadBulkFile(
  file: File,
  { onProgress, onCheck, signal }: TBulkUploadCallbacks,
  createUploadId: () => string = () => crypto.randomUUID(),
): Promise<TBulkPayment> {
  const uploadId = createUploadId();
  const polling = new AbortController();
  const stopPolling = () => polling.abort();
  signal.addEventListener('abort', stopPolling, { once: true });
  let isPolling = false;
  const poll = async () => {
    while (!polling.signal.aborted) {
      try {
        onCheck(
          await callApi(apiRoutes.getBulkUploadProgress, {
            params: { uploadId },
            signal: polling.signal,
          }),
        );
      } catch {
        // Not known yet, or the network blinked: the upload's own answer decides the outcome.
      }
      await new Promise((resolve) => setTimeout(resolve, UPLOAD_PROGRESS_POLL_INTERVAL_MS));
    }
  };
  try {
    return await uploadFiles(apiRoutes.postBulkPayment, {
      files: [file],
      fields: { uploadId },
      signal,
      onProgress: (progress) => {
        onProgress(progress);
        const isSent =
          progress.totalBytes !== undefined && progress.sentBytes >= progress.totalBytes;
        if (isSent && !isPolling) {
          isPolling = true;
          void poll();
        }
      },
    });
  } finally {
    stopPolling();
    signal.removeEventListener('abort', stopPolling);
  }
}
