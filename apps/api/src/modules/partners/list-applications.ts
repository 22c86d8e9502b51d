import type {
  OperatorApplicationListQuerySchema,
  PartnerApplication,
} from '@marketplace/contract/partners';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types';
import { toApplication } from './partners.mapper';
import { selectApplications } from './partners.repository';

/** GET /operator/applications: one kind's applications in one status, oldest first. */
export async function listApplications(
  deps: AppDeps,
  query: z.output<typeof OperatorApplicationListQuerySchema>,
) {
  const page = { limit: query.limit, offset: query.offset };
  const found = await selectApplications(deps.db, query.kind, query.status, page);
  const applications: PartnerApplication[] = [];
  for (const row of found.rows) applications.push(await toApplication(deps, query.kind, row));
  return { total_size: found.total, limit: query.limit, offset: query.offset, applications };
}
