import 'server-only';
import type { Config, LandingPage } from '@marketplace/contract/config';
import { businessConfig, landingPage, moduleList } from '@marketplace/contract/endpoints/config';
import type { Module } from '@marketplace/contract/modules';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { serverCallApi } from '@/lib/server-api';

async function loadOrNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // Next's own control flow (dynamic rendering bail-out) must pass through.
    unstable_rethrow(error);
    console.error(`[shell] ${what} could not be loaded`, error);
    return null;
  }
}

/** Business settings; null when the API is unreachable (the shell then renders a degraded view). */
export const loadConfig = cache(
  (): Promise<Config | null> => loadOrNull('config', () => serverCallApi(businessConfig)),
);

/** Modules of the chosen zones (every module before a zone is chosen). */
export const loadModules = cache(
  (): Promise<Module[] | null> => loadOrNull('modules', () => serverCallApi(moduleList)),
);

export const loadLandingPage = cache(
  (): Promise<LandingPage | null> => loadOrNull('landing page', () => serverCallApi(landingPage)),
);
