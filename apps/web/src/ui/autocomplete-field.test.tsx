import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import {
  AutocompleteField,
  type TAutocompleteFieldProps,
  type TLoadOptionsRequest,
  type TOptionPage,
} from './autocomplete-field';

interface TCity {
  id: string;
  name: string;
}

const CITIES: readonly TCity[] = [
  'Osijek',
  'Split',
  'Rijeka',
  'Zadar',
  'Pula',
  'Slavonski Brod',
  'Karlovac',
  'Varaždin',
].map((name, index) => ({ id: `city-${index}`, name }));

/** Loader whose answers the test releases one by one, to control their order. */
function createDeferredLoader() {
  const calls: {
    request: TLoadOptionsRequest;
    resolve: (page: TOptionPage<TCity>) => void;
    reject: (error: Error) => void;
  }[] = [];
  const loadOptions = vi.fn(
    (request: TLoadOptionsRequest) =>
      new Promise<TOptionPage<TCity>>((resolve, reject) => {
        calls.push({ request, resolve, reject });
      }),
  );
  return { loadOptions, calls };
}

function filterCities(filterText: string): readonly TCity[] {
  return CITIES.filter((city) => city.name.toLowerCase().includes(filterText.toLowerCase()));
}

/** Pages of three, the cursor being the next offset. */
function loadCityPage({ filterText, cursor }: TLoadOptionsRequest): Promise<TOptionPage<TCity>> {
  const matches = filterCities(filterText);
  const start = cursor === null ? 0 : Number(cursor);
  const end = start + 3;
  return Promise.resolve({
    items: matches.slice(start, end),
    nextCursor: end < matches.length ? String(end) : null,
  });
}

type TFieldOverrides = Partial<TAutocompleteFieldProps<TCity>>;

function CityField({ onSelect, ...overrides }: TFieldOverrides & { onSelect?: () => void }) {
  const [city, setCity] = useState<TCity | null>(null);
  return (
    <AutocompleteField<TCity>
      label="Grad"
      loadOptions={loadCityPage}
      getKey={(item) => item.id}
      getText={(item) => item.name}
      selectedItem={city}
      onSelectionChange={(item) => {
        onSelect?.();
        setCity(item);
      }}
      {...overrides}
    />
  );
}

