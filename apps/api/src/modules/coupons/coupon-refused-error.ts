import { ValidationError } from '../../errors/app-error';

/** 422 `code`: the coupon exists but does not apply; `reason` is the domain's problem code. */
export class CouponRefusedError extends ValidationError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super([{ code: 'code', message }]);
  }

  override extraBody(): Record<string, unknown> {
    return { reason: this.reason };
  }
}
