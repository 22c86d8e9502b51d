/**
 * Issue 14 loyalty points: a delivered order earns `pointsPerUnit` points per major unit of its
 * total (config loyalty_point_item_purchase_point), rounded down; none while loyalty is off.
 */
export function getOrderPoints(input: {
  isLoyaltyOn: boolean;
  /** Minor units. */
  orderTotal: number;
  pointsPerUnit: number;
  digits: number;
}): number {
  if (!input.isLoyaltyOn || input.orderTotal <= 0 || input.pointsPerUnit <= 0) return 0;
  return Math.floor((input.orderTotal * input.pointsPerUnit) / 10 ** input.digits);
}
