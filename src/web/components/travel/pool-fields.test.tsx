import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZIP_MESSAGE, type CommunityPool, type ZipInfo } from '@core/api/travel';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { CHOOSE_COMMUNITY_POOL_MESSAGE } from './check-pool-draft';
import { emptyPoolDraft } from './pool-draft';
import { PoolFields } from './pool-fields';
import { useLessonPlace } from './use-lesson-place';

const RIVERSIDE: CommunityPool = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Riverside Community Pool',
  address: '5 River Road',
  city: 'Bethesda',
  state: 'MD',
  zip: '20814',
  travelFeeCents: 1000,
};
const zipInfo = (zip: string, city: string, message: string): ZipInfo => ({
  zip,
  city,
  state: 'MD',
  inServiceArea: true,
  distanceKm: 10,
  travelFeeCents: 1000,
  message,
});

function server() {
  return fakeApi({
    'GET /api/travel/zip/20815': {
      status: 200,
      body: zipInfo('20815', 'Chevy Chase', 'Travel fee to Chevy Chase, MD: $0.00 per lesson'),
    },
    'GET /api/travel/zip/20814': {
      status: 200,
      body: zipInfo('20814', 'Bethesda', 'Travel fee to Bethesda, MD: $10.00 per lesson'),
    },
    'GET /api/travel/community-pools': { status: 200, body: { pools: [RIVERSIDE] } },
  });
}

/** A form with the pool fields; what it would send and whether it may go on are written out for the test. */
function Harness() {
  const [pool, setPool] = useState(() => emptyPoolDraft());
  const check = useLessonPlace(pool);
  return (
    <>
      <PoolFields value={pool} onChange={setPool} check={check} />
      <pre data-testid="place">{JSON.stringify({ status: check.status.kind, place: check.place })}</pre>
    </>
  );
}

/** A description that is this message (the ZIP's live region, empty here, is part of it too). */
const saying = (message: string) => expect.stringMatching(new RegExp(`^${message}\\s*$`));

const outcome = () =>
  JSON.parse(screen.getByTestId('place').textContent ?? '{}') as { status: string; place: unknown };

afterEach(() => vi.unstubAllGlobals());

describe('PoolFields', () => {
  test('says what each address field needs once it is left, in the shared schema’s words', async () => {
    server();
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const street = screen.getByLabelText(/^Street address/);
    await user.click(street);
    await user.tab(); // to City
    await user.tab(); // to State
    await user.tab(); // to ZIP code
    await user.type(screen.getByLabelText(/^ZIP code/), '208');
    await user.tab();

    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription('Street address is required');
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText(/^State/)).toHaveAccessibleDescription('Choose DC, MD or VA');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(saying(ZIP_MESSAGE));
    expect(outcome()).toEqual({ status: 'incomplete', place: null });
  });

  test('a complete address inside the service area is the place to send, with its travel fee shown', async () => {
    server();
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.type(screen.getByLabelText(/^Street address/), ' 12 Elm Street ');
    await user.type(screen.getByLabelText(/^City/), 'Chevy Chase');
    await user.selectOptions(screen.getByLabelText(/^State/), 'MD');
    await user.type(screen.getByLabelText(/^ZIP code/), '20815');

    expect(await screen.findByText('Travel fee to Chevy Chase, MD: $0.00 per lesson')).toBeInTheDocument();
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
      'Travel fee to Chevy Chase, MD: $0.00 per lesson',
    );
    expect(outcome()).toEqual({
      status: 'inside',
      place: { kind: 'address', street: '12 Elm Street', city: 'Chevy Chase', state: 'MD', zip: '20815' },
    });
  });

  test('a community pool is chosen from the list, asked for only when wanted', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(api.callsTo('GET /api/travel/community-pools')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'One of your community pools' }));
    const select = await screen.findByRole('combobox', { name: /^Community pool/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.tab();
    expect(select).toHaveAccessibleDescription(saying(CHOOSE_COMMUNITY_POOL_MESSAGE));
    expect(screen.queryByLabelText(/^Street address/)).not.toBeInTheDocument();

    await user.selectOptions(select, 'Riverside Community Pool (Bethesda, MD)');
    expect(await screen.findByText('Travel fee to Bethesda, MD: $10.00 per lesson')).toBeInTheDocument();
    expect(outcome()).toEqual({ status: 'inside', place: { kind: 'community', venueId: RIVERSIDE.id } });
    expect(api.callsTo('GET /api/travel/community-pools')).toHaveLength(1);
  });
});
