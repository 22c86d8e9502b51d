import { idQuery } from '@marketplace/contract/paging';
import type { Metadata } from 'next';
import { readCatalogContext } from '@/features/catalog/catalog-api';
import { EmptyState } from '@/features/catalog/empty-state';
import { toCheckoutSettings } from '@/features/checkout/checkout-settings';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { ParcelOrderView } from '@/features/parcel/parcel-order-view';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { buttonClass } from '@/features/ui/button-styles';
import { Package } from '@/features/ui/icons';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

const ParcelQuery = { category: idQuery('category') };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('parcel.sendTitle'), robots: { index: false, follow: false } };
}

/** /parcel?category=ID: send a parcel in the parcel module (issue 16). */
async function ParcelRoute({ searchParams }: Props) {
  const [{ t }, context, config] = await Promise.all([
    getRequestI18n(),
    readCatalogContext(),
    loadConfig(),
  ]);
  const module = context.module;
  if (module?.module_type !== 'parcel') {
    return (
      <div className="mx-auto w-full max-w-xl">
        <EmptyState
          title={t('parcel.moduleRequired')}
          action={
            <ShellActionButton action="module" className={buttonClass('primary')}>
              <Package aria-hidden className="size-4" />
              {t('home.chooseModuleAction')}
            </ShellActionButton>
          }
        />
      </div>
    );
  }
  const category = parsePageQuery(ParcelQuery, await searchParams).category ?? null;
  const policies = {
    terms: config?.terms_and_conditions === 1,
    privacy: config?.privacy_policy === 1,
    refund: config?.refund_policy === 1,
  };
  return (
    <ParcelOrderView
      parcelModuleId={module.id}
      settings={toCheckoutSettings(config)}
      policies={policies}
      initialCategoryId={category}
    />
  );
}

export default withPageMessages('(shop)/parcel', ParcelRoute);
