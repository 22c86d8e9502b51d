/** Items per page of a category's products (the category page and the home's category variant). */
export const CATEGORY_PAGE_SIZE = 12;
