/**
 * Where uploaded bytes live. Keys are made by the uploads facility (`{folder}/{uuid}.{ext}`),
 * never by a client; who may read a file is decided from the `uploads` row before `get`.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Folders and a file name of letters, digits, dot, dash, underscore; no segment starts with a dot. */
const STORAGE_KEY = /^[a-z0-9_-]+(\/[a-z0-9_-][a-z0-9._-]*)+$/i;

export function assertStorageKey(key: string): void {
  if (key.length > 200 || !STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}
