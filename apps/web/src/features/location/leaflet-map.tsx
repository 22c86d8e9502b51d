'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { publicEnv } from '@/lib/public-env';
import { addBaseLayers } from './base-layers';
import type { LatLng } from './location-api';

/** Spec 02 §9: picker zoom 17, max 21, min 1. */
export const MAP_ZOOM = { picker: 17, max: 21, min: 1 } as const;

export type LeafletMapProps = {
  center: LatLng;
  zoom?: number;
  label: string;
  /** Called after the user pans the map (the fixed pin marks the new centre). */
  onCenterChange?: (center: LatLng) => void;
  /**
   * Nothing can be drawn: no tiles and no basemap (the API cannot be reached); the caller shows
   * the coordinate panel instead.
   */
  onMapFailed: () => void;
};

function isSamePoint(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
}

/** The Leaflet canvas. Loaded only when a map opens (next/dynamic), never on first load. */
export function LeafletMap({
  center,
  zoom = MAP_ZOOM.picker,
  label,
  onCenterChange,
  onMapFailed,
}: LeafletMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const callbacks = useRef({ onCenterChange, onMapFailed });
  useEffect(() => {
    callbacks.current = { onCenterChange, onMapFailed };
  }, [onCenterChange, onMapFailed]);
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { center: start, zoom: startZoom } = initialView.current;
    const map = L.map(container, {
      center: [start.lat, start.lng],
      zoom: startZoom,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
      zoomControl: true,
      attributionControl: Boolean(publicEnv.mapTileAttribution),
      keyboard: true,
    });
    const abort = new AbortController();
    addBaseLayers(map, { signal: abort.signal, onFailed: () => callbacks.current.onMapFailed() });
    map.on('moveend', () => {
      const { lat, lng } = map.getCenter();
      callbacks.current.onCenterChange?.({ lat, lng });
    });
    mapRef.current = map;
    return () => {
      abort.abort();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // Typed coordinates move the map; the map's own moves already match.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const current = map.getCenter();
    if (!isSamePoint({ lat: current.lat, lng: current.lng }, center)) {
      map.setView([center.lat, center.lng], map.getZoom(), { animate: false });
    }
  }, [center]);

  return <section ref={containerRef} aria-label={label} className="absolute inset-0" />;
}
