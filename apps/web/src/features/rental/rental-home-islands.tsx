'use client';

import dynamic from 'next/dynamic';

// The rental home's interactive parts, in a chunk of their own. Every module's home is the one
// /home route, so a static import here would put the rental flow (its dialogs, Radix, the trip
// search) into the first load of the food, grocery and shop homes too. Server-rendered as before:
// a rental home preloads the chunk with its HTML; the other homes never fetch it (decision 0047).
export const RentalShell = dynamic(() => import('./rental-home-client').then((m) => m.RentalShell));
export const TripSearchForm = dynamic(() =>
  import('./rental-home-client').then((m) => m.TripSearchForm),
);
export const VehicleGrid = dynamic(() => import('./rental-home-client').then((m) => m.VehicleGrid));
