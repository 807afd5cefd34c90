import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TRouteDefinition } from '@poslovno/contract';
import type { TCallInput } from '../api/api-client';
import { fetchFile, type TDownloadProgress } from '../api/file-client';
import { saveFile } from './save-file';

/**
 * A file download (an export, statements, a report) with its progress: the bytes received so far
 * and, when the server knows it, the whole size. The file is saved under its Content-Disposition
 * name; a refusal keeps the error the server sent (000 §7).
 */
export function useFileDownload<R extends TRouteDefinition>(route: R) {
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: TCallInput<R>) => {
      setProgress({ receivedBytes: 0, totalBytes: undefined });
      try {
        const file = await fetchFile(route, { ...input, onProgress: setProgress });
        saveFile(file);
        return file.fileName;
      } finally {
        setProgress(null);
      }
    },
  });
  return {
    download: mutation.mutate,
    isDownloading: mutation.isPending,
    progress,
    error: mutation.error,
    fileName: mutation.data,
    reset: mutation.reset,
  };
}

/** "1,2 MB" in the interface language, for a download's progress. */
export function formatByteSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(
    value,
  );
  return `${text} ${units[unit] ?? 'B'}`;
}
