import type { Basemap } from '@marketplace/contract/basemap';
import L from 'leaflet';

/**
 * Issue 17 §4: a basemap drawn from what the product knows, for deployments without a tile
 * service (the demo, offline): the zones' outlines, the gazetteer's places labelled, the stores as
 * dots. Leaflet's vector layers, so nothing is fetched from outside.
 */
export function drawBasemap(map: L.Map, basemap: Basemap): L.LayerGroup {
  const group = L.layerGroup();
  for (const zone of basemap.zones) {
    L.polygon(
      zone.polygon.map((point) => [point.lat, point.lng] as [number, number]),
      {
        className: 'basemap-zone',
        weight: 2,
        fillOpacity: 0.12,
        interactive: false,
      },
    )
      .bindTooltip(zone.name, { permanent: false, direction: 'center', className: 'basemap-label' })
      .addTo(group);
  }
  for (const place of basemap.places) {
    L.circleMarker([place.lat, place.lng], {
      className: 'basemap-place',
      radius: 3,
      weight: 1,
      fillOpacity: 0.9,
      interactive: false,
    })
      .bindTooltip(place.name, {
        permanent: true,
        direction: 'right',
        offset: [4, 0],
        className: 'basemap-label',
      })
      .addTo(group);
  }
  for (const store of basemap.stores) {
    L.circleMarker([store.lat, store.lng], {
      className: 'basemap-store',
      radius: 4,
      weight: 1,
      fillOpacity: 0.9,
      interactive: false,
    }).addTo(group);
  }
  return group.addTo(map);
}
