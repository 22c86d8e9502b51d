import 'server-only';
import type { Endpoint, EndpointSchemas } from '@marketplace/contract/endpoint';
import type { Module } from '@marketplace/contract/modules';
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { loadModules } from '@/features/layout/shell-data';
import { type CallInput, isApiError } from '@/lib/api-client';
import { readServerShellState, serverCallApi } from '@/lib/server-api';

/** Headers that scope a call to another module, or a position, than the cookies say. */
export type CatalogScope = { moduleId?: number | null; lat?: number | null; lng?: number | null };

function scopeHeaders(scope?: CatalogScope): Record<string, string> {
  const headers: Record<string, string> = {};
  if (scope?.moduleId) headers.moduleId = String(scope.moduleId);
  if (scope?.lat != null && scope.lng != null) {
    headers.latitude = String(scope.lat);
    headers.longitude = String(scope.lng);
  }
  return headers;
}

/** What a catalogue call sends: the entry's input, and the scope instead of headers. */
export type CatalogInput<S extends EndpointSchemas> = Omit<CallInput<S>, 'baseUrl' | 'headers'> & {
  scope?: CatalogScope;
};

function callInScope<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  { scope, ...input }: CatalogInput<S>,
): Promise<z.output<S['response']>> {
  const call = serverCallApi as (
    entry: Endpoint<S>,
    input: Omit<CallInput<S>, 'baseUrl'>,
  ) => Promise<z.output<S['response']>>;
  return call(entry, { ...input, headers: scopeHeaders(scope) } as Omit<CallInput<S>, 'baseUrl'>);
}

/**
 * A catalogue call from a server component; the API's 404 becomes the page's 404. A page opened
 * with no module known (a shared link without module_id, no shell cookies) or an inactive one goes
 * to the home page, where the customer picks their location and module, instead of failing.
 */
export async function loadCatalog<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  input: CatalogInput<S>,
): Promise<z.output<S['response']>> {
  try {
    return await callInScope(entry, input);
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    if (isApiError(error) && error.status === 422 && error.hasCode('moduleId')) redirect('/');
    throw error;
  }
}

/**
 * A section's data, or null when it cannot be loaded: one failing list (say, flash sales) must not
 * take the whole home page down. Logged on the server.
 */
export async function loadSection<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  input: CatalogInput<S>,
): Promise<z.output<S['response']> | null> {
  try {
    return await callInScope(entry, input);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[catalog] ${entry.path} could not be loaded`, error);
    return null;
  }
}

export type CatalogContext = {
  zoneIds: number[] | null;
  moduleId: number | null;
  module: Module | null;
  location: { lat: number; lng: number; address: string } | null;
};

/** The chosen zones and module of this request (cookies), or the module named in the query. */
export async function readCatalogContext(queryModuleId?: number | null): Promise<CatalogContext> {
  const [state, modules] = await Promise.all([readServerShellState(), loadModules()]);
  const moduleId = queryModuleId ?? state.moduleId;
  return {
    zoneIds: state.zoneIds,
    moduleId,
    module: modules?.find((module) => module.id === moduleId) ?? null,
    location: state.location,
  };
}
