import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

const site = { phone: '(202) 555-0100', email: 'hello@example.com', publicUrl: 'https://swim.example' };

/** A page as the server sends it: the site configuration in its JSON block. */
async function renderWithGateway(paymentGateway: 'test' | 'stripe') {
  const block = document.createElement('script');
  block.id = 'site-config';
  block.type = 'application/json';
  block.textContent = JSON.stringify({ ...site, paymentGateway });
  document.head.append(block);
  // The configuration is read once per page load: a fresh module is a fresh page.
  vi.resetModules();
  const { TestModeNotice } = await import('./test-mode-notice');
  return render(<TestModeNotice />);
}

afterEach(() => document.getElementById('site-config')?.remove());

describe('TestModeNotice', () => {
  test('says no real payments are taken while the test gateway is active', async () => {
    await renderWithGateway('test');
    expect(screen.getByRole('note')).toHaveTextContent('Test mode: no real payments are taken');
  });

  test('is absent when Stripe takes the payments', async () => {
    const { container } = await renderWithGateway('stripe');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });
});
