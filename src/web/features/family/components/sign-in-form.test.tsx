import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FAMILY_LINK_BUTTON, FAMILY_LINK_SENT_MESSAGE } from '@core/api/family';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

const form = () => within(screen.getByRole('form', { name: 'Sign in to My Lessons' }));

async function askForLink(email: string) {
  const input = form().getByLabelText(/^Email/);
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(form().getByRole('button', { name: FAMILY_LINK_BUTTON }));
}

describe('SignInForm', () => {
  test('a known email and an unknown one read exactly the same answer', async () => {
    const api = fakeApi({ 'POST /api/family/sign-in-link': { status: 202, body: { message: 'sent' } } });
    renderWithApp(<SignInForm />);
    await askForLink('known@example.com');
    expect(await form().findByRole('status')).toHaveTextContent(FAMILY_LINK_SENT_MESSAGE);
    const known = form().getByRole('status').textContent;

    // Whatever the server might write, the page shows its own sentence, so no answer can tell the two apart.
    api.set('POST /api/family/sign-in-link', { status: 202, body: { message: 'no lessons for that email' } });
    await askForLink('stranger@example.com');
    expect(form().getByRole('status').textContent).toBe(known);
    expect(screen.queryByText('no lessons for that email')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/family/sign-in-link').map((c) => c.body)).toEqual([
      { email: 'known@example.com' },
      { email: 'stranger@example.com' },
    ]);
  });

  test('an address that is not an email is refused on the page, without asking the server', async () => {
    const api = fakeApi({});
    renderWithApp(<SignInForm />);
    await askForLink('not-an-email');
    expect(form().getByText('Enter a valid email address')).toBeInTheDocument();
    expect(form().getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByRole('status')).toBeEmptyDOMElement();
    expect(api.calls).toEqual([]);
  });

  test("a request the server could not take shows the server's message, not the sent message", async () => {
    fakeApi({
      'POST /api/family/sign-in-link': {
        status: 429,
        body: { message: 'Too many sign-in links asked for. Try again in 15 minutes.', code: 'RATE_LIMITED' },
      },
    });
    renderWithApp(<SignInForm />);
    await askForLink('busy@example.com');
    expect(await form().findByRole('alert')).toHaveTextContent(
      'Too many sign-in links asked for. Try again in 15 minutes.',
    );
    expect(form().getByRole('status')).toBeEmptyDOMElement();
  });
});