/** jsdom has no IntersectionObserver; this one lets a test say "the end of the list is visible". */
const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class IntersectionObserverStub {
  private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(target: Element): void {
    this.entry.target = target;
  }
  disconnect(): void {
    observers.splice(observers.indexOf(this.entry), 1);
  }
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function scrollToEnd() {
  act(() => {
    for (const { callback, target } of [...observers]) {
      if (!target) continue;
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

function getOptionNames(): string[] {
  const listBox = screen.getByRole('listbox');
  return within(listBox)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  observers.length = 0;
});

describe('AutocompleteField', () => {
  it('is a combobox named by its label that fetches on focus and opens with ArrowDown', async () => {
    const loadOptions = vi.fn(loadCityPage);
    const { user } = renderInLocale(<CityField loadOptions={loadOptions} />);
    const input = screen.getByRole('combobox', { name: 'Grad' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.click(input);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions.mock.calls[0]?.[0]).toMatchObject({ filterText: '', cursor: null });
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(getOptionNames()).toEqual(['Osijek', 'Split', 'Rijeka']);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('passes the typed text to loadOptions and shows its answer', async () => {
    const loadOptions = vi.fn(loadCityPage);
    const { user } = renderInLocale(<CityField loadOptions={loadOptions} />);
    await user.type(screen.getByRole('combobox', { name: 'Grad' }), 'sp');
    expect(loadOptions.mock.calls.map(([request]) => request.filterText)).toEqual(['', 's', 'sp']);
    expect(getOptionNames()).toEqual(['Split']);
  });

  it('collapses quick keystrokes into one request when debounced', () => {
    vi.useFakeTimers();
    const loadOptions = vi.fn(loadCityPage);
    renderInLocale(
      <CityField loadOptions={loadOptions} debounceMs={300} isFetchedOnFocus={false} />,
    );
    const input = screen.getByRole('combobox', { name: 'Grad' });
    for (const text of ['z', 'za', 'zad']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => {
        vi.advanceTimersByTime(200);
      });
    }
    expect(loadOptions).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions.mock.calls[0]?.[0]).toMatchObject({ filterText: 'zad', cursor: null });
  });

  it('aborts the previous request on new text and ignores its late answer', async () => {
    const { loadOptions, calls } = createDeferredLoader();
    const { user } = renderInLocale(
      <CityField loadOptions={loadOptions} isFetchedOnFocus={false} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Grad' }), 'sl');
    expect(calls.map(({ request }) => request.filterText)).toEqual(['s', 'sl']);
    expect(calls[0]?.request.signal.aborted).toBe(true);
    expect(calls[1]?.request.signal.aborted).toBe(false);

    await act(async () => {
      calls[1]?.resolve({ items: filterCities('sl'), nextCursor: null });
      await Promise.resolve();
    });
    await act(async () => {
      calls[0]?.resolve({ items: filterCities('s'), nextCursor: null });
      await Promise.resolve();
    });
    expect(getOptionNames()).toEqual(['Slavonski Brod']);
  });

  it('loads the next page with the cursor on scrolling to the end and appends it', async () => {
    const { loadOptions, calls } = createDeferredLoader();
    const { user } = renderInLocale(<CityField loadOptions={loadOptions} />);
    await user.click(screen.getByRole('combobox', { name: 'Grad' }));
    await user.keyboard('{ArrowDown}');
    await act(async () => {
      calls[0]?.resolve({ items: CITIES.slice(0, 3), nextCursor: 'c3' });
      await Promise.resolve();
    });
    expect(getOptionNames()).toEqual(['Osijek', 'Split', 'Rijeka']);

    scrollToEnd();
    expect(calls[1]?.request).toMatchObject({ filterText: '', cursor: 'c3' });
    expect(getOptionNames()).toContain('Učitavanje još rezultata…');

    await act(async () => {
      calls[1]?.resolve({ items: CITIES.slice(2, 5), nextCursor: null });
      await Promise.resolve();
    });
    expect(getOptionNames()).toEqual(['Osijek', 'Split', 'Rijeka', 'Zadar', 'Pula']);

    scrollToEnd();
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['hr', 'Nema rezultata'],
    ['en', 'No results'],
  ] as const)('says so when nothing matches (%s)', async (locale, text) => {
    const { user } = renderInLocale(<CityField />, { locale });
    await user.type(screen.getByRole('combobox'), 'xyz');
    expect(within(screen.getByRole('listbox')).getByText(text)).toBeTruthy();
    expect(screen.getByRole('listbox').hasAttribute('data-empty')).toBe(true);
  });

  it('shows a failed request in the list and retries the same page from there', async () => {
    const loadOptions = vi
      .fn<(request: TLoadOptionsRequest) => Promise<TOptionPage<TCity>>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockImplementation(loadCityPage);
    const { user } = renderInLocale(<CityField loadOptions={loadOptions} />);
    await user.type(screen.getByRole('combobox', { name: 'Grad' }), '{ArrowDown}');
    const retry = screen.getByRole('option', { name: 'Pokušaj ponovno' });
    expect(retry.textContent).toContain('Rezultate nije bilo moguće učitati.');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect(loadOptions.mock.calls[1]?.[0]).toMatchObject({ filterText: '', cursor: null });
    expect(getOptionNames()).toEqual(['Osijek', 'Split', 'Rijeka']);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrows, picks with Enter and reverts typed text with Escape', async () => {
    const onSelect = vi.fn();
    const { user } = renderInLocale(<CityField onSelect={onSelect} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Grad' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const split = screen.getByRole('option', { name: 'Split' });
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(split.id);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('Split');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Split' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.type(input, 'xyz');
    expect(input.value).toBe('Splitxyz');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('Split');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('clears the choice when the text is erased', async () => {
    const onSelect = vi.fn();
    const { user } = renderInLocale(<CityField onSelect={onSelect} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Grad' });
    await user.type(input, 'rij');
    await user.click(screen.getByRole('option', { name: 'Rijeka' }));
    expect(input.value).toBe('Rijeka');
    await user.clear(input);
    expect(onSelect).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(input.value).toBe('');
  });

  it('keeps typed text as a custom value when allowed', async () => {
    const onTextChange = vi.fn();
    const { user } = renderInLocale(<CityField allowsCustomValue onTextChange={onTextChange} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Grad' });
    await user.type(input, 'Vukovar');
    await user.tab();
    expect(input.value).toBe('Vukovar');
    expect(onTextChange).toHaveBeenLastCalledWith('Vukovar');
  });

  it('keeps each field’s options to itself', async () => {
    const first = vi.fn(loadCityPage);
    const second = vi.fn(loadCityPage);
    const { user } = renderInLocale(
      <>
        <CityField label="Polazište" loadOptions={first} />
        <CityField label="Odredište" loadOptions={second} isFetchedOnFocus={false} />
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Polazište' }), 'pu');
    expect(getOptionNames()).toEqual(['Pula']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Odredište' }));
    expect(second).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveBeenCalledTimes(1);
    expect(getOptionNames()).toEqual(['Osijek', 'Split', 'Rijeka']);
  });

  it('marks an invalid field and names its message, and a disabled one neither fetches', async () => {
    const loadOptions = vi.fn(loadCityPage);
    const { user } = renderInLocale(
      <>
        <CityField label="Sjedište" errorMessage="Odaberite grad." isRequired />
        <CityField label="Podružnica" loadOptions={loadOptions} isDisabled />
      </>,
    );
    const invalid = screen.getByRole('combobox', { name: 'Sjedište' });
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(invalid).toHaveProperty('required', true);
    const described = invalid.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ')[0] ?? '')?.textContent).toBe(
      'Odaberite grad.',
    );

    const disabled = screen.getByRole('combobox', { name: 'Podružnica' });
    expect(disabled).toHaveProperty('disabled', true);
    await user.click(disabled);
    expect(loadOptions).not.toHaveBeenCalled();
  });
});
