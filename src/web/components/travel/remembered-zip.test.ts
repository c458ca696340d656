import { beforeEach, describe, expect, test } from 'vitest';
import { BROWSER_KEEP_DAYS } from '@web/lib/expiring-storage';
import { REMEMBERED_ZIP_KEY, recallZip, rememberZip } from './remembered-zip';

beforeEach(() => window.localStorage.clear());

describe('the remembered ZIP', () => {
  test('a 5-digit ZIP is remembered and recalled', () => {
    rememberZip(' 20815 ');
    expect(recallZip()).toBe('20815');
  });

  test('clearing the box, or a half-typed ZIP, forgets the one remembered', () => {
    rememberZip('20815');
    rememberZip('208');
    expect(recallZip()).toBe('');
    expect(window.localStorage.getItem(REMEMBERED_ZIP_KEY)).toBeNull();
  });

  test('is forgotten after the browser keeping period', () => {
    const stored = new Date('2030-01-01T12:00:00Z');
    rememberZip('20815', stored);
    const justBefore = new Date(stored.getTime() + BROWSER_KEEP_DAYS * 86_400_000 - 60_000);
    expect(recallZip(justBefore)).toBe('20815');
    const after = new Date(stored.getTime() + (BROWSER_KEEP_DAYS + 1) * 86_400_000);
    expect(recallZip(after)).toBe('');
  });

  test('something that is not a ZIP under the key is not recalled', () => {
    window.localStorage.setItem(REMEMBERED_ZIP_KEY, 'not a zip');
    expect(recallZip()).toBe('');
  });
});
