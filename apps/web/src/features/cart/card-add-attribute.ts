/**
 * The data attribute of a product card's add-to-cart button for an item without choices; the
 * header's cart button listens for clicks on it (features/cart/cart-button.tsx).
 */
export const CARD_ADD_ATTRIBUTE = 'data-cart-add';
export const CARD_ADD_SELECTOR = `[${CARD_ADD_ATTRIBUTE}]`;
