import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { deferredComponent, loadDeferredParts } from './deferred-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a deferred part of the page', () => {
  test('shows its placeholder until its code has loaded, then itself with its props', async () => {
    let resolve!: (c: typeof Greeting) => void;
    const Deferred = deferredComponent(
      () => new Promise<typeof Greeting>((r) => (resolve = r)),
      <p>Waiting</p>,
    );
    render(<Deferred name="Ada" />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  test('a chunk that fails to load leaves the placeholder, is reported, and is tried again on the next showing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Deferred = deferredComponent(load, <p>Waiting</p>);
    const first = render(<Deferred name="Ada" />);
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByText('Waiting')).toBeTruthy();
    first.unmount();
    render(<Deferred name="Grace" />);
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  test('a part that stays mounted after a failed load tries again when its owner renders it again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Deferred = deferredComponent(load, <p>Waiting</p>);
    const view = render(<Deferred name="Ada" />);
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByText('Waiting')).toBeTruthy();
    view.rerender(<Deferred name="Grace" />); // a dialog opened, say
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  test('once the prerender has loaded every deferred part, the HTML has them in place of their placeholders', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Greeting), <p>Waiting</p>);
    expect(renderToString(<Deferred name="Ada" />)).toContain('Waiting');
    await loadDeferredParts();
    expect(renderToString(<Deferred name="Ada" />)).toContain('Hello <!-- -->Ada');
  });
});
