/**
 * Time from "booking confirmed" to "confirmation accepted by the SMTP server", through the built server:
 * 20 bookings one after another (hold, payment intent, test card, confirm), each timed from the confirm answer
 * to the moment a local SMTP server accepted the customer's message. Runs on the embedded database and on
 * PostgreSQL, and prints the median, p90 and worst of each. The spec promises "within 5 minutes".
 */
import { startSmtpCapture, type SmtpCapture } from '../src/server/modules/email/test-support/smtp-capture';
import { benchPostgres, median, startServer, tempDataDir, type RunningServer } from './lib/server';

const RUNS = 20;
// This benchmark's SMTP server listens on a port of its own range.
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 3613);

interface Slot {
  id: string;
  startTime: string;
  capacity: number;
  bookedCount: number;
  lessonType: string;
  status: string;
}

async function post(url: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, string>;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function bookableSlots(url: string): Promise<Slot[]> {
  const start = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const res = (await (await fetch(`${url}/api/calendar/time-slots?start=${start}&end=${end}`)).json()) as {
    timeSlots: Slot[];
  };
  return res.timeSlots.filter((s) => s.status === 'available' && s.bookedCount < s.capacity);
}

async function measure(label: string, server: RunningServer, smtp: SmtpCapture): Promise<number[]> {
  const slots = await bookableSlots(server.url);
  if (slots.length < RUNS) throw new Error(`${label}: only ${slots.length} bookable lessons to book`);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const slot = slots[i * Math.floor(slots.length / RUNS)]!; // spread over the schedule; i * step < slots.length
    const email = `latency-${label}-${i}-${Date.now()}@example.com`;
    const hold = await post(server.url, '/api/bookings/hold-slots', {
      slotIds: [slot.id],
      duration: 15,
      swimmersCount: 1,
    });
    const intent = await post(server.url, '/api/bookings/create-payment-intent', {
      bookingData: {
        lessonType: slot.lessonType,
        swimmers: [
          { name: 'Bench Swimmer', email, ageGroup: 'adult', level: 'turtle', experienceLevel: 'beginner' },
        ],
        addOns: [],
        emergencyContact: { name: 'Bench Contact', phone: '(202) 555-0100', relationship: 'friend' },
        marketingConsent: false,
        timeZone: 'America/New_York',
      },
      selectedSlots: [slot.id],
      holdId: hold.holdId,
      holdToken: hold.holdToken,
      idempotencyKey: `latency-${label}-${i}-${Date.now()}`,
    });
    await post(server.url, '/api/payments/test/pay', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      zip: '20001',
    });
    await post(server.url, '/api/bookings/confirm', { bookingId: intent.bookingId });
    const confirmedAt = Date.now();
    const deadline = confirmedAt + 60_000;
    let accepted: number | undefined;
    while (accepted === undefined) {
      accepted = smtp.messages.find((m) => m.envelopeTo.includes(email))?.acceptedAt;
      if (Date.now() > deadline)
        throw new Error(`${label}: no confirmation for booking ${i + 1} within 60 s`);
      if (accepted === undefined) await new Promise((r) => setTimeout(r, 5));
    }
    samples.push(accepted - confirmedAt);
  }
  return samples;
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const p90 = sorted[Math.ceil(sorted.length * 0.9) - 1]!; // 20 samples: index 17
  console.log(
    `| ${label} | ${samples.length} | ${median(samples).toFixed(0)} | ${p90} | ${sorted[sorted.length - 1]} |`,
  );
}

const smtp = await startSmtpCapture({ port: SMTP_PORT });
const results: [string, number[]][] = [];
try {
  const embedded = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: 'true', SMTP_URL: smtp.url });
  try {
    results.push(['embedded (PGlite)', await measure('embedded', embedded, smtp)]);
  } finally {
    await embedded.stop();
  }
  const pg = await benchPostgres();
  const server = await startServer({ DATABASE_URL: pg.url, SEED_DEMO: 'true', SMTP_URL: smtp.url });
  try {
    results.push(['PostgreSQL', await measure('postgres', server, smtp)]);
  } finally {
    await server.stop();
    await pg.stop();
  }
} finally {
  await smtp.close();
}
console.log('\nBooking confirmed -> confirmation accepted by SMTP (ms), sequential bookings');
console.log('| database | bookings | median | p90 | worst |');
console.log('|---|---:|---:|---:|---:|');
for (const [label, samples] of results) report(label, samples);
