import { createContext, useContext } from 'react';
import type { TLocale } from '@poslovno/domain';
import type { TMessageKey, TMessageValues } from './messages';

export type TTranslate = (key: TMessageKey, values?: TMessageValues) => string;

export interface TI18nContext {
  locale: TLocale;
  t: TTranslate;
  setLocale: (locale: TLocale) => void;
}

export const I18nContext = createContext<TI18nContext | null>(null);

export function useI18n(): TI18nContext {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n needs an I18nProvider above it');
  return context;
}

export function useT(): TTranslate {
  return useI18n().t;
}
