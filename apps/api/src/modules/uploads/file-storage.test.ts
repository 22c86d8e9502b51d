import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/** An in-memory S3 that answers like the real one and records what it was sent. */
function fakeS3() {
  const objects = new Map<string, { bytes: Uint8Array; type: string | null }>();
  const requests: { method: string; url: string; headers: Headers }[] = [];
  const fetch = async (input: URL | string | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    requests.push({ method: init?.method ?? 'GET', url, headers });
    const key = new URL(url).pathname;
    if (init?.method === 'PUT') {
      objects.set(key, {
        bytes: new Uint8Array(init.body as Uint8Array),
        type: headers.get('content-type'),
      });
      return new Response(null, { status: 200 });
    }
    if (init?.method === 'DELETE') {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    const object = objects.get(key);
    return object
      ? new Response(object.bytes, { status: 200 })
      : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
  };
  return { objects, requests, fetch: fetch as typeof globalThis.fetch };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-storage-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const s3 = fakeS3();
const storages: [string, () => FileStorage][] = [
  ['local disk', () => createLocalDiskStorage(dir)],
  [
    'S3-compatible',
    () =>
      createS3Storage({
        endpoint: 'http://minio.test:9000/',
        bucket: 'uploads',
        region: 'eu-central-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        fetch: s3.fetch,
      }),
  ],
];

describe.each(storages)('File storage on %s', (_name, make) => {
  it('keeps, returns and removes bytes by key', async () => {
    const storage = make();
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put('profile-photo/a1b2.png', bytes, 'image/png');
    expect(await storage.get('profile-photo/a1b2.png')).toEqual(bytes);
    await storage.delete('profile-photo/a1b2.png');
    expect(await storage.get('profile-photo/a1b2.png')).toBeNull();
    await storage.delete('profile-photo/a1b2.png');
  });

  it.each(['../etc/passwd', 'a/../../b.png', '/abs.png', 'one', 'a/.hidden'])(
    'refuses the key %s',
    async (key) => {
      await expect(make().put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(
        /invalid storage key/,
      );
    },
  );
});

describe('S3-compatible storage', () => {
  it('sends signed path-style requests to the bucket', () => {
    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('http://minio.test:9000/uploads/profile-photo/a1b2.png');
    expect(put?.headers.get('content-type')).toBe('image/png');
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers.get('x-amz-content-sha256')).toMatch(/^[0-9a-f]{64}$/);
  });
});
