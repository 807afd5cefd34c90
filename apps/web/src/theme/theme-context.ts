import { createContext, useContext } from 'react';
import type { TThemeSettings } from '@poslovno/domain';

export interface TThemeContext {
  settings: TThemeSettings;
  updateSettings: (patch: Partial<TThemeSettings>) => TThemeSettings;
}

export const ThemeContext = createContext<TThemeContext | null>(null);

export function useTheme(): TThemeContext {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme needs a ThemeProvider above it');
  return context;
}
