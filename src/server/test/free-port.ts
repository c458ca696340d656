import { createServer, type Server } from 'node:net';

const listenOnAnyPort = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });

const portOf = (probe: Server): number => {
  const address = probe.address();
  return typeof address === 'object' && address ? address.port : 0;
};

const closed = (probe: Server) => new Promise<void>((resolve) => probe.close(() => resolve()));

/**
 * `count` ports nobody listens on right now, as the OS hands them out, to start servers on. Every probe stays open
 * until all are chosen, so the ports differ from each other.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let i = 0; i < count; i++) probes.push(await listenOnAnyPort());
    return probes.map(portOf);
  } finally {
    await Promise.all(probes.map(closed));
  }
}

/** A port nobody listens on right now, to start a server on later (or to point at while it is down). */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
