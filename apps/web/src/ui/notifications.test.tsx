import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import {
  createNotificationQueue,
  dismissNotification,
  notificationQueue,
  notify,
  NotificationRegion,
} from './notifications';

afterEach(() => {
  act(() => notificationQueue.clear());
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows a notification as a named dialog with an alert, inside the labelled region', () => {
    renderInLocale(<NotificationRegion />);
    act(() => {
      notify({ tone: 'success', title: 'Nalog je poslan', description: 'Čeka potpis.' });
    });
    const region = screen.getByRole('region', { name: 'Obavijesti' });
    const toast = within(region).getByRole('alertdialog', { name: 'Uspješno Nalog je poslan' });
    const descriptionId = toast.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('Čeka potpis.');
    expect(within(toast).getByRole('alert').textContent).toContain('Nalog je poslan');
  });

  it('says the tone in words in English too', () => {
    renderInLocale(<NotificationRegion />, { locale: 'en' });
    act(() => {
      notify({ tone: 'warning', title: 'Not a working day' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    within(region).getByRole('alertdialog', { name: 'Warning Not a working day' });
    within(region).getByRole('button', { name: 'Close notification' });
  });

  it('closes itself after the given number of seconds', () => {
    vi.useFakeTimers();
    renderInLocale(<NotificationRegion />);
    act(() => {
      notify({ tone: 'info', title: 'Izvod je spreman', timeoutSeconds: 3 });
    });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('alertdialog', { name: 'Obavijest Izvod je spreman' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Obavijesti' })).toBeNull();
  });

  it('closes a success after 5 seconds by default and keeps an error until it is closed', () => {
    vi.useFakeTimers();
    renderInLocale(<NotificationRegion />);
    act(() => {
      notify({ tone: 'success', title: 'Spremljeno' });
      notify({ tone: 'error', title: 'Nalog nije izvršen' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    const remaining = screen.getAllByRole('alertdialog');
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.textContent).toContain('Nalog nije izvršen');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alertdialog', { name: 'Pogreška Nalog nije izvršen' })).not.toBeNull();
  });

  it('keeps a success that asks to stay, and closes an error that asks for a timeout', () => {
    vi.useFakeTimers();
    renderInLocale(<NotificationRegion />);
    act(() => {
      notify({ tone: 'success', title: 'Ostaje', timeoutSeconds: null });
      notify({ tone: 'error', title: 'Odlazi', timeoutSeconds: 8 });
    });
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByRole('alertdialog', { name: 'Uspješno Ostaje' })).not.toBeNull();
    expect(screen.queryByRole('alertdialog', { name: 'Pogreška Odlazi' })).toBeNull();
  });

  it('closes with its close button, reached by the keyboard', async () => {
    const { user } = renderInLocale(<NotificationRegion />);
    act(() => {
      notify({ tone: 'error', title: 'Veza je prekinuta' });
    });
    const toast = screen.getByRole('alertdialog', { name: 'Pogreška Veza je prekinuta' });
    act(() => toast.focus());
    await user.tab();
    const close = screen.getByRole('button', { name: 'Zatvori obavijest' });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is dismissed by its key and shows only what was queued on its own queue', () => {
    const queue = createNotificationQueue();
    renderInLocale(<NotificationRegion queue={queue} />);
    let key = '';
    act(() => {
      notify({ tone: 'info', title: 'Na glavnom redu' });
      key = notify({ tone: 'info', title: 'Na testnom redu' }, queue);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Obavijest Na testnom redu' })).not.toBeNull();
    act(() => dismissNotification(key, queue));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
