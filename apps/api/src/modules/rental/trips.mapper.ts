import type { RentalProvider } from '@marketplace/contract/rental-catalog';
import type { Trip } from '@marketplace/contract/trips';
import { isTripReviewable } from '@marketplace/domain/rental/trip-review';
import { canCustomerCancelTrip, isTripRunning } from '@marketplace/domain/rental/trip-status';
import { buildMediaUrl } from '../../lib/media-url';
import type { RentalScope } from './rental-view';
import type { TripReviewRow } from './trip-reviews.repository';
import type { TripRow, TripVehicleRow } from './trips.repository';

export function toTrip(
  row: TripRow,
  vehicles: TripVehicleRow[],
  reviews: TripReviewRow[],
  provider: RentalProvider,
  scope: RentalScope,
): Trip {
  const major = scope.money.toWire;
  return {
    id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    pickup_location: row.pickupLocation,
    destination_location: row.destinationLocation,
    pickup_time: row.pickupTime.toISOString(),
    end_time: row.endTime.toISOString(),
    rental_type: row.rentalType,
    estimated_hours: row.estimatedHours,
    distance: row.distance,
    trip_amount: major(row.total),
    subtotal: major(row.subtotal),
    vehicle_discount: major(row.vehicleDiscount),
    provider_discount: major(row.providerDiscount),
    coupon_code: row.couponCode,
    coupon_discount: major(row.couponDiscount),
    tax: major(row.tax),
    tax_included: row.taxIncluded,
    wallet_amount: major(row.walletAmount),
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    trip_note: row.tripNote,
    cancellation_reason: row.cancellationReason,
    status_times: row.statusTimes as Record<string, string>,
    is_running: isTripRunning(row.status),
    can_cancel: canCustomerCancelTrip(row.status),
    can_review: isTripReviewable(row.status),
    created_at: row.createdAt.toISOString(),
    provider,
    vehicles: vehicles.map((v) => {
      const review = reviews.find((r) => r.vehicleId === v.vehicleId);
      return {
        vehicle_id: v.vehicleId,
        name: v.name,
        image_full_url: buildMediaUrl(scope.publicUrl, v.image),
        quantity: v.quantity,
        unit_price: major(v.unitPrice),
        fare: major(v.fare),
        discount: major(v.discount),
        my_review: review
          ? {
              rating: review.rating,
              comment: review.comment,
              created_at: review.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
}
