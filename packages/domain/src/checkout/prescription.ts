import { MAX_IMAGES_PER_SEND } from '../uploads/images-per-send';

/** At most this many prescription images go with one order (spec 02 §9: 3 images per send). */
export const MAX_PRESCRIPTION_IMAGES = MAX_IMAGES_PER_SEND;

/** Whether any line is a pharmacy item that may only be sold against a prescription. */
export function needsPrescription(lines: readonly { prescriptionRequired: boolean }[]): boolean {
  return lines.some((line) => line.prescriptionRequired);
}

/**
 * Spec 02 §8 'Please upload your prescription image': an order with an item whose
 * is_prescription_required is set cannot be placed without at least one prescription image.
 */
export function isPrescriptionMissing(
  lines: readonly { prescriptionRequired: boolean }[],
  prescriptionImages: number,
): boolean {
  return needsPrescription(lines) && prescriptionImages === 0;
}
