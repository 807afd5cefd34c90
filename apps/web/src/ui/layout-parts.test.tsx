import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import { Grid, GridItem } from './grid';
import { ScrollArea } from './scroll-area';
import { StatusBadge } from './status-badge';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

describe('StatusBadge', () => {
  it('colours a status by its family and marks it by shape as well', () => {
    renderInLocale(
      <>
        <StatusBadge status="EXECUTED" label="Izvršen" />
        <StatusBadge status="FTM-DECLINED" label="Odbijen u provjeri" />
        <StatusBadge status="NEW_STATUS" label="Novo" />
      </>,
    );
    expect(screen.getByText('Izvršen').getAttribute('data-family')).toBe('success');
    expect(screen.getByText('Odbijen u provjeri').getAttribute('data-family')).toBe('danger');
    expect(screen.getByText('Novo').getAttribute('data-family')).toBe('info');
    expect(screen.getByText('Izvršen').textContent).toBe('✓Izvršen');
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the selected panel', async () => {
    const { user } = renderInLocale(
      <Tabs>
        <TabList aria-label="Vrste prijave">
          <Tab id="token">Token</Tab>
          <Tab id="card">Pametna kartica</Tab>
        </TabList>
        <TabPanel id="token">Obrazac za token</TabPanel>
        <TabPanel id="card">Obrazac za karticu</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Vrste prijave' })).toBeTruthy();
    const [token, card] = screen.getAllByRole('tab');
    expect(token?.getAttribute('aria-selected')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(token);
    await user.keyboard('{ArrowRight}');
    expect(card?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Obrazac za karticu');
  });
});

describe('Grid', () => {
  it('lets each breakpoint inherit the span of the one below', () => {
    renderInLocale(
      <Grid>
        <GridItem md={6} xl={4}>
          Stanje
        </GridItem>
      </Grid>,
    );
    const style = screen.getByText('Stanje').style;
    expect(
      ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'].map((name) => style.getPropertyValue(`--span-${name}`)),
    ).toEqual(['12', '12', '6', '6', '4', '4']);
  });
});

describe('ScrollArea', () => {
  afterEach(() => vi.useRealTimers());

  function setMetrics(element: HTMLElement, metrics: Record<string, number>) {
    for (const [name, value] of Object.entries(metrics)) {
      Object.defineProperty(element, name, { configurable: true, value });
    }
  }

  it('is a named, focusable region whose thumb shows on scroll and hides 1000 ms later', () => {
    vi.useFakeTimers();
    renderInLocale(
      <ScrollArea label="Popis naloga" maxHeight="10rem">
        <p>Dugi sadržaj</p>
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: 'Popis naloga' });
    expect(region.tabIndex).toBe(0);
    setMetrics(region, {
      clientHeight: 200,
      scrollHeight: 10_000,
      scrollTop: 0,
      clientWidth: 300,
      scrollWidth: 300,
      scrollLeft: 0,
    });
    fireEvent.scroll(region);
    const area = region.parentElement;
    expect(area?.hasAttribute('data-visible')).toBe(true);
    const thumbs = area?.querySelectorAll<HTMLElement>('[aria-hidden="true"]') ?? [];
    expect(thumbs).toHaveLength(1);
    expect(thumbs[0]?.style.height).toBe('30px');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(area?.hasAttribute('data-visible')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(area?.hasAttribute('data-visible')).toBe(false);
  });
});
