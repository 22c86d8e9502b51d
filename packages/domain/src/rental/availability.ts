/** A time window [start, end): the start is held, the end is free again. */
export type TimeWindow = { start: Date; end: Date };
export type HeldUnits = TimeWindow & { quantity: number };

/** Two windows overlap when each starts before the other ends (touching windows do not). */
export function doWindowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * The most units that bookings hold at any one instant inside `window`: a sweep over the
 * bookings that overlap it. Two bookings that overlap the window but not each other never count
 * together, so a unit returned at 12:00 can be rented again from 12:00.
 */
export function getPeakHeldUnits(bookings: readonly HeldUnits[], window: TimeWindow): number {
  const edges: { at: number; delta: number }[] = [];
  for (const booking of bookings) {
    if (booking.quantity <= 0 || !doWindowsOverlap(booking, window)) continue;
    const start = Math.max(booking.start.getTime(), window.start.getTime());
    const end = Math.min(booking.end.getTime(), window.end.getTime());
    edges.push({ at: start, delta: booking.quantity }, { at: end, delta: -booking.quantity });
  }
  // At equal times releases come first: [10, 12) and [12, 14) never hold together.
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let held = 0;
  let peak = 0;
  for (const edge of edges) {
    held += edge.delta;
    peak = Math.max(peak, held);
  }
  return peak;
}

/**
 * Issue 13 availability: a vehicle has total_vehicle_count units; overlapping bookings can never
 * hold more units than exist, so what is free for a window is the total minus the peak held in it.
 */
export function getAvailableUnits(
  totalVehicleCount: number,
  bookings: readonly HeldUnits[],
  window: TimeWindow,
): number {
  return Math.max(0, totalVehicleCount - getPeakHeldUnits(bookings, window));
}
