const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a file may wait for the thing it is for: a checkout's prescription until the order is
 * placed, a chat image or review photo until its message or review is written.
 */
export const DEFAULT_UPLOAD_GRACE_HOURS = 24;

/** Uploads made before this instant and never attached are orphans at `now`. */
export function getOrphanCutoff(now: Date, graceHours: number): Date {
  return new Date(now.getTime() - graceHours * HOUR_MS);
}

/**
 * An upload is orphaned when nothing ever took it (no order, message, review, profile or
 * application) and its grace period is over: the sweep may remove its record and then its file.
 * Once attached, an upload is never an orphan: its feature deletes it when the thing goes.
 */
export function isUploadOrphaned(
  upload: { createdAt: Date; attachedAt: Date | null },
  now: Date,
  graceHours: number,
): boolean {
  return upload.attachedAt === null && upload.createdAt < getOrphanCutoff(now, graceHours);
}
