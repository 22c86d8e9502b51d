import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_GRACE_HOURS, getOrphanCutoff, isUploadOrphaned } from './orphaned-upload';

const NOW = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 60 * 60 * 1000);

describe('an upload is orphaned when it was never attached and its grace period is over', () => {
  it('is an orphan 24 hours after it was uploaded if nothing took it', () => {
    expect(DEFAULT_UPLOAD_GRACE_HOURS).toBe(24);
    expect(isUploadOrphaned({ createdAt: hoursAgo(25), attachedAt: null }, NOW, 24)).toBe(true);
  });

  it('is not one while still inside its grace period, up to the last instant', () => {
    expect(isUploadOrphaned({ createdAt: hoursAgo(23), attachedAt: null }, NOW, 24)).toBe(false);
    expect(isUploadOrphaned({ createdAt: hoursAgo(24), attachedAt: null }, NOW, 24)).toBe(false);
  });

  it('is never one once attached, however old', () => {
    const attached = { createdAt: hoursAgo(24 * 365), attachedAt: hoursAgo(24 * 364) };
    expect(isUploadOrphaned(attached, NOW, 24)).toBe(false);
  });

  it('follows the configured grace', () => {
    const upload = { createdAt: hoursAgo(3), attachedAt: null };
    expect(isUploadOrphaned(upload, NOW, 2)).toBe(true);
    expect(isUploadOrphaned(upload, NOW, 4)).toBe(false);
    expect(getOrphanCutoff(NOW, 2)).toEqual(hoursAgo(2));
  });
});
