import { prescriptionUpload } from '@marketplace/contract/endpoints/prescriptions';
import { callApi } from '@/lib/api-client';

/** POST /customer/order/prescription (multipart): the images' ids for place's order_attachment. */
export function uploadPrescription(files: File[], guestId: string | null) {
  return callApi(prescriptionUpload, {
    body: { order_attachment: files, ...(guestId ? { guest_id: guestId } : {}) },
  });
}
