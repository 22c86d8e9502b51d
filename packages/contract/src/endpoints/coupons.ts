import { endpoint } from '../endpoint';

const coupons = () => import('../coupons');

/** GET /coupon/list: the signed-in customer's usable coupons in the module and zone. */
export const couponList = endpoint({
  method: 'GET',
  path: '/coupon/list',
  tags: ['customer'],
  errors: [401, 422],
  schemas: async () => ({ response: (await coupons()).CouponListSchema }),
});

/**
 * GET /coupon/apply?code=&store_id=: the coupon when the caller can use it (at that store), 404
 * `coupon` when no coupon has the code, 422 `code` with the reason (`reason`) otherwise.
 */
export const couponApply = endpoint({
  method: 'GET',
  path: '/coupon/apply',
  tags: ['customer'],
  errors: [401, 404, 422],
  schemas: async () => {
    const { CouponApplyQuerySchema, CustomerCouponSchema, CouponRefusedSchema } = await coupons();
    return {
      query: CouponApplyQuerySchema,
      response: CustomerCouponSchema,
      errorBodies: { 422: CouponRefusedSchema },
    };
  },
});

/**
 * GET /rental/coupon/list (spec 02 §7 Rental): the rental module's coupons usable by the caller,
 * guest or customer (a guest's uses are counted by guest_id).
 */
export const rentalCouponList = endpoint({
  method: 'GET',
  path: '/rental/coupon/list',
  tags: ['rental'],
  errors: [401, 422],
  schemas: async () => ({ response: (await coupons()).CouponListSchema }),
});
