import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TDecodedPaymentSlip,
  TPaymentSlip,
  TPaymentSlipFileFormat,
  TPaymentSlipInput,
  TPaymentSlipLocale,
} from '@poslovno/contract';
import { toWireLocale, type TLocale } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { fetchFile } from '../../../api/file-client';
import { uploadFiles, type TUploadProgress } from '../../../api/upload-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';

/** Everything of the slips under one root: a new slip refreshes the list. */
export const SLIPS_QUERY_ROOT = ['payment-slips'] as const;

/** 000 §7: the slip validation call takes its locale as hr-hr or en-en. */
export function toSlipLocale(locale: TLocale): TPaymentSlipLocale {
  return locale === 'hr' ? 'hr-hr' : 'en-en';
}

/**
 * POST /payments/slips/validate for the fields as typed, in the interface language: each broken
 * rule described under its field. The previous answer stays shown while the next is on its way,
 * so the messages do not blink while the person types.
 */
export function useSlipValidation(input: TPaymentSlipInput | null, locale: TLocale) {
  return useQuery({
    ...slipValidationQuery(input ?? {}, locale),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** The validation as a query: the same call at once for "Create slip" fills the same cache. */
export function slipValidationQuery(input: TPaymentSlipInput, locale: TLocale) {
  return queryOptions({
    queryKey: [...SLIPS_QUERY_ROOT, 'validation', locale, input],
    queryFn: ({ signal }) =>
      callApi(apiRoutes.postPaymentSlipValidation, {
        query: { locale: toSlipLocale(locale) },
        body: input,
        signal,
      }),
    staleTime: Infinity,
  });
}

/** POST /payments/slips: the slip stored for the company, with its barcode's text. */
export function useCreateSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentSlipInput) => callApi(apiRoutes.postPaymentSlip, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SLIPS_QUERY_ROOT, 'list'] }),
  });
}

export const getSlipKey = (slip: TPaymentSlip) => slip.slipId;

/** GET /payments/slips: the company's slips, newest first, a keyset page at a time. */
export function usePaymentSlips(search: string) {
  return useKeysetList({
    queryKey: [...SLIPS_QUERY_ROOT, 'list', search],
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TPaymentSlip>> => {
      const page = await callApi(apiRoutes.getPaymentSlips, {
        query: { pageSize, ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) },
        signal,
      });
      return { items: page.slips, nextCursor: page.metadata.nextCursor };
    },
    getKey: getSlipKey,
  });
}

/** POST /payments/slips/decode: the barcode of one uploaded image or PDF, read by the bank. */
export function decodeSlipFile(
  file: File,
  options: { onProgress: (progress: TUploadProgress) => void; signal: AbortSignal },
): Promise<TDecodedPaymentSlip> {
  return uploadFiles(apiRoutes.postPaymentSlipDecode, {
    files: [file],
    onProgress: options.onProgress,
    signal: options.signal,
  });
}

/** One of a slip's files: the barcode (PNG, SVG) or the printable form (PDF) in the language. */
export function fetchSlipFile(slipId: string, format: TPaymentSlipFileFormat, locale: TLocale) {
  return fetchFile(apiRoutes.getPaymentSlipDownload, {
    params: { slipId },
    query: { format, locale: toWireLocale(locale) },
  });
}

/** A file's bytes as a data: address, which needs no releasing (the CSP allows data: images). */
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('the barcode is not an image'));
    reader.onerror = () => reject(reader.error ?? new Error('the barcode could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The slip's barcode as an address an <img> can show: the download needs the session's header,
 * which an <img> cannot send, so the PNG is fetched and shown from a data: address.
 */
export function useSlipBarcodeImage(slipId: string) {
  return useQuery({
    queryKey: [...SLIPS_QUERY_ROOT, 'barcode', slipId],
    queryFn: async () => readAsDataUrl((await fetchSlipFile(slipId, 'PNG', 'hr')).blob),
    staleTime: Infinity,
  });
}
