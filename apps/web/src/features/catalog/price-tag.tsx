import type { Translate } from '@/features/i18n/translate';
import { classNames } from '@/lib/class-names';
import type { PriceView } from './price-view';

/** The price (or range) to pay, with the original struck through when discounted. */
export function PriceTag({
  view,
  t,
  size = 'md',
  className,
}: {
  view: PriceView;
  t: Translate;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <p className={classNames('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={classNames('font-bold', size === 'lg' ? 'text-2xl' : 'text-base')}>
        <span className="sr-only">{t('catalog.price')} </span>
        {view.current}
      </span>
      {view.original ? (
        <del className={classNames('text-ink-muted', size === 'lg' ? 'text-base' : 'text-xs')}>
          <span className="sr-only">{t('catalog.originalPrice')} </span>
          {view.original}
        </del>
      ) : null}
    </p>
  );
}
