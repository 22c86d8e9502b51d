import { moduleList } from '@marketplace/contract/endpoints/config';
import { callApi } from '@/lib/api-client';

/** Modules that serve these zones (the `zoneId` header filters them). */
export function fetchZoneModules(zoneIds: number[] | null, signal?: AbortSignal) {
  return callApi(moduleList, {
    headers: zoneIds ? { zoneId: JSON.stringify(zoneIds) } : {},
    signal,
  });
}
