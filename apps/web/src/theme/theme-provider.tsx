import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { TThemeSettings } from '@poslovno/domain';
import { writeStoredValue } from '../lib/browser-storage';
import { ThemeContext, type TThemeContext } from './theme-context';
import { THEME_STORAGE_KEY, applyThemeSettings, readStoredThemeSettings } from './theme-settings';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<TThemeSettings>(readStoredThemeSettings);

  useLayoutEffect(() => {
    applyThemeSettings(document.documentElement, settings);
  }, [settings]);

  const updateSettings = useCallback(
    (patch: Partial<TThemeSettings>) => {
      const next = { ...settings, ...patch };
      writeStoredValue('localStorage', THEME_STORAGE_KEY, JSON.stringify(next));
      setSettings(next);
      return next;
    },
    [settings],
  );

  const value = useMemo<TThemeContext>(
    () => ({ settings, updateSettings }),
    [settings, updateSettings],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
