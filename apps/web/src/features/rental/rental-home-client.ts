// The rental home's client components in one module, so that rental-home-islands.tsx loads them
// as one chunk (an import() per file would copy their shared code into each chunk).
export { RentalShell } from './rental-shell';
export { TripSearchForm } from './trip-search-form';
export { VehicleGrid } from './vehicle-grid';
