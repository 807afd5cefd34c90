import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import { checkDroppedFiles, FileDropArea } from './file-drop-area';

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
