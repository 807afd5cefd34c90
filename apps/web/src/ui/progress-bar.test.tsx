import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../../test/render';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with the value as a Croatian percentage', () => {
    renderInLocale(<ProgressBar label="Učitavanje datoteke" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Učitavanje datoteke' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('45\u00a0%');
    expect(bar.textContent).toContain('45\u00a0%');
  });

  it('writes the percentage the English way', () => {
    renderInLocale(<ProgressBar label="Export" value={45} />, { locale: 'en' });
    const bar = screen.getByRole('progressbar', { name: 'Export' });
    expect(bar.getAttribute('aria-valuetext')).toBe('45%');
  });

  it('has no value while indeterminate', () => {
    renderInLocale(<ProgressBar label="Priprema izvoza" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Priprema izvoza' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.hasAttribute('aria-valuetext')).toBe(false);
    expect(bar.textContent).toBe('Priprema izvoza');
  });

  it('shows its own value label and the reason of a failure', () => {
    renderInLocale(
      <ProgressBar
        label="Skupna konverzija"
        value={30}
        valueLabel="3 od 10 naloga"
        tone="error"
        description="Veza je prekinuta."
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Skupna konverzija' });
    expect(bar.getAttribute('aria-valuetext')).toBe('3 od 10 naloga');
    const descriptionId = bar.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('Veza je prekinuta.');
  });

  it('keeps values within 0 and 100', () => {
    renderInLocale(<ProgressBar label="Gotovo" value={130} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
