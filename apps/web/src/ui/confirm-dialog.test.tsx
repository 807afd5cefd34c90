import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

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
