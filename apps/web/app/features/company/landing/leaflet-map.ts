// The Find Us map (docs/spec/account-and-company-site.md sections 2 and 9): Leaflet with
// OpenStreetMap tiles at zoom 15, one marker. Only location-map.tsx imports it, dynamically,
// when the section comes near the screen: Leaflet and its stylesheet never travel with the page.
import 'leaflet/dist/leaflet.css';
import { divIcon, map as leafletMap, marker, tileLayer } from 'leaflet';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const MAP_ZOOM = 15;

// An inline pin in the shop's colours: no image file for Leaflet's default icon to fetch.
const PIN = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="52" viewBox="0 0 40 52" aria-hidden="true" focusable="false"><path d="M20 51s17-16.3 17-30A17 17 0 0 0 3 21c0 13.7 17 30 17 30z" fill="#1b5336" stroke="#ffffff" stroke-width="2"/><circle cx="20" cy="20" r="7" fill="#f5b83d"/></svg>`;

export interface MapPlace {
  latitude: number;
  longitude: number;
  name: string;
  address: string;
  /** The business hours from the settings (decision 0019), a line each. */
  hours: readonly string[];
}

export interface MapEvents {
  /** No tile could be drawn (offline, blocked): the page says so beside the address. */
  onTilesFailed: () => void;
  /** The first tile is drawn: the map is there, even if an earlier tile failed. */
  onTileDrawn: () => void;
}

function popupContent(place: MapPlace): HTMLElement {
  // Built as nodes: the company profile is staff text, never HTML.
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = place.name;
  box.append(name);
  for (const text of [place.address, ...place.hours]) {
    const line = document.createElement('div');
    line.textContent = text;
    box.append(line);
  }
  return box;
}

/** Draws the map into `element`; returns what removes it again. */
export function mountMap(element: HTMLElement, place: MapPlace, events: MapEvents): () => void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const center: [number, number] = [place.latitude, place.longitude];
  const map = leafletMap(element, {
    center,
    zoom: MAP_ZOOM,
    // The page scrolls past the map; a wheel over it should not zoom it by surprise.
    scrollWheelZoom: false,
    zoomAnimation: !reduceMotion,
    fadeAnimation: !reduceMotion,
    markerZoomAnimation: !reduceMotion,
  });
  let drawn = 0;
  let reported = false;
  tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION })
    .on('tileload', () => {
      drawn += 1;
      if (drawn === 1) events.onTileDrawn();
    })
    .on('tileerror', () => {
      if (drawn > 0 || reported) return;
      reported = true;
      events.onTilesFailed();
    })
    .addTo(map);
  const pin = marker(center, {
    icon: divIcon({
      html: PIN,
      className: 'company-map-pin',
      iconSize: [40, 52],
      iconAnchor: [20, 51],
      popupAnchor: [0, -46],
    }),
    title: place.name,
    keyboard: true,
  })
    .addTo(map)
    .bindPopup(popupContent(place));
  pin.getElement()?.setAttribute('aria-label', `${place.name}: show the address and hours`);
  return () => {
    map.remove();
  };
}
