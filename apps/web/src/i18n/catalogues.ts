import type { TMessage } from '@poslovno/contract';
import type { TErrorCode, TLocale } from '@poslovno/domain';

/**
 * The texts load by language and by area, so a page fetches only what it shows (DESIGN.md §6):
 * 'start' (the sign-in, the shell, settings, notifications), 'errors' (the error descriptions of
 * the contract, by code), 'app' (the other pages, the design system, and the signing dialog and
 * the order statuses of every order type) and 'payments'. The first render waits for START_AREAS
 * and then fetches 'errors' in the background; each page waits for its own areas before it renders
 * (app/lazy-page.ts); the API client waits for 'errors' before it describes a failure of its own;
 * a change of language loads the same areas in the other first.
 */
export type TCatalogueArea = 'start' | 'errors' | 'app' | 'payments';

export const START_AREAS: readonly TCatalogueArea[] = ['start'];

/** An area's texts: ICU strings, or in the production build their parsed form (vite.config.ts). */
type TTexts = Readonly<Record<string, TMessage>>;

const LOADERS: Readonly<Record<TLocale, Readonly<Record<TCatalogueArea, () => Promise<TTexts>>>>> =
  {
    hr: {
      start: () => import('./hr/area-start').then((module) => module.messages),
      errors: () => import('@poslovno/contract/error-texts-hr').then((m) => m.ERROR_TEXTS_HR),
      app: () => import('./hr/area-app').then((module) => module.messages),
      payments: () => import('./hr/area-payments').then((module) => module.messages),
    },
    en: {
      start: () => import('./en/area-start').then((module) => module.messages),
      errors: () => import('@poslovno/contract/error-texts-en').then((m) => m.ERROR_TEXTS_EN),
      app: () => import('./en/area-app').then((module) => module.messages),
      payments: () => import('./en/area-payments').then((module) => module.messages),
    },
  };

interface TLanguageTexts {
  messages: Record<string, TMessage>;
  errors: Partial<Record<TErrorCode, TMessage>>;
  areas: Map<TCatalogueArea, Promise<void>>;
  loadedAreas: Set<TCatalogueArea>;
}

const texts: Record<TLocale, TLanguageTexts> = {
  hr: { messages: {}, errors: {}, areas: new Map(), loadedAreas: new Set() },
  en: { messages: {}, errors: {}, areas: new Map(), loadedAreas: new Set() },
};

/** Adds an area's texts to a language (the loaders, and the tests that hold whole catalogues). */
export function addCatalogueTexts(locale: TLocale, area: TCatalogueArea, loaded: TTexts): void {
  const language = texts[locale];
  if (area === 'errors') Object.assign(language.errors, loaded);
  else Object.assign(language.messages, loaded);
  language.loadedAreas.add(area);
  language.areas.set(area, Promise.resolve());
}

/** Loads the areas of a language that are not loaded yet; a failed load may be tried again. */
export function loadCatalogues(locale: TLocale, areas: readonly TCatalogueArea[]): Promise<void> {
  const language = texts[locale];
  return Promise.all(
    areas.map((area) => {
      let loading = language.areas.get(area);
      if (!loading) {
        loading = LOADERS[locale][area]().then(
          (loaded) => addCatalogueTexts(locale, area, loaded),
          (error: unknown) => {
            language.areas.delete(area);
            throw error;
          },
        );
        language.areas.set(area, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

export function areCataloguesLoaded(locale: TLocale, areas: readonly TCatalogueArea[]): boolean {
  return areas.every((area) => texts[locale].loadedAreas.has(area));
}

/** The areas a language has loaded: a change of language loads the same in the other. */
export function getLoadedAreas(locale: TLocale): TCatalogueArea[] {
  return [...texts[locale].loadedAreas];
}

/** A message's text, or undefined when its area is not loaded (a programmer error). */
export function readMessage(locale: TLocale, key: string): TMessage | undefined {
  return texts[locale].messages[key];
}

export function readErrorText(locale: TLocale, code: TErrorCode): TMessage | undefined {
  return texts[locale].errors[code];
}

let activeLocale: TLocale | undefined;

/** The language the app shows, for loads that start outside React (a page's chunk). */
export function setActiveCatalogueLocale(locale: TLocale): void {
  activeLocale = locale;
}

export function getActiveCatalogueLocale(): TLocale | undefined {
  return activeLocale;
}
