/** The per-address hold limit holds under concurrency across two server processes on one PostgreSQL. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import {
  startServersOnSharedDatabase,
  type ServerProcess,
  type SharedDatabase,
} from '../../../test/server-process';

// Ports of this area's range: servers on 3623-3624.
const PORTS = [3623, 3624];
let run: Awaited<ReturnType<typeof startServersOnSharedDatabase>> | undefined;
let shared: SharedDatabase;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  run = await startServersOnSharedDatabase('hold_limits', PORTS, { HOLD_TIMES_PER_ADDRESS: '6' });
  ({ shared, servers } = run);
}, 120_000);

afterAll(async () => run?.close(), 60_000);

test('twenty holds from one address at once through two servers: six lesson times are held, the rest get 429', async () => {
  const slots = [];
  for (let i = 0; i < 20; i++)
    slots.push(await insertSlot(shared.handle.db, { capacity: 3, lessonType: 'group' }));
  const answers = await Promise.all(
    slots.map(async (slot, i) => {
      const res = await fetch(`http://127.0.0.1:${servers[i % 2]!.port}/api/bookings/hold-slots`, {
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
