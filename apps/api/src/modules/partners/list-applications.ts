import type {
  OperatorApplicationListQuerySchema,
  PartnerApplication,
} from '@marketplace/contract/partners';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types';
import { toDeliveryManApplication, toVendorApplication } from './partners.mapper';
import { selectDeliveryManApplications, selectVendorApplications } from './partners.repository';

/** GET /operator/applications: one kind's applications in one status, oldest first. */
export async function listApplications(
  deps: AppDeps,
  query: z.output<typeof OperatorApplicationListQuerySchema>,
) {
  const page = { limit: query.limit, offset: query.offset };
  const applications: PartnerApplication[] = [];
  let total: number;
  if (query.kind === 'vendor') {
    const found = await selectVendorApplications(deps.db, query.status, page);
    for (const row of found.rows) applications.push(await toVendorApplication(deps, row));
    total = found.total;
  } else {
    const found = await selectDeliveryManApplications(deps.db, query.status, page);
    for (const row of found.rows) applications.push(await toDeliveryManApplication(deps, row));
    total = found.total;
  }
  return { total_size: total, limit: query.limit, offset: query.offset, applications };
}
