import { type RentalMessages, rentalEn } from './rental-en';

/** Placeholder until translated below. */
export const rentalEs: RentalMessages = { ...rentalEn };
