import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import { ApiError } from '../api/api-client';
import type { TUploadProgress } from '../api/upload-client';
import {
  checkDroppedFiles,
  FileDropArea,
  formatFileSize,
  type TUploadFiles,
} from './file-drop-area';

const MEGABYTE = 1024 * 1024;

function makeFile(name: string, type: string, sizeBytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

const sepaLimits = { accept: ['.xml', '.zip'], maxSizeBytes: 10 * MEGABYTE, maxFiles: 1 };

describe('checkDroppedFiles', () => {
  it('accepts a file by its extension, whatever the case', () => {
    const file = makeFile('ISPLATE-OZUJAK.XML', '');
    expect(checkDroppedFiles([file], sepaLimits)).toEqual({ accepted: [file], rejected: [] });
  });

  it('accepts a file by its MIME type, exact or with a wildcard', () => {
    const pdf = makeFile('ugovor', 'application/pdf');
    const png = makeFile('potpis', 'image/png');
    const limits = { accept: ['application/pdf', 'image/*'], maxSizeBytes: MEGABYTE, maxFiles: 5 };
    expect(checkDroppedFiles([pdf, png], limits)).toEqual({ accepted: [pdf, png], rejected: [] });
  });

  it('refuses a file of another type with file-invalid-type', () => {
    const exe = makeFile('isplate.exe', 'application/x-msdownload');
    expect(checkDroppedFiles([exe], sepaLimits)).toEqual({
      accepted: [],
      rejected: [{ file: exe, code: 'file-invalid-type' }],
    });
  });

  it('refuses a file over the size limit with file-too-large, and takes one exactly at it', () => {
    const large = makeFile('velika.zip', 'application/zip', 10 * MEGABYTE + 1);
    const exact = makeFile('tocna.zip', 'application/zip', 10 * MEGABYTE);
    const limits = { ...sepaLimits, maxFiles: 2 };
    expect(checkDroppedFiles([large, exact], limits)).toEqual({
      accepted: [exact],
      rejected: [{ file: large, code: 'file-too-large' }],
    });
  });

  it('refuses every file with too-many-files when there are more than allowed', () => {
    const first = makeFile('prva.xml', 'text/xml');
    const second = makeFile('druga.xml', 'text/xml');
    expect(checkDroppedFiles([first, second], sepaLimits)).toEqual({
      accepted: [],
      rejected: [
        { file: first, code: 'too-many-files' },
        { file: second, code: 'too-many-files' },
      ],
    });
  });

  it('accepts every type when nothing is listed', () => {
    const file = makeFile('bilo-sto.bin', 'application/octet-stream');
    const limits = { accept: [], maxSizeBytes: MEGABYTE, maxFiles: 1 };
    expect(checkDroppedFiles([file], limits).accepted).toEqual([file]);
  });
});

function renderSepaArea(locale: 'hr' | 'en' = 'hr', maxFiles = 1) {
  const onFilesAccepted = vi.fn();
  const view = renderInLocale(
    <FileDropArea
      label="SEPA datoteka"
      accept={['.xml', '.zip']}
      maxSizeBytes={10 * MEGABYTE}
      maxFiles={maxFiles}
      onFilesAccepted={onFilesAccepted}
      description="Veće XML datoteke sažmite u ZIP."
    />,
    { locale },
  );
  return { ...view, onFilesAccepted };
}

function fakeDataTransfer(files: readonly File[]) {
  return {
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
}

describe('FileDropArea', () => {
  it('offers a button named for choosing, described by the label and the limits', () => {
    renderSepaArea();
    const button = screen.getByRole('button', { name: 'Odaberi datoteku' });
    const description = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toBe(
      'SEPA datoteka Dopuštene vrste: XML i ZIP. Najveća veličina datoteke: 10 MB. Veće XML datoteke sažmite u ZIP.',
    );
  });

  it('passes a chosen file on through the button', async () => {
    const { user, onFilesAccepted } = renderSepaArea();
    const file = makeFile('isplate.zip', 'application/zip');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('FileTrigger renders a file input');
    expect(input.accept).toBe('.xml,.zip');
    expect(input.multiple).toBe(false);
    await user.upload(input, file);
    expect(onFilesAccepted).toHaveBeenCalledWith([file]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('lists refused files with their reasons in Croatian', async () => {
    const { onFilesAccepted } = renderSepaArea('hr', 2);
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('FileTrigger renders a file input');
    expect(input.multiple).toBe(true);
    const good = makeFile('isplate.xml', 'text/xml');
    await user.upload(input, [
      makeFile('racun.pdf', 'application/pdf'),
      makeFile('velika.zip', 'application/zip', 11 * MEGABYTE),
    ]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'racun.pdf: Ova vrsta datoteke nije dopuštena',
      'velika.zip: Datoteka je veća od 10 MB',
    ]);
    expect(onFilesAccepted).not.toHaveBeenCalled();
    await user.upload(input, [good]);
    expect(onFilesAccepted).toHaveBeenCalledWith([good]);
    expect(within(screen.getByRole('alert')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('refuses too many files with "Too many files" in English', async () => {
    const { onFilesAccepted } = renderSepaArea('en', 2);
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('FileTrigger renders a file input');
    await user.upload(input, [
      makeFile('a.xml', 'text/xml'),
      makeFile('b.xml', 'text/xml'),
      makeFile('c.xml', 'text/xml'),
    ]);
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'a.xml: Too many files',
      'b.xml: Too many files',
      'c.xml: Too many files',
    ]);
    expect(screen.getByText('Rejected files')).not.toBeNull();
    expect(onFilesAccepted).not.toHaveBeenCalled();
  });

  it('shows the drag state while a file is over it and checks the dropped files', async () => {
    const { onFilesAccepted } = renderSepaArea('hr');
    const zone = screen.getByRole('button', { name: 'Odaberi datoteku' }).parentElement;
    if (!zone) throw new Error('the button sits in the drop zone');
    const file = makeFile('isplate.xml', 'text/xml');
    expect(screen.queryByText('Ispustite datoteku ovdje')).toBeNull();
    fireEvent.dragEnter(zone, { dataTransfer: fakeDataTransfer([file]) });
    expect(zone.hasAttribute('data-drop-target')).toBe(true);
    expect(screen.getByText('Ispustite datoteku ovdje')).not.toBeNull();
    fireEvent.drop(zone, { dataTransfer: fakeDataTransfer([file]) });
    await waitFor(() => expect(onFilesAccepted).toHaveBeenCalledWith([file]));
    expect(zone.hasAttribute('data-drop-target')).toBe(false);
    expect(screen.getByText('Povucite datoteku ovamo ili je odaberite.')).not.toBeNull();
  });

  it('is reached by Tab and opens the file choice with Enter', async () => {
    const { user } = renderSepaArea();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('FileTrigger renders a file input');
    const openChoice = vi.spyOn(input, 'click');
    await user.tab();
    const dropTarget = screen.getByRole('button', {
      name: 'Područje za ispuštanje datoteka SEPA datoteka',
    });
    expect(document.activeElement).toBe(dropTarget);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Odaberi datoteku' }));
    await user.keyboard('{Enter}');
    expect(openChoice).toHaveBeenCalledTimes(1);
  });

  it('takes nothing while disabled', () => {
    renderInLocale(
      <FileDropArea
        label="Izvod u XML-u"
        accept={['.xml']}
        maxSizeBytes={MEGABYTE}
        onFilesAccepted={() => undefined}
        isDisabled
      />,
    );
    const button = screen.getByRole('button', { name: 'Odaberi datoteku' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.parentElement?.hasAttribute('data-disabled')).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('gives kilobytes below a megabyte, at least one, and megabytes above', () => {
    expect(formatFileSize(200, 'hr')).toBe('1 kB');
    expect(formatFileSize(850 * 1024, 'en')).toBe('850 kB');
    expect(formatFileSize(1.25 * MEGABYTE, 'hr')).toBe('1,3 MB');
  });
});

/** An upload the test drives: it reports progress and settles when told. */
function createControlledUpload() {
  let report: (progress: TUploadProgress) => void = () => undefined;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  let signal: AbortSignal | undefined;
  const upload = vi.fn<TUploadFiles>(
    (_files, options) =>
      new Promise<void>((resolve, reject) => {
        report = options.onProgress;
        signal = options.signal;
        settle = { resolve, reject };
        options.signal.addEventListener('abort', () =>
          reject(new DOMException('The upload was aborted', 'AbortError')),
        );
      }),
  );
  return {
    upload,
    progress: (sentBytes: number, totalBytes: number) =>
      act(() => report({ sentBytes, totalBytes })),
    succeed: () => act(() => settle?.resolve()),
    fail: (error: unknown) => act(() => settle?.reject(error)),
    isAborted: () => signal?.aborted === true,
  };
}

function renderUploadArea(upload: TUploadFiles, locale: 'hr' | 'en' = 'hr') {
  const view = renderInLocale(
    <FileDropArea
      label="Prilog"
      accept={['.pdf', '.docx']}
      maxSizeBytes={10 * MEGABYTE}
      upload={upload}
    />,
    { locale },
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileTrigger renders a file input');
  return { ...view, input };
}

describe('FileDropArea uploading', () => {
  it('shows the chosen file with its size, then the progress, then that it is uploaded', async () => {
    const controlled = createControlledUpload();
    const { user, input } = renderUploadArea(controlled.upload);
    const file = makeFile('Ugovor o akreditivu.pdf', 'application/pdf', 2.5 * MEGABYTE);
    await user.upload(input, file);
    expect(controlled.upload).toHaveBeenCalledWith([file], expect.anything());
    const chosen = screen.getByRole('list', { name: 'Odabrana datoteka' });
    expect(within(chosen).getByRole('listitem').textContent).toBe('Ugovor o akreditivu.pdf 2,5 MB');
    expect(screen.getByRole('progressbar', { name: 'Učitavanje datoteke' })).not.toBeNull();
    controlled.progress(512, 1024);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    controlled.succeed();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Datoteka je učitana.'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("shows the server's refusal in its words", async () => {
    const controlled = createControlledUpload();
    const { user, input } = renderUploadArea(controlled.upload, 'en');
    await user.upload(input, makeFile('slika.pdf', 'application/pdf'));
    controlled.fail(
      new ApiError({
        name: 'e-1',
        code: 'ATTACHMENT_ISSUES',
        status: 422,
        message: 'The content of slika.pdf is not PDF, as its name says, or the file is damaged.',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The upload failedThe content of slika.pdf is not PDF, as its name says, or the file is damaged.',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is cancelled from the keyboard, and the focus goes back to the choose button', async () => {
    const controlled = createControlledUpload();
    const { user, input } = renderUploadArea(controlled.upload);
    await user.upload(input, makeFile('velik.pdf', 'application/pdf', 8 * MEGABYTE));
    const choose = screen.getByRole('button', { name: 'Odaberi datoteku' });
    expect(choose.getAttribute('aria-disabled')).toBe('true');
    choose.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Prekini učitavanje' }));
    await user.keyboard('{Enter}');
    expect(controlled.isAborted()).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Učitavanje je prekinuto.'),
    );
    expect(screen.queryByRole('button', { name: 'Prekini učitavanje' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(choose));
  });

  it('uploads nothing that the checks refused', async () => {
    const controlled = createControlledUpload();
    const { input } = renderUploadArea(controlled.upload);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, makeFile('program.exe', 'application/x-msdownload'));
    expect(controlled.upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Odabrana datoteka' })).toBeNull();
  });
});
