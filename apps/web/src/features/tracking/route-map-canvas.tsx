'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { addBaseLayers } from '@/features/location/base-layers';
import type { LatLng } from '@/features/location/location-api';

/** Spec 02 §9: the route map opens at zoom 10 (and fits both ends). */
const ROUTE_ZOOM = 10;

export type RouteMapCanvasProps = {
  from: LatLng;
  to: LatLng;
  label: string;
  storeName: string;
  /** The store's marker was chosen: the caller opens the store modal. */
  onStoreChosen: () => void;
  onMapFailed: () => void;
};

/** The delivery route: the store, the delivery address and the line between them. */
export function RouteMapCanvas(props: RouteMapCanvasProps) {
  const containerRef = useRef<HTMLElement>(null);
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });
  const ends = useRef({ from: props.from, to: props.to, storeName: props.storeName });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { from, to, storeName } = ends.current;
    const map = L.map(container, {
      center: [from.lat, from.lng],
      zoom: ROUTE_ZOOM,
      keyboard: true,
    });
    const abort = new AbortController();
    addBaseLayers(map, { signal: abort.signal, onFailed: () => callbacks.current.onMapFailed() });
    L.polyline(
      [
        [from.lat, from.lng],
        [to.lat, to.lng],
      ],
      { className: 'route-line', weight: 4, dashArray: '6 8', interactive: false },
    ).addTo(map);
    L.circleMarker([from.lat, from.lng], { className: 'route-store', radius: 9, weight: 3 })
      .bindTooltip(storeName, { direction: 'top', className: 'basemap-label' })
      .on('click', () => callbacks.current.onStoreChosen())
      .addTo(map);
    L.circleMarker([to.lat, to.lng], { className: 'route-home', radius: 8, weight: 3 }).addTo(map);
    map.fitBounds(
      L.latLngBounds([
        [from.lat, from.lng],
        [to.lat, to.lng],
      ]),
      { padding: [32, 32], maxZoom: 16 },
    );
    return () => {
      abort.abort();
      map.remove();
    };
  }, []);

  return <section ref={containerRef} aria-label={props.label} className="absolute inset-0" />;
}
