import type { ErrorEntry } from '@marketplace/contract/errors';
import type { FastifySchemaValidationError } from 'fastify';

/** `/address/0/road` → `address.0.road`; the whole body or query when there is no path. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || context || 'request';
}

/** One entry per failing field: the first message for a field is the one the client shows. */
export function validationEntries(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ErrorEntry[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const code = fieldName(issue.instancePath, context);
    if (!byField.has(code)) byField.set(code, issue.message ?? 'Invalid value');
  }
  return [...byField].map(([code, message]) => ({ code, message }));
}
