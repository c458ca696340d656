import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZIP_MESSAGE, type ZipInfo } from '@core/api/travel';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { ZIP_BOX_LABEL, ZipBox } from './zip-box';

const CHEVY_CHASE: ZipInfo = {
  zip: '20815',
  city: 'Chevy Chase',
  state: 'MD',
  inServiceArea: true,
  distanceKm: 9.6,
  travelFeeCents: 1500,
  message: 'Travel fee to Chevy Chase, MD: $15.00 per lesson',
};
const BALTIMORE: ZipInfo = {
  zip: '21201',
  city: 'Baltimore',
  state: 'MD',
  inServiceArea: false,
  distanceKm: 56.1,
  travelFeeCents: null,
  message:
    'Sorry, 21201 (Baltimore, MD) is outside our service area: we travel up to 50 km around Washington, DC.',
};

function server() {
  return fakeApi({
    'GET /api/travel/zip/20815': { status: 200, body: CHEVY_CHASE },
    'GET /api/travel/zip/21201': { status: 200, body: BALTIMORE },
    'GET /api/travel/zip/99999': {
      status: 404,
      body: { code: 'ZIP_UNKNOWN', message: 'We could not find ZIP 99999. Please check it.' },
    },
  });
}

function Harness() {
  const [zip, setZip] = useState('');
  return <ZipBox value={zip} onChange={setZip} />;
}

async function typeZip(zip: string) {
  const user = userEvent.setup();
  renderWithApp(<Harness />);
  const box = screen.getByLabelText(ZIP_BOX_LABEL);
  await user.type(box, zip);
  return { user, box };
}

/** The ZIP's live region (the page around the box has its own status regions). */
function message(): HTMLElement {
  const region = document.getElementById('lesson-zip-message');
  if (!region) throw new Error('The ZIP message region is missing');
  return region;
}

afterEach(() => vi.unstubAllGlobals());

describe('ZipBox', () => {
  test('a ZIP inside the service area shows the server’s travel fee sentence in a live region', async () => {
    const api = server();
    const { box } = await typeZip('20815');
    expect(await within(message()).findByText(CHEVY_CHASE.message)).toBeInTheDocument();
    expect(message()).toHaveAttribute('role', 'status');
    expect(message()).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(CHEVY_CHASE.message));
    expect(api.callsTo('GET /api/travel/zip/20815')).toHaveLength(1);
  });

  test('a ZIP outside the service area shows the out-of-area sentence as a warning', async () => {
    server();
    await typeZip('21201');
    expect(await within(message()).findByText(BALTIMORE.message)).toBeInTheDocument();
    expect(message().className).toContain('amber');
  });

  test('an unknown ZIP shows the server’s message and is asked about once', async () => {
    const api = server();
    await typeZip('99999');
    expect(
      await within(message()).findByText('We could not find ZIP 99999. Please check it.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/travel/zip/99999')).toHaveLength(1);
  });

  test('keeps only digits, asks nothing before five of them, and says what a ZIP is once the box is left', async () => {
    const api = server();
    const { user, box } = await typeZip('20-8');
    expect(box).toHaveValue('208');
    expect(message()).toBeEmptyDOMElement();
    await user.tab();
    expect(message()).toHaveTextContent(ZIP_MESSAGE);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });
});
