import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '@marketplace/contract/endpoint';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { IMAGE_FORMAT_MESSAGE, ImageFileSchema } from '@marketplace/contract/uploads';
import { MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildForm,
  buildImage,
  buildImageWithMetadata,
  PLANTED_METADATA,
} from '../../test/builders/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer } from '../auth/auth-test-kit';
import { getFileStorage } from './create-file-storage';
import { signedUploadUrl, uploadUrl } from './upload-links';
import { findUpload } from './uploads.repository';
import { saveImageUpload, type UploadAccess } from './uploads.service';

let t: TestApp;
let dataDir: string;

const TestUploadBody = z.object({
  access: z.enum(['public', 'owner']).default('public'),
  file: ImageFileSchema,
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir },
    // A form that takes one image, as profile photos, chat images and prescriptions do.
    configure: (app) => {
      app.post('/test/upload', { schema: { body: TestUploadBody } }, async (request) => {
        const body = request.body as z.output<typeof TestUploadBody>;
        const row = await saveImageUpload(t.deps, body.file, {
          purpose: 'test_file',
          ownerUserId: null,
          access: body.access,
          field: 'file',
        });
        return { id: row.id, content_type: row.contentType };
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => t.reset());

const deps = () => t.deps;

function postFile(bytes: Uint8Array, name: string, type = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: '/test/upload',
    payload: buildForm({}, { file: { bytes, name, type } }),
  });
}

function firstError(body: unknown) {
  return ErrorEnvelopeSchema.parse(body).errors[0];
}

async function storedBytes(id: string) {
  const row = await findUpload(t.db, id);
  if (!row) throw new Error('no upload row');
  const bytes = await getFileStorage(t.env).get(row.storageKey);
  if (!bytes) throw new Error('no stored bytes');
  return Buffer.from(bytes);
}

describe('Uploads: only JPG, PNG, JPEG or GIF, at most 2 MB, told from the bytes', () => {
  it.each([
    ['image/jpeg', 'photo.jpg', 'jpg'],
    ['image/png', 'photo.png', 'png'],
    ['image/gif', 'photo.gif', 'gif'],
  ] as const)('accepts a %s and stores it under its own type', async (type, name, ext) => {
    const response = await postFile(await buildImage(type), name, type);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(new RegExp(`\\.${ext}$`)),
      content_type: type,
    });
  });

  it('believes the bytes, not the name or the declared type', async () => {
    const response = await postFile(await buildImage('image/png'), 'holiday.gif', 'image/gif');
    expect(response.json()).toMatchObject({
      content_type: 'image/png',
      id: expect.stringMatching(/\.png$/),
    });
  });

  it.each([
    [
      'an SVG named .png',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.png',
    ],
    ['an HTML page named .jpg', async () => Buffer.from('<!doctype html><h1>hi</h1>'), 'a.jpg'],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n'), 'scan.pdf'],
    ['a truncated PNG', async () => (await buildImage('image/png')).subarray(0, 40), 'cut.png'],
  ])("refuses %s with the spec's alert", async (_what, makeBytes, name) => {
    const response = await postFile(await makeBytes(), name);
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json())).toEqual({ code: 'file', message: IMAGE_FORMAT_MESSAGE });
  });

  it('refuses a file over 2 MB with a 422 on its field', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await buildImage('image/png')).copy(big);
    const response = await postFile(big, 'big.png');
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json())).toEqual({
      code: 'file',
      message: 'The image must be 2 MB or smaller.',
    });
  });

  it('checks the text fields of a multipart body for control characters like a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/upload',
      payload: buildForm(
        { access: 'public\u0001' },
        { file: { bytes: await buildImage('image/png'), name: 'a.png' } },
      ),
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json())?.code).toBe('access');
  });

  it('re-encodes the image: metadata and anything after the image are gone', async () => {
    for (const type of ['image/jpeg', 'image/png'] as const) {
      const planted = await buildImageWithMetadata(type);
      expect(planted.includes(PLANTED_METADATA)).toBe(true);
      const response = await postFile(planted, 'x', type);
      expect(response.statusCode).toBe(200);
      const stored = await storedBytes(response.json().id);
      expect(stored.includes(PLANTED_METADATA)).toBe(false);
      expect(stored.includes('script')).toBe(false);
    }
  });
});

describe('GET /api/v1/uploads/{id}: safe headers, readable only by those allowed', () => {
  async function upload(access: UploadAccess, ownerUserId: number | null) {
    return saveImageUpload(deps(), await buildImage('image/png'), {
      purpose: 'test_file',
      ownerUserId,
      access,
      field: 'file',
    });
  }
  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: url.replace(t.env.PUBLIC_URL, ''),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('serves a public file to anyone with its stored type, inline, never sniffed or run', async () => {
    const row = await upload('public', null);
    const response = await get(uploadUrl(t.env.PUBLIC_URL, row.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${row.id}"`);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.equals(await storedBytes(row.id))).toBe(true);
  });

  it('shows an owner-only file to its owner and a 404 to everyone else', async () => {
    const owner = await buildCustomer(t.db, { phone: '+8801711000001' });
    const other = await buildCustomer(t.db, { phone: '+8801711000002' });
    const row = await upload('owner', owner.id);
    const url = uploadUrl(t.env.PUBLIC_URL, row.id);

    const mine = await get(url, await issueAccessToken(t.db, owner.id));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    for (const response of [
      await get(url),
      await get(url, await issueAccessToken(t.db, other.id)),
      await get(url, 'not-a-token'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(firstError(response.json())?.code).toBe('upload');
    }
  });

  it('lets a signed link read an owner-only file until it expires, and not a forged one', async () => {
    const owner = await buildCustomer(t.db, { phone: '+8801711000003' });
    const row = await upload('owner', owner.id);
    expect((await get(await signedUploadUrl(deps(), row.id))).statusCode).toBe(200);

    const expired = await signedUploadUrl(deps(), row.id, 60, Date.now() - 61_000);
    expect((await get(expired)).statusCode).toBe(404);
    const forged = (await signedUploadUrl(deps(), row.id)).replace(/signature=./, 'signature=A');
    expect((await get(forged)).statusCode).toBe(404);
    const other = await upload('owner', owner.id);
    const borrowed = (await signedUploadUrl(deps(), row.id)).replace(row.id, other.id);
    expect((await get(borrowed)).statusCode).toBe(404);
  });

  it.each([
    // Raw on purpose: apiPath would URL-encode the traversal's slashes, and the raw path is the attack.
    '/api/v1/uploads/../../etc/passwd',
    apiPath(uploadedFile, { id: 'x.svg' }),
    apiPath(uploadedFile, { id: '00000000-0000-0000-0000-000000000000.png' }),
  ])('answers %s with a 4xx and no file', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect([404, 422]).toContain(response.statusCode);
  });
});
