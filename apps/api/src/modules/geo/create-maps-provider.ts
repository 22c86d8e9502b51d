import type { AppDeps } from '../../app-types';
import { createLocalMapsProvider } from './local-maps-provider';
import type { MapsProvider } from './maps-provider';

/** Chooses the maps service by configuration (MAPS_PROVIDER). */
export function createMapsProvider(deps: AppDeps): MapsProvider {
  const { env } = deps;
  switch (env.MAPS_PROVIDER) {
    case 'local':
      return createLocalMapsProvider(deps);
  }
}
