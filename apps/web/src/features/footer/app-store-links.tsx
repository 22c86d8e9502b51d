import type { LandingPage } from '@marketplace/contract/config';
import type { Translate } from '@/features/i18n/translate';
import { Apple, Play } from '@/features/ui/icons';
import { toSafeHttpUrl } from '@/lib/safe-url';

const badgeClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-3 text-sm font-semibold text-surface hover:opacity-90';

/** Download buttons, each shown only when its status flag is 1 (spec 01 §2 Footer). */
export function AppStoreLinks({ landing, t }: { landing: LandingPage | null; t: Translate }) {
  const links = landing?.download_user_app_links;
  const playStore = links?.playstore_url_status === 1 ? toSafeHttpUrl(links.playstore_url) : null;
  const appStore =
    links?.apple_store_url_status === 1 ? toSafeHttpUrl(links.apple_store_url) : null;
  if (!playStore && !appStore) return null;

  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold">{t('footer.downloadApp')}</h2>
      <div className="flex flex-wrap gap-2">
        {playStore ? (
          <a href={playStore} target="_blank" rel="noopener noreferrer" className={badgeClass}>
            <Play aria-hidden className="size-4" />
            {t('footer.googlePlay')}
          </a>
        ) : null}
        {appStore ? (
          <a href={appStore} target="_blank" rel="noopener noreferrer" className={badgeClass}>
            <Apple aria-hidden className="size-4" />
            {t('footer.appStore')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
