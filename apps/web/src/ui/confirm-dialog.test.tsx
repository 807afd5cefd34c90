import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { PageHeader } from './page-header';

function renderDialog(overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderInLocale(
    <ConfirmDialog
      isOpen
      title="Brisanje naloga"
      confirmLabel="Obriši"
      cancelLabel="Odustani"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...overrides}
    >
      Nalog će biti obrisan.
    </ConfirmDialog>,
  );
  return { ...view, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, with the safe answer focused', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Brisanje naloga' });
    expect(dialog.textContent).toContain('Nalog će biti obrisan.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Odustani' }));
  });

  it('confirms with the confirm button and cancels with Escape', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the confirmed work runs', async () => {
    const { user, onCancel, onConfirm } = renderDialog({ isBusy: true });
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

/** A list page whose rows each open the dialog to delete themselves. */
function DeletablePayments() {
  const [rows, setRows] = useState(['P-1', 'P-2']);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <main>
      <PageHeader title="Pregled naloga" />
      {rows.map((row) => (
        <Button key={row} onPress={() => setDeleting(row)}>
          {`Obriši ${row}`}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Brisanje naloga"
        confirmLabel="Obriši"
        cancelLabel="Odustani"
        onConfirm={() => {
          setRows((current) => current.filter((row) => row !== deleting));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        Nalog će biti obrisan.
      </ConfirmDialog>
    </main>
  );
}

describe('ConfirmDialog focus on closing', () => {
  it('gives the focus back to the button that opened it', async () => {
    const { user } = renderInLocale(<DeletablePayments />);
    const opener = screen.getByRole('button', { name: 'Obriši P-1' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("puts the focus on the page's title when that button is gone with its row", async () => {
    const { user } = renderInLocale(<DeletablePayments />);
    await user.click(screen.getByRole('button', { name: 'Obriši P-1' }));
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    expect(screen.queryByRole('button', { name: 'Obriši P-1' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Pregled naloga' }),
      ),
    );
  });
});
