import { endpoint } from '../endpoint';

/** GET /customer/wallet/transactions: the caller's wallet ledger, newest first. */
export const walletTransactions = endpoint({
  method: 'GET',
  path: '/customer/wallet/transactions',
  tags: ['customer', 'wallet'],
  errors: [401, 422],
  schemas: async () => {
    const [{ PageQuerySchema }, { WalletTransactionListSchema }] = await Promise.all([
      import('../paging'),
      import('../wallet'),
    ]);
    return { query: PageQuerySchema, response: WalletTransactionListSchema };
  },
});

/** GET /customer/loyalty-point/transactions: the caller's points ledger, newest first. */
export const loyaltyPointTransactions = endpoint({
  method: 'GET',
  path: '/customer/loyalty-point/transactions',
  tags: ['customer', 'loyalty'],
  errors: [401, 422],
  schemas: async () => {
    const [{ PageQuerySchema }, { LoyaltyPointTransactionListSchema }] = await Promise.all([
      import('../paging'),
      import('../loyalty'),
    ]);
    return { query: PageQuerySchema, response: LoyaltyPointTransactionListSchema };
  },
});

/** POST /customer/loyalty-point/point-transfer: points to wallet at the config's rate. */
export const loyaltyPointTransfer = endpoint({
  method: 'POST',
  path: '/customer/loyalty-point/point-transfer',
  tags: ['customer', 'loyalty'],
  errors: [401, 403, 422],
  schemas: async () => {
    const [{ PointTransferBodySchema }, { MessageResponseSchema }] = await Promise.all([
      import('../loyalty'),
      import('../errors'),
    ]);
    return { body: PointTransferBodySchema, response: MessageResponseSchema };
  },
});

/** POST /customer/wallet/add-fund: `{redirect_link}` to the gateway; credited by its callback. */
export const walletAddFund = endpoint({
  method: 'POST',
  path: '/customer/wallet/add-fund',
  tags: ['customer', 'wallet'],
  errors: [401, 403, 422],
  schemas: async () => {
    const { AddFundBodySchema, AddFundResponseSchema } = await import('../wallet');
    return { body: AddFundBodySchema, response: AddFundResponseSchema };
  },
});

/** GET /customer/wallet/bonuses: the top-up bonuses running today. */
export const walletBonuses = endpoint({
  method: 'GET',
  path: '/customer/wallet/bonuses',
  tags: ['customer', 'wallet'],
  errors: [401, 403],
  schemas: async () => ({ response: (await import('../wallet')).WalletBonusListSchema }),
});
