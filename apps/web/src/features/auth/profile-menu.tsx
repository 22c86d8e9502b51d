'use client';

import {
  CarFront,
  Coins,
  Gift,
  Heart,
  Package,
  Settings,
  TicketPercent,
  UserRound,
  UserRoundPen,
  Wallet,
} from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { useAccountConfig } from '@/features/account/use-account-config';
import { useT } from '@/features/i18n/i18n-provider';
import { useZoneModules } from '@/features/modules/use-zone-modules';
import { useAccountSettingsSync } from '@/features/settings/use-account-settings-sync';
import { useShellState } from '@/features/shell/shell-state-provider';
import { PopoverPanel } from '@/features/ui/popover-panel';
import { LogoutButton } from './logout-button';
import { useCustomerInfo } from './use-customer-info';

/** Spec 02 §2 header profile menu: who is signed in, their interests, and Logout (confirmed). */
export function ProfileMenu() {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const info = useCustomerInfo(true);
  const name = info.data ? `${info.data.f_name} ${info.data.l_name}`.trim() : '';
  const contact = info.data?.email ?? info.data?.phone ?? '';
  // Spec 02 §2: the rental entry shows only when a rental module exists and is active.
  const { zoneIds } = useShellState();
  const modules = useZoneModules(zoneIds, isOpen);
  const hasRental = modules.data?.some((module) => module.module_type === 'rental') ?? false;
  // Spec 02 §2: wallet and loyalty entries hide when their feature is off.
  const account = useAccountConfig().data;
  // The language and theme saved for the account follow the customer to this browser.
  useAccountSettingsSync(true);
  const itemClass =
    'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-surface-muted';

  return (
    <PopoverPanel
      open={isOpen}
      onOpenChange={setIsOpen}
      align="end"
      triggerLabel={t('auth.profileMenu')}
      triggerClassName="inline-flex size-11 items-center justify-center rounded-full border border-line bg-brand-soft text-brand"
      trigger={<UserRound aria-hidden className="size-5" />}
      panelLabel={t('auth.profileMenu')}
      panelClassName="sm:w-64"
    >
      <div className="border-b border-line px-3 pb-2 pt-1">
        <p className="truncate font-semibold">{name || t('auth.signedIn')}</p>
        {contact ? <p className="truncate text-sm text-ink-muted">{contact}</p> : null}
      </div>
      <ul className="py-1">
        <li>
          <Link
            href="/profile?page=profile-settings"
            onClick={() => setIsOpen(false)}
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-surface-muted"
          >
            <UserRoundPen aria-hidden className="size-4" />
            {t('account.menuProfile')}
          </Link>
        </li>
        <li>
          <Link
            href="/my-orders"
            onClick={() => setIsOpen(false)}
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-surface-muted"
          >
            <Package aria-hidden className="size-4" />
            {t('orders.menuLink')}
          </Link>
        </li>
        {account?.isWalletOn ? (
          <li>
            <Link href="/wallet" onClick={() => setIsOpen(false)} className={itemClass}>
              <Wallet aria-hidden className="size-4" />
              {t('account.menuWallet')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/coupons" onClick={() => setIsOpen(false)} className={itemClass}>
            <TicketPercent aria-hidden className="size-4" />
            {t('coupons.title')}
          </Link>
        </li>
        {account?.isLoyaltyOn ? (
          <li>
            <Link href="/loyalty-points" onClick={() => setIsOpen(false)} className={itemClass}>
              <Coins aria-hidden className="size-4" />
              {t('account.menuLoyalty')}
            </Link>
          </li>
        ) : null}
        {account?.isReferralOn ? (
          <li>
            <Link href="/referral-code" onClick={() => setIsOpen(false)} className={itemClass}>
              <Gift aria-hidden className="size-4" />
              {t('referral.menu')}
            </Link>
          </li>
        ) : null}
        {hasRental ? (
          <li>
            <Link
              href="/my-trips"
              onClick={() => setIsOpen(false)}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-surface-muted"
            >
              <CarFront aria-hidden className="size-4" />
              {t('rental.trips.title')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link
            href="/interest"
            onClick={() => setIsOpen(false)}
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-surface-muted"
          >
            <Heart aria-hidden className="size-4" />
            {t('interest.menuLink')}
          </Link>
        </li>
        <li>
          <Link href="/settings" onClick={() => setIsOpen(false)} className={itemClass}>
            <Settings aria-hidden className="size-4" />
            {t('settings.menu')}
          </Link>
        </li>
        <li>
          <LogoutButton
            className="min-h-11 w-full rounded-lg px-3 text-sm hover:bg-surface-muted"
            onDone={() => setIsOpen(false)}
          />
        </li>
      </ul>
    </PopoverPanel>
  );
}
