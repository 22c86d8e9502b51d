import type { AppDeps } from '../../app-types';
import { type FieldError, ValidationError } from '../../errors/app-error';
import { assertAcceptableImage, deleteUpload, saveImageUpload } from '../uploads/uploads.service';

/** One form field's files (a single logo, or up to three identity images). */
export type FieldFiles = { field: string; files: readonly File[] };
export type CheckedFiles = { field: string; contents: Uint8Array[] };

/**
 * Reads every file and checks its bytes (format, size, pixels) before anything is stored, so a
 * renamed PDF in the last field keeps nothing; the answer names every failing field.
 */
export async function checkPartnerFiles(
  fields: readonly FieldFiles[],
): Promise<{ checked: CheckedFiles[]; entries: FieldError[] }> {
  const checked: CheckedFiles[] = [];
  const entries: FieldError[] = [];
  for (const { field, files } of fields) {
    const contents = await Promise.all(
      files.map(async (f) => new Uint8Array(await f.arrayBuffer())),
    );
    try {
      for (const bytes of contents) assertAcceptableImage(bytes, field);
      checked.push({ field, contents });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      entries.push(...error.entries);
    }
  }
  return { checked, entries };
}

/**
 * Re-encodes and stores the checked files as private uploads (no owner: only signed links the
 * operator's endpoints hand out can read them). Answers the upload ids per field; if one fails,
 * the ones already stored are removed before the error goes on.
 */
export async function storePartnerFiles(
  deps: AppDeps,
  purpose: string,
  checked: readonly CheckedFiles[],
): Promise<Map<string, string[]>> {
  const saved: string[] = [];
  const byField = new Map<string, string[]>();
  try {
    for (const { field, contents } of checked) {
      const ids: string[] = [];
      for (const bytes of contents) {
        const row = await saveImageUpload(deps, bytes, {
          purpose,
          ownerUserId: null,
          access: 'owner',
          field,
        });
        saved.push(row.id);
        ids.push(row.id);
      }
      byField.set(field, ids);
    }
    return byField;
  } catch (error) {
    await removePartnerFiles(deps, saved);
    throw error;
  }
}

/** Removes stored files (a failed application, or a rejected one); never throws. */
export async function removePartnerFiles(deps: AppDeps, ids: readonly (string | null)[]) {
  for (const id of ids) {
    if (id) await deleteUpload(deps, id).catch(() => {});
  }
}

/** The one id stored for a single-file field. */
export function onlyId(byField: Map<string, string[]>, field: string): string {
  const id = byField.get(field)?.[0];
  if (!id) throw new Error(`no upload stored for ${field}`);
  return id;
}
