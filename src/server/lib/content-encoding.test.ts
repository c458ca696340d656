import { describe, expect, test } from 'vitest';
import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  test('prefers brotli when the client takes both', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  });
  test('falls back to gzip, and to none', () => {
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
  test('honours a refusal with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
