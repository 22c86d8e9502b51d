import { useT } from '@/features/i18n/i18n-provider';
import { toImageSrc } from '@/lib/image-url';

/** The prescription images sent with the order (only its customer and the store see them). */
export function OrderPrescriptions({ urls }: { urls: readonly string[] }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-3">
      {urls.map((url, index) => (
        <li key={url}>
          <a href={toImageSrc(url)} target="_blank" rel="noopener noreferrer">
            {/* biome-ignore lint/performance/noImgElement: a private upload behind the proxy */}
            <img
              src={toImageSrc(url)}
              alt={t('checkout.prescriptionImage', { n: index + 1 })}
              className="size-24 rounded-lg border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
