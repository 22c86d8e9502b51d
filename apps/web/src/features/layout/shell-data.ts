import 'server-only';
import {
  type Config,
  ConfigSchema,
  type LandingPage,
  LandingPageSchema,
} from '@marketplace/contract/config';
import { type Module, ModuleListSchema } from '@marketplace/contract/modules';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { serverApiFetch } from '@/lib/server-api';

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
  (): Promise<Config | null> =>
    loadOrNull('config', () => serverApiFetch('/config', { schema: ConfigSchema })),
);

/** Modules of the chosen zones (every module before a zone is chosen). */
export const loadModules = cache(
  (): Promise<Module[] | null> =>
    loadOrNull('modules', () => serverApiFetch('/module', { schema: ModuleListSchema })),
);

export const loadLandingPage = cache(
  (): Promise<LandingPage | null> =>
    loadOrNull('landing page', () =>
      serverApiFetch('/react-landing-page', { schema: LandingPageSchema }),
    ),
);
