/** The largest database id (PostgreSQL integer); ids in paths, queries and bodies stop there. */
export const MAX_ID = 2_147_483_647;

/** The message of an id above MAX_ID: no such row can exist. */
export const ID_TOO_LARGE = { error: `ids are at most ${MAX_ID}` } as const;
