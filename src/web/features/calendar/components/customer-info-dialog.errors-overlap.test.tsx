/**
 * Item 11: at 1280 px the lesson-request dialog printed "Choose DC, MD or VA" over "Enter a 5-digit ZIP code". The
 * State cell asked for a minimum width (7rem) wider than its one-sixth column of the 512 px dialog, so it spilled into
 * the ZIP column, message and all. jsdom lays nothing out, so this checks what the layout is built from: each message
 * its own element, tied to its own field by aria-describedby, inside that field's own cell, and no cell of the
 * address grid able to grow past its column (min-w-0, no minimum width of its own).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZIP_MESSAGE } from '@core/api/travel';
import { emptyPoolDraft } from '@web/components/travel/pool-draft';
import { useLessonPlace } from '@web/components/travel/use-lesson-place';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { EMPTY_CUSTOMER } from '../lib/empty-customer';
import { CustomerInfoDialog } from './customer-info-dialog';

const STATE_MESSAGE = 'Choose DC, MD or VA';

function RequestForm() {
  const [customer, setCustomer] = useState(EMPTY_CUSTOMER);
  const [pool, setPool] = useState(() => ({
    ...emptyPoolDraft(),
    street: '12 Elm Street',
    city: 'Bethesda',
  }));
  const place = useLessonPlace(pool);
  return (
    <CustomerInfoDialog
      open
      onOpenChange={() => {}}
      values={customer}
      onChange={setCustomer}
      errors={{}}
      pool={pool}
      onPoolChange={setPool}
      place={place}
      pending={false}
      summary="1 lesson time on 1 date."
      onSubmit={() => {}}
    />
  );
}

/** The elements a control's aria-describedby names. */
const descriptions = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);

/** The address grid's cell (its direct child) that holds `el`. */
function cellOf(el: HTMLElement): HTMLElement {
  let node: HTMLElement = el;
  while (node.parentElement && !node.parentElement.className.split(/\s+/).includes('grid'))
    node = node.parentElement;
  return node;
}

afterEach(() => vi.unstubAllGlobals());

describe('11. The lesson-request dialog lays out "Choose DC, MD or VA" and "Enter a 5-digit ZIP code" apart', () => {
  test('both messages show at once, each its own element tied to its own field', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<RequestForm />, { path: '/calendar' });
    const dialog = within(screen.getByRole('dialog', { name: 'Customer Information' }));
    await user.type(dialog.getByLabelText(/^ZIP code/), '208');
    await user.click(dialog.getByRole('button', { name: 'Submit Lesson Request' }));

    const state = dialog.getByLabelText(/^State/);
    const zip = dialog.getByLabelText(/^ZIP code/);
    const stateMessage = dialog.getByText(STATE_MESSAGE);
    const zipMessage = dialog.getByText(ZIP_MESSAGE);
    expect(stateMessage).not.toBe(zipMessage);
    expect(stateMessage).not.toContainElement(zipMessage);
    expect(zipMessage).not.toContainElement(stateMessage);

    expect(descriptions(state)).toContain(stateMessage);
    expect(descriptions(state)).not.toContain(zipMessage);
    expect(descriptions(zip)).toContain(zipMessage);
    expect(descriptions(zip)).not.toContain(stateMessage);
    expect(state).toHaveAccessibleDescription(STATE_MESSAGE);
    expect(zip).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^${ZIP_MESSAGE}\\s*$`)));
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
  });

  test('each message sits under its field in that field’s own cell, and no cell can spill into the next', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<RequestForm />, { path: '/calendar' });
    const dialog = within(screen.getByRole('dialog', { name: 'Customer Information' }));
    await user.type(dialog.getByLabelText(/^ZIP code/), '208');
    await user.click(dialog.getByRole('button', { name: 'Submit Lesson Request' }));

    const state = dialog.getByLabelText(/^State/);
    const zip = dialog.getByLabelText(/^ZIP code/);
    const stateCell = cellOf(state);
    const zipCell = cellOf(zip);
    expect(stateCell).not.toBe(zipCell);
    expect(stateCell).toContainElement(dialog.getByText(STATE_MESSAGE));
    expect(zipCell).toContainElement(dialog.getByText(ZIP_MESSAGE));
    expect(stateCell).not.toContainElement(zip);
    expect(zipCell).not.toContainElement(state);
    // Under the field, not beside or over it: the message follows the control in the cell.
    for (const [control, message] of [
      [state, dialog.getByText(STATE_MESSAGE)],
      [zip, dialog.getByText(ZIP_MESSAGE)],
    ] as const)
      expect(control.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const cells = [...(stateCell.parentElement?.children ?? [])] as HTMLElement[];
    expect(cells).toHaveLength(4); // street, city, state, ZIP
    for (const cell of cells) {
      const classes = cell.className.split(/\s+/);
      expect(classes, cell.textContent ?? '').toContain('min-w-0');
      expect(classes.filter((c) => /(^|:)min-w-(?!0$)/.test(c))).toEqual([]);
    }
  });
});
