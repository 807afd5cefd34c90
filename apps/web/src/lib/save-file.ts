import type { TFetchedFile } from '../api/file-client';

/** 000 §7: a downloaded file's link is released 100 ms after use. */
export const FILE_LINK_RELEASE_DELAY_MS = 100;

/** Saves a fetched file under the name its Content-Disposition gave, as the browser's download. */
export function saveFile({ blob, fileName }: TFetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), FILE_LINK_RELEASE_DELAY_MS);
}
