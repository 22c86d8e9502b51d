'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { addBaseLayers } from '@/features/location/base-layers';
import type { LatLng } from '@/features/location/location-api';

/** Spec 02 §9: the route map opens at zoom 10 (and fits both ends). */
const ROUTE_ZOOM = 10;

/** One end of the route: where it is and the name its marker shows on hover, if any. */
export type RouteMapEnd = { point: LatLng; name?: string };

export type RouteMapCanvasProps = {
  /** The store (a store order) or the sender (a parcel). */
  from: RouteMapEnd;
  /** The delivery address or the receiver. */
  to: RouteMapEnd;
  label: string;
  /** The start's marker was chosen (the store's: the caller opens the store modal). */
  onFromChosen?: () => void;
  onMapFailed: () => void;
};

/** A route: its start, its end and the line between them. */
export function RouteMapCanvas(props: RouteMapCanvasProps) {
  const containerRef = useRef<HTMLElement>(null);
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });
  const ends = useRef({ from: props.from, to: props.to });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { from, to } = ends.current;
    const start: L.LatLngTuple = [from.point.lat, from.point.lng];
    const end: L.LatLngTuple = [to.point.lat, to.point.lng];
    const map = L.map(container, { center: start, zoom: ROUTE_ZOOM, keyboard: true });
    const abort = new AbortController();
    addBaseLayers(map, { signal: abort.signal, onFailed: () => callbacks.current.onMapFailed() });
    L.polyline([start, end], {
      className: 'route-line',
      weight: 4,
      dashArray: '6 8',
      interactive: false,
    }).addTo(map);
    const startMarker = L.circleMarker(start, { className: 'route-from', radius: 9, weight: 3 })
      .on('click', () => callbacks.current.onFromChosen?.())
      .addTo(map);
    const endMarker = L.circleMarker(end, { className: 'route-to', radius: 8, weight: 3 }).addTo(
      map,
    );
    const tooltip = { direction: 'top', className: 'basemap-label' } as const;
    if (from.name) startMarker.bindTooltip(from.name, tooltip);
    if (to.name) endMarker.bindTooltip(to.name, tooltip);
    map.fitBounds(L.latLngBounds([start, end]), { padding: [32, 32], maxZoom: 16 });
    return () => {
      abort.abort();
      map.remove();
    };
  }, []);

  return <section ref={containerRef} aria-label={props.label} className="absolute inset-0" />;
}
