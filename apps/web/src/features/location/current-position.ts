import type { MessageKey } from '@/features/i18n/messages/en';
import type { LatLng } from './location-api';

export type GeoFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** What to tell the customer when the position could not be had. */
export const GEO_FAILURE_KEYS = {
  unsupported: 'location.geoUnsupported',
  denied: 'location.geoDenied',
  unavailable: 'location.geoUnavailable',
  timeout: 'location.geoTimeout',
} as const satisfies Record<GeoFailure, MessageKey>;

export class GeoError extends Error {
  readonly kind: GeoFailure;
  constructor(kind: GeoFailure) {
    super(kind);
    this.name = 'GeoError';
    this.kind = kind;
  }
}

/** Spec 01 §9: low-accuracy positioning, decided within 5000 ms. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

export function getCurrentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeoError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        const kind: GeoFailure =
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable';
        reject(new GeoError(kind));
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
