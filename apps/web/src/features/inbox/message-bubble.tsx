import type { ChatMessage } from '@marketplace/contract/messages';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

/** One message: the customer's on the end side, the other side's on the start side. */
export function MessageBubble({ message, showSeen }: { message: ChatMessage; showSeen: boolean }) {
  const { t, locale } = useI18n();
  const { timeZone } = useCatalogSettings();
  const isMine = message.sender_type === 'customer';
  return (
    <li className={classNames('flex', isMine ? 'justify-end' : 'justify-start')}>
      <div
        className={classNames(
          'max-w-[85%] space-y-1.5 rounded-2xl px-3.5 py-2 text-sm sm:max-w-[70%]',
          isMine ? 'rounded-ee-sm bg-brand text-on-brand' : 'rounded-es-sm bg-surface-muted',
        )}
      >
        {message.files_full_url.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {message.files_full_url.map((url, index) => (
              <li key={url}>
                <a
                  href={toImageSrc(url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('inbox.openImage', { n: index + 1 })}
                >
                  {/* biome-ignore lint/performance/noImgElement: a private upload behind the proxy */}
                  <img
                    src={toImageSrc(url)}
                    alt={t('inbox.imageAlt', { n: index + 1 })}
                    className="size-28 rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {message.message ? (
          <p className="whitespace-pre-wrap break-words">{message.message}</p>
        ) : null}
        <p className={classNames('text-xs', isMine ? 'text-on-brand' : 'text-ink-muted')}>
          <time dateTime={message.created_at}>
            {formatInstant(message.created_at, { locale, timeZone })}
          </time>
          {showSeen && message.is_seen === 1 ? ` · ${t('inbox.seen')}` : ''}
        </p>
      </div>
    </li>
  );
}
