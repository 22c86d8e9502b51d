import type { MinorUnits } from '../money/minor-units';

/** Config additional_charge_status and additional_charge (minor units). */
export type AdditionalChargeConfig = { status: boolean; amount: MinorUnits };

/**
 * The additional service charge (named by additional_charge_name): a flat amount on every order,
 * delivery or take-away, while its status is on. Not taxed.
 */
export function calculateAdditionalCharge(config: AdditionalChargeConfig): MinorUnits {
  return config.status ? Math.max(0, config.amount) : 0;
}
