/** Spec 02 §9: at most 3 images per send (chat, prescriptions, review photos). */
export const MAX_IMAGES_PER_SEND = 3;
