import { describe, expect, it } from 'vitest';
import { buildMediaUrl } from './media-url';

describe('media urls', () => {
  it('serve seeded media under /images', () => {
    expect(buildMediaUrl('http://api.test/', '/stores/a.svg')).toBe(
      'http://api.test/images/stores/a.svg',
    );
  });

  it('link an upload named as a media path to the uploads endpoint', () => {
    expect(
      buildMediaUrl('http://api.test', 'uploads/0b6f7c1e-1111-4222-8333-944455556666.png'),
    ).toBe('http://api.test/api/v1/uploads/0b6f7c1e-1111-4222-8333-944455556666.png');
  });
});
