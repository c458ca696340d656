/**
 * Reads an instructor's busy-time calendar (an iCal address such as Google Calendar's secret address) over HTTP(S):
 * one outside service behind one adapter, with a time limit, a size limit and at most three redirects. When the site
 * runs on PostgreSQL (a real deployment), addresses on private networks are refused, checked on every connection's
 * own address look-up, so a name that later points inside the network is refused too; the embedded database allows
 * them, for local use and tests.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export class BusyCalendarError extends Error {
  override name = 'BusyCalendarError';
}

export interface BusyCalendarReader {
  /** The calendar file's text; a `BusyCalendarError` says in the instructor's words why not. */
  read(address: string): Promise<string>;
}

export interface BusyCalendarReaderOptions {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  maxBytes?: number;
}

const MAX_REDIRECTS = 3;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/** Loopback, private, link-local, shared, multicast and reserved ranges: nothing a public calendar lives on. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  // IPv4 written inside IPv6 in hex (::ffff:7f00:1); the dotted form is checked as IPv4 below.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped ? PRIVATE.check(mapped[1]!, 'ipv4') : PRIVATE.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

const PRIVATE_MESSAGE =
  'Addresses on private networks cannot be read. Use the calendar’s public secret address.';

/** A look-up that refuses a name resolving to any private address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as unknown as LookupAddress[];
    if (!list.length || list.some((a) => isPrivateAddress(a.address)))
      return callback(new BusyCalendarError(PRIVATE_MESSAGE), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** `webcal://` (what calendar apps hand out) is the same address over HTTPS. */
export function normaliseCalendarAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new BusyCalendarError('That is not a web address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BusyCalendarError('Use the calendar’s https:// or webcal:// address');
  if (url.username || url.password)
    throw new BusyCalendarError('Use the address without a name or password in it');
  return url;
}

export function createBusyCalendarReader(options: BusyCalendarReaderOptions): BusyCalendarReader {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;

  function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateNetworks && isIP(host) && isPrivateAddress(host))
      return Promise.reject(new BusyCalendarError(PRIVATE_MESSAGE));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, {
        method: 'GET',
        headers: { accept: 'text/calendar, */*;q=0.1', 'user-agent': 'swim-lessons-busy-calendar/1' },
        ...(options.allowPrivateNetworks ? {} : { lookup: publicOnlyLookup }),
        // One deadline for the whole read, headers and body: a server sending a byte now and then cannot hold it.
        signal,
      });
      req.on('error', reject);
      req.on('response', resolve);
      req.end();
    });
  }

  async function body(res: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        res.destroy();
        throw new BusyCalendarError(
          `The calendar is too large to read (over ${Math.round(maxBytes / 1024 / 1024)} MB)`,
        );
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Anything but our own refusal, in the instructor's words: a timeout, a refused or reset connection. */
  const reason = (err: unknown, signal: AbortSignal) =>
    err instanceof BusyCalendarError
      ? err
      : new BusyCalendarError(
          signal.aborted ? 'The calendar did not answer in time' : 'The calendar could not be reached',
        );

  return {
    async read(address) {
      let url = normaliseCalendarAddress(address);
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        for (let hop = 0; ; hop++) {
          const res = await get(url, signal);
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400 && res.headers.location) {
            res.resume();
            if (hop >= MAX_REDIRECTS) throw new BusyCalendarError('The calendar address redirects too often');
            url = normaliseCalendarAddress(new URL(res.headers.location, url).toString());
            continue;
          }
          if (status !== 200) {
            res.resume();
            throw new BusyCalendarError(
              status === 404 || status === 410
                ? 'The calendar address no longer works. Copy it again from your calendar.'
                : `The calendar answered with an error (${status})`,
            );
          }
          return await body(res);
        }
      } catch (err) {
        throw reason(err, signal);
      }
    },
  };
}
