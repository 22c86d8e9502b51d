import { assertStorageKey, type FileStorage } from './file-storage';
import { EMPTY_PAYLOAD_HASH, type SigV4Credentials, sha256Hex, signV4 } from './sigv4';

export type S3StorageOptions = SigV4Credentials & {
  /** e.g. `https://s3.eu-central-1.amazonaws.com`, or a MinIO `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  /** Tests pass their own fetch. */
  fetch?: typeof fetch;
};

/**
 * An S3-compatible bucket through three signed calls (PUT, GET, DELETE Object), path-style
 * (`{endpoint}/{bucket}/{key}`) so MinIO and other stores work without DNS per bucket. Objects
 * are private in the bucket: the API reads them and serves them under its own access rules.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const send = options.fetch ?? fetch;
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    const path = key.split('/').map(encodeURIComponent).join('/');
    return new URL(
      `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${path}`,
    );
  };
  const call = (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const url = objectUrl(key);
    const headers = signV4(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
        date: new Date(),
      },
      options,
    );
    const { host: _host, ...sent } = headers;
    return send(url, { method, headers: sent, body });
  };
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} failed with ${response.status}: ${detail}`);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw await fail('PUT', response);
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await fail('GET', response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail('DELETE', response);
    },
  };
}
