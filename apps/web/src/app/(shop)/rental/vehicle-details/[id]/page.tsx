import { vehicleDetails } from '@marketplace/contract/endpoints/rental-catalog';
import { IdParamsSchema } from '@marketplace/contract/rental-catalog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCatalog } from '@/features/catalog/catalog-api';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { findRentalModule, RentalPage } from '@/features/rental/rental-route';
import { VehicleDetailsView } from '@/features/rental/vehicle-details-view';

type Props = { params: Promise<{ id: string }> };

async function loadVehicle(raw: string) {
  const module = await findRentalModule();
  const id = IdParamsSchema.shape.id.safeParse(raw);
  if (!module || !id.success) notFound();
  return loadCatalog(vehicleDetails, { params: { id: id.data }, scope: { moduleId: module.id } });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vehicle = await loadVehicle((await params).id);
  return { title: vehicle.name, description: vehicle.description.slice(0, 160) };
}

/** /rental/vehicle-details/{id}[?from=]: the vehicle's page (server-loaded, 404 when unknown). */
async function VehicleDetailsRoute({ params }: Props) {
  const vehicle = await loadVehicle((await params).id);
  return (
    <RentalPage>
      <VehicleDetailsView vehicle={vehicle} />
    </RentalPage>
  );
}

export default withPageMessages('(shop)/rental/vehicle-details/[id]', VehicleDetailsRoute);
