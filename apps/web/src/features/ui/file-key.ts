/** A stable React key per chosen file (the same photo may be chosen twice). */
const fileKeys = new WeakMap<File, string>();
let nextKey = 0;

export function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextKey += 1;
    key = `file-${nextKey}`;
    fileKeys.set(file, key);
  }
  return key;
}
