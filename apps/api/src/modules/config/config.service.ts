import type { Config, LandingPage } from '@marketplace/contract/config';
import type { AppDeps } from '../../app-types';
import type { BusinessSettings } from '../../db/business-settings';
import { getBusinessSettings } from '../settings/settings.cache';
import { buildConfig, buildLandingPage } from './config.mapper';

// Built once per cached settings object: invalidating the settings drops these too.
const configs = new WeakMap<BusinessSettings, { publicUrl: string; config: Config }>();

export async function getConfig(deps: AppDeps): Promise<Config> {
  const { env } = deps;
  const settings = await getBusinessSettings(deps);
  const cached = configs.get(settings);
  if (cached?.publicUrl === env.PUBLIC_URL) return cached.config;
  const config = buildConfig(settings, env.PUBLIC_URL);
  configs.set(settings, { publicUrl: env.PUBLIC_URL, config });
  return config;
}

export async function getLandingPage(deps: AppDeps): Promise<LandingPage> {
  return buildLandingPage(await getBusinessSettings(deps));
}
