import { providerDetails } from '@marketplace/contract/endpoints/rental-catalog';
import { IdParamsSchema } from '@marketplace/contract/rental-catalog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCatalog } from '@/features/catalog/catalog-api';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { ProviderDetailsView } from '@/features/rental/provider-details-view';
import { findRentalModule, RentalPage } from '@/features/rental/rental-route';

type Props = { params: Promise<{ id: string }> };

async function loadProvider(raw: string) {
  const module = await findRentalModule();
  const id = IdParamsSchema.shape.id.safeParse(raw);
  if (!module || !id.success) notFound();
  return loadCatalog(providerDetails, { params: { id: id.data }, scope: { moduleId: module.id } });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const provider = await loadProvider((await params).id);
  return { title: provider.name };
}

/** /rental/provider-details/{id}: a rental provider's page (404 when unknown). */
async function ProviderDetailsRoute({ params }: Props) {
  const provider = await loadProvider((await params).id);
  return (
    <RentalPage>
      <ProviderDetailsView provider={provider} />
    </RentalPage>
  );
}

export default withPageMessages('(shop)/rental/provider-details/[id]', ProviderDetailsRoute);
