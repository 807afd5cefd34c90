import { createContext, useContext } from 'react';
import type { TFrontendConfig } from '@poslovno/contract';

export const ConfigContext = createContext<TFrontendConfig['configuration'] | null>(null);

/** The frontend configuration; the app renders nothing below the config gate until it is loaded. */
export function useConfig(): TFrontendConfig['configuration'] {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs the ConfigGate above it');
  return config;
}
