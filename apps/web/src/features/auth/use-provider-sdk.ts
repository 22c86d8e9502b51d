'use client';

import { useEffect, useRef, useState } from 'react';
import { loadScript } from './load-script';

export type SdkStatus = 'loading' | 'ready' | 'unavailable';

type ProviderSdk = {
  src: string;
  /** Null when the provider is on but not configured: no script is loaded at all. */
  clientId: string | null;
  isLoaded: () => boolean;
  /** Runs once the script is there (initialise, render the button); throwing means unavailable. */
  setup: () => void;
};

/**
 * Loads a provider's script only when the provider is configured, then runs `setup` once.
 * Without a network (or with the script blocked) the status becomes 'unavailable'.
 */
export function useProviderSdk({ src, clientId, isLoaded, setup }: ProviderSdk): SdkStatus {
  const [status, setStatus] = useState<SdkStatus>(clientId ? 'loading' : 'unavailable');
  const latest = useRef({ isLoaded, setup });
  useEffect(() => {
    latest.current = { isLoaded, setup };
  });

  useEffect(() => {
    if (!clientId) {
      setStatus('unavailable');
      return;
    }
    let isActive = true;
    setStatus('loading');
    const run = () => {
      if (!isActive) return;
      try {
        latest.current.setup();
        setStatus('ready');
      } catch {
        setStatus('unavailable');
      }
    };
    const fail = () => {
      if (isActive) setStatus('unavailable');
    };
    if (latest.current.isLoaded()) run();
    else
      loadScript(src)
        .then(() => (latest.current.isLoaded() ? run() : fail()))
        .catch(fail);
    return () => {
      isActive = false;
    };
  }, [src, clientId]);
  return status;
}
