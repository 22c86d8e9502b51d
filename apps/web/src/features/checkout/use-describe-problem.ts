'use client';

import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { useCallback } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { describeCheckoutProblem } from './checkout-problem-text';

export type DescribeProblem = (problem: CheckoutProblem) => string;

/** Checkout problems in the customer's language, amounts in the marketplace's currency. */
export function useDescribeProblem(): DescribeProblem {
  const t = useT();
  const { currency } = useCatalogSettings();
  return useCallback(
    (problem) => describeCheckoutProblem(problem, t, (major) => formatAmount(major, currency)),
    [t, currency],
  );
}
