import type { Config } from '@marketplace/contract/config';
import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import { HeaderAccount } from '@/features/auth/header-account';
import { HeaderCart } from '@/features/cart/header-cart';
import { MobileDrawer } from '@/features/drawer/mobile-drawer';
import { LanguageSwitcher } from '@/features/i18n/language-switcher';
import type { Translate } from '@/features/i18n/translate';
import { HeaderChatLink } from '@/features/inbox/header-chat-link';
import { LocationButton } from '@/features/location/location-button';
import { ModuleLinks } from '@/features/modules/module-links';
import { SearchBox } from '@/features/search/search-box';
import { ThemeSwitch } from '@/features/theme/theme-switch';
import { TrackOrderLink } from '@/features/tracking/track-order-link';
import { Search } from '@/features/ui/icons';
import { HeaderWishlist } from '@/features/wishlist/header-wishlist';
import type { LogoImage } from './logo-image';
import { SiteLogo } from './site-logo';

type SiteHeaderProps = {
  config: Config | null;
  logo: LogoImage | null;
  modules: Module[];
  t: Translate;
};

/**
 * Logo, Home, module links, location, language, theme, chat (the inbox), wishlist, cart and
 * sign-in (or the profile menu).
 */
export function SiteHeader({ config, logo, modules, t }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="rail-aware mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 sm:flex-nowrap lg:px-6">
        <MobileDrawer />
        <SiteLogo
          logo={logo}
          name={config?.business_name ?? ''}
          label={t('header.logoAlt', { name: config?.business_name ?? '' })}
        />
        {/* A phone has no room beside the icons: the place gets a row of its own below them. */}
        <LocationButton className="order-last basis-full sm:order-none sm:ms-1 sm:min-w-0 sm:max-w-xs sm:flex-none sm:basis-auto" />
        <SearchBox className="hidden min-w-0 max-w-md flex-1 md:block" />
        <div className="ms-auto flex items-center gap-2">
          <Link
            href="/search"
            aria-label={t('search.label')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line md:hidden"
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitcher />
            <ThemeSwitch />
          </div>
          <TrackOrderLink />
          <HeaderChatLink />
          <HeaderWishlist />
          <HeaderCart
            freeDeliveryOver={config?.free_delivery_over ?? null}
            guestCheckout={config?.guest_checkout_status === 1}
            rentalModuleIds={modules.filter((m) => m.module_type === 'rental').map((m) => m.id)}
            parcelModuleIds={modules.filter((m) => m.module_type === 'parcel').map((m) => m.id)}
          />
          <HeaderAccount />
        </div>
      </div>
      <nav aria-label={t('header.mainNav')} className="border-t border-line">
        <ul className="rail-aware mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-3 py-1.5 lg:px-6">
          <li>
            <Link
              href="/home"
              className="whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
            >
              {t('header.home')}
            </Link>
          </li>
          <ModuleLinks modules={modules} />
        </ul>
      </nav>
    </header>
  );
}
