/** The per-address hold limit holds under concurrency across two server processes on one PostgreSQL. */
import { expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { twoProcessesForTests } from '../../../test/two-processes';

const processes = twoProcessesForTests('hold_limits', { extra: { HOLD_TIMES_PER_ADDRESS: '6' } });

test('twenty holds from one address at once through two servers: six lesson times are held, the rest get 429', async () => {
  const slots = [];
  for (let i = 0; i < 20; i++)
    slots.push(await insertSlot(processes.shared.handle.db, { capacity: 3, lessonType: 'group' }));
  const answers = await Promise.all(
    slots.map(async (slot, i) => {
      const res = await fetch(`${processes.origin(i)}/api/bookings/hold-slots`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slotIds: [slot.id], duration: 15 }),
      });
      return res.status;
    }),
  );
  expect(answers.filter((s) => s === 200)).toHaveLength(6);
  expect(answers.filter((s) => s === 429)).toHaveLength(14);
}, 60_000);
