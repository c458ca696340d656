import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { dismissToast, toast, TOAST_DURATION_MS, useToasts } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  const { result } = renderHook(() => useToasts());
  for (const t of result.current) act(() => dismissToast(t.id));
  vi.useRealTimers();
});

describe('toasts', () => {
  test('a toast disappears by itself after 5 seconds', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  test('a new toast with the same title replaces the older one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Missing Information', description: 'first' });
      toast({ title: 'Other' });
      toast({ title: 'Missing Information', description: 'second', variant: 'destructive' });
    });
    expect(result.current.map((t) => [t.title, t.description ?? '', t.variant])).toEqual([
      ['Other', '', 'default'],
      ['Missing Information', 'second', 'destructive'],
    ]);
  });

  test('closing a toast removes it at once', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Closable' });
    });
    act(() => dismissToast(id));
    expect(result.current).toHaveLength(0);
  });
});
