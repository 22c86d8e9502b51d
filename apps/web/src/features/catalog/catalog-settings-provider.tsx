'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { type CatalogSettings, DEFAULT_CATALOG_SETTINGS } from './catalog-settings';

const CatalogSettingsContext = createContext<CatalogSettings>(DEFAULT_CATALOG_SETTINGS);

/** Money format and the veg toggle for client-rendered catalogue views (quick view, load more). */
export function CatalogSettingsProvider({
  settings,
  children,
}: {
  settings: CatalogSettings;
  children: ReactNode;
}) {
  return (
    <CatalogSettingsContext.Provider value={settings}>{children}</CatalogSettingsContext.Provider>
  );
}

export function useCatalogSettings(): CatalogSettings {
  return useContext(CatalogSettingsContext);
}
