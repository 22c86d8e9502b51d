import { beforeAll, beforeEach } from 'vitest';
import { buildImage } from '../../../test/builders/images';
import { useTempDataDirApp } from '../../../test/temp-data-dir-app';
import type { TestApp } from '../../../test/test-app';
import { buildPartnerWorld, type FormFile, type PartnerWorld } from './partner-forms';

export type PartnerTestKit = { t: TestApp; dataDir: string; world: PartnerWorld; png: FormFile };

/**
 * One test app for the file, its uploads in a fresh temporary folder (`<folder>-XXXXXX`, removed
 * after the file), a PNG named `imageName` to upload, and before each test an empty database with
 * the partner world. Read the kit's fields inside tests or hooks declared after this call.
 */
export function usePartnerTestApp(options: {
  folder: string;
  imageName: string;
  env?: Record<string, string>;
}): PartnerTestKit {
  const kit = {} as PartnerTestKit;
  const app = useTempDataDirApp(`${options.folder}-`, options.env);
  beforeAll(async () => {
    kit.t = app.t;
    kit.dataDir = app.dataDir;
    kit.png = { bytes: await buildImage('image/png'), name: options.imageName };
  });
  beforeEach(async () => {
    await kit.t.reset();
    kit.world = await buildPartnerWorld(kit.t.db);
  });
  return kit;
}
