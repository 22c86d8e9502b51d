/**
 * How a delivery man is paid (API contract: `earning`, 1 freelance, 0 salaried) and what he
 * rides. The vehicle types are the ones the fee rules and the operator know.
 */
export const EARNING_TYPES = { 1: 'freelance', 0: 'salaried' } as const;
export type EarningType = (typeof EARNING_TYPES)[keyof typeof EARNING_TYPES];

export const DELIVERY_VEHICLE_TYPES = ['bicycle', 'motorbike', 'scooter', 'car', 'van'] as const;
export type DeliveryVehicleType = (typeof DELIVERY_VEHICLE_TYPES)[number];
