import { join } from 'node:path';
import type { Env } from '../../env';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

const byEnv = new WeakMap<Env, FileStorage>();

/** The storage the environment asks for (UPLOADS_STORAGE), one per loaded environment. */
export function getFileStorage(env: Env): FileStorage {
  let storage = byEnv.get(env);
  if (!storage) {
    storage =
      env.UPLOADS_STORAGE === 's3'
        ? createS3Storage({
            endpoint: env.S3_ENDPOINT as string,
            bucket: env.S3_BUCKET as string,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
          })
        : createLocalDiskStorage(env.UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads'));
    byEnv.set(env, storage);
  }
  return storage;
}
