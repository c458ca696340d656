/**
 * What a hostile script sends an API route: for a valid example request, every variant that breaks one thing at a
 * time (a field missing, the wrong type, NUL bytes, control characters, lone surrogates, 1 MB strings, deep nesting,
 * negative and huge numbers, impossible dates), and whole bodies that are not objects at all; and, field by field, dates
 * far past the edges of any calendar (farDateCases).
 */
import { z } from 'zod';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One request to send: what it changes (for the report) and the body, query or params it sends. */
export interface FuzzCase {
  label: string;
  /** A JSON value, or raw bytes sent as application/json (`raw`). */
  body?: Json;
  raw?: string | Buffer;
  contentType?: string;
  query?: Record<string, string | string[]>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

const MB = 1024 * 1024;
export const ONE_MB = 'x'.repeat(MB);
/** Under the body limit, so it reaches validation and the services. */
const LARGE = 'y'.repeat(200 * 1024);

/** `[[[[...]]]]` as text: a depth no schema expects, too deep for a recursive walker. */
export const deeplyNestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedValue = (depth: number): Json => {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Dates a calendar cannot hold or the business never needs: year 0, far future, before 1900, 30 February. */
const badDates = (value: string): string[] => {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value))
    return ['0000-01-01T09:00', '9999-12-31T23:59', '2026-02-30T09:00', '2026-13-45T99:99'];
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return ['0000-01-01', '9999-12-31', '1899-12-31', '2026-02-30'];
  if (/^\d{4}-\d{2}-\d{2}T/.test(value))
    return ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1899-12-31T23:59:59Z', '2026-02-30T00:00:00Z'];
  return [];
};

const DATE_AT_START = /^\d{4}(-\d{2}-\d{2})/;
/** Every date in `value` moved to `year`, keeping month, day and time: a range that is short but in year 0. */
function withYear(value: Json, year: string): Json {
  if (typeof value === 'string') return value.replace(DATE_AT_START, `${year}$1`);
  if (Array.isArray(value)) return value.map((v) => withYear(v, year));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withYear(v, year)]));
  return value;
}
const hasDates = (value: Json) => JSON.stringify(withYear(value, '0000')) !== JSON.stringify(value);

/** Strings that break text: NUL, control characters and line breaks, a lone surrogate, huge, not text at all. */
function stringVariants(value: string): [string, Json][] {
  return [
    ['NUL inside', `${value.slice(0, 1)}\u0000${value.slice(1)}`],
    ['line break and escape', `${value}\r\nX-Injected: 1\u001b[31m`],
    ['lone surrogate', `${value}\uD800`],
    ['200 KB string', LARGE],
    ['1 MB string', ONE_MB],
    ['number instead of text', 12345],
    ...badDates(value).map((d): [string, Json] => [`date ${d}`, d]),
  ];
}

function numberVariants(): [string, Json][] {
  return [
    ['negative', -1],
    ['huge', 1e308],
    ['beyond safe integers', Number.MAX_SAFE_INTEGER + 2],
    ['fraction', 0.5],
    ['numeric text', '12'],
  ];
}

const leafVariants = (value: Json): [string, Json][] => {
  if (typeof value === 'string') return stringVariants(value);
  if (typeof value === 'number') return numberVariants();
  if (typeof value === 'boolean')
    return [
      ['text instead of boolean', 'true'],
      ['number instead of boolean', 1],
    ];
  if (Array.isArray(value))
    return [
      ['empty list', []],
      ['10,000 items', Array.from({ length: 10_000 }, () => value[0] ?? 'x')],
      ['list of objects', [{ a: 1 }]],
      ['text instead of list', 'x'],
    ];
  if (value && typeof value === 'object')
    return [
      ['list instead of object', []],
      ['text instead of object', 'x'],
    ];
  return [];
};

const COMMON: [string, Json][] = [
  ['null', null],
  ['object nested 1,000 deep', nestedValue(1000)],
];

type Path = (string | number)[];
const pathLabel = (path: Path) => path.join('.');

function leaves(value: Json, path: Path = []): { path: Path; value: Json }[] {
  const here = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...(value.length ? leaves(value[0] as Json, [...path, 0]) : [])];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  return here;
}

function setAt(root: Json, path: Path, replacement: Json | undefined): Json {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!; // leaves() never yields the empty path
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

/** Bodies for a route that takes JSON: the example, whole bodies that are wrong, then each field broken in turn. */
export function bodyCases(example: Json): FuzzCase[] {
  const cases: FuzzCase[] = [
    { label: 'the example', body: example },
    { label: 'no body' },
    { label: 'empty JSON body', raw: '' },
    { label: 'body null', raw: 'null' },
    { label: 'body is text', body: 'hello' },
    { label: 'body is a number', body: -1 },
    { label: 'body is a list', body: [example] },
    { label: 'empty object', body: {} },
    { label: 'malformed JSON', raw: '{"a":' },
    { label: 'plain text content type', raw: 'hello', contentType: 'text/plain' },
    { label: '__proto__ key', raw: '{"__proto__":{"polluted":true}}' },
    { label: 'constructor.prototype key', raw: '{"constructor":{"prototype":{"polluted":true}}}' },
    { label: 'nested 100,000 deep', raw: deeplyNestedJson(100_000) },
    { label: 'escaped lone surrogate', raw: JSON.stringify({ ...asObject(example), x: '\uD800' }) },
    {
      label: 'invalid UTF-8 bytes',
      raw: Buffer.concat([
        Buffer.from('{"a":"'),
        Buffer.from([0xc0, 0x80, 0xff, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    },
    { label: '1 MB body', body: { ...asObject(example), padding: ONE_MB } },
    { label: 'number 1e400', raw: JSON.stringify(asObject(example)).replace(/^\{/, '{"n":1e400,') },
  ];
  if (example && typeof example === 'object' && !Array.isArray(example))
    cases.push({ label: 'extra field', body: { ...example, unexpectedField: 'surprise' } });
  if (hasDates(example))
    for (const year of ['0000', '9999'])
      cases.push({ label: `every date in year ${year}`, body: withYear(example, year) });
  for (const { path, value } of leaves(example)) {
    const at = pathLabel(path);
    cases.push({ label: `${at} missing`, body: setAt(example, path, undefined) });
    for (const [what, v] of [...COMMON, ...leafVariants(value)])
      cases.push({ label: `${at}: ${what}`, body: setAt(example, path, v) });
  }
  return cases;
}

const asObject = (v: Json): Record<string, Json> =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : { value: v };

/** Query strings: the example, nothing, each parameter missing, repeated or replaced by something hostile. */
export function queryCases(example: Record<string, string>): FuzzCase[] {
  const cases: FuzzCase[] = [
    { label: 'the example', query: example },
    { label: 'no query', query: {} },
    { label: 'extra parameter', query: { ...example, unexpected: 'x' } },
  ];
  if (hasDates(example))
    for (const year of ['0000', '9999'])
      cases.push({
        label: `every date in year ${year}`,
        query: withYear(example, year) as Record<string, string>,
      });
  for (const [key, value] of Object.entries(example)) {
    const without = { ...example };
    delete without[key];
    cases.push({ label: `${key} missing`, query: without });
    cases.push({ label: `${key} repeated`, query: { ...example, [key]: [value, value] } });
    const variants: [string, string][] = [
      ['negative', '-1'],
      ['huge', '1e308'],
      ['beyond safe integers', '9007199254740993'],
      ['not a number', 'NaN'],
    ];
    for (const [what, v] of stringVariants(value)) if (typeof v === 'string') variants.push([what, v]);
    for (const [what, v] of variants)
      cases.push({ label: `${key}: ${what}`, query: { ...example, [key]: v } });
  }
  return cases;
}

/** Path parameters: ids that are not ids, NUL, invalid percent-escapes, very long, and well-formed ids of nothing. */
export function paramCases(example: Record<string, string>): FuzzCase[] {
  const cases: FuzzCase[] = [{ label: 'the example', params: example }];
  for (const key of Object.keys(example)) {
    const variants: [string, string][] = [
      ['not an id', 'not-an-id'],
      ['NUL', '%00'],
      ['invalid UTF-8 escape', '%ED%A0%80'],
      ['broken escape', '%E0%A4%A'],
      ['dot segments', '..%2F..%2Fetc'],
      ['1,000 characters', 'a'.repeat(1000)],
      ['unknown id', '7d8e1f3a-2b4c-4d5e-8f90-123456789abc'],
      ['nil id', '00000000-0000-0000-0000-000000000000'],
      ['negative number', '-1'],
    ];
    for (const [what, v] of variants)
      cases.push({ label: `:${key} ${what}`, params: { ...example, [key]: v } });
  }
  return cases;
}

// ---- far dates -----------------------------------------------------------------------------------------------

/** Years past the edges of any calendar the site keeps: the last four-digit year, year 1, the last year a Date holds. */
const FAR_YEARS = ['9999', '0001', '+275760'];
/** Each far year as a day, an instant and a local start time: the shapes the API's date fields take. */
const FAR_DATES = ['9999-12-31', '0001-01-01', '+275760-09-13'].flatMap((day) => [
  day,
  `${day}T00:00:00Z`,
  `${day}T09:00`,
]);
/** The same edges as epoch milliseconds, for a date sent as a number; the last is one past the latest a Date holds. */
const FAR_EPOCHS = [Date.parse('9999-12-31T23:59:59Z'), Date.parse('0001-01-01T00:00:00Z'), 8.64e15 + 1];

/** A value that starts with a date (yyyy-MM-dd, or an expanded year such as +275760-09-13). */
const DATE_SHAPED = /^[+-]?\d{4,6}-\d{2}-\d{2}/;
/** A field whose name says it holds a date or a time: date, dates, from, weekStart, startsAt, submittedOfflineAt ... */
const DATE_LIKE_NAME =
  /^(dates?|days?|start|end|from|to|until|timestamp)$|(Date|Day|Time|At|Start|End|Until)s?$/;

/** A far-date request, and whether the field it changes held a date, so that a route must refuse it (not only not fail). */
export interface FarDateCase extends FuzzCase {
  datedField: boolean;
}

/** The nearest field name on the path: `dates` for dates.0. */
const fieldName = (path: Path) => String(path.findLast((p) => typeof p === 'string') ?? '');

/** What to put in a field instead of its value: far dates, as text or as epoch milliseconds; none if it is not a date. */
function farValues(path: Path, value: Json): Json[] {
  if (typeof value === 'string' && DATE_SHAPED.test(value)) return FAR_DATES;
  if (!DATE_LIKE_NAME.test(fieldName(path))) return [];
  if (typeof value === 'number') return FAR_EPOCHS;
  return typeof value === 'string' || value === null ? FAR_DATES : [];
}

/** Every date moved to each far year at once, then each date-like field set to each far date in turn. */
export function farDateCases(example: Json): FarDateCase[] {
  const cases: FarDateCase[] = [];
  if (hasDates(example))
    for (const year of FAR_YEARS)
      cases.push({ label: `every date in year ${year}`, body: withYear(example, year), datedField: true });
  for (const { path, value } of leaves(example)) {
    const datedField = typeof value === 'string' && DATE_SHAPED.test(value);
    for (const far of farValues(path, value))
      cases.push({
        label: `${pathLabel(path)}: far date ${far}`,
        body: setAt(example, path, far),
        datedField,
      });
  }
  return cases;
}

/** The same for a query string. */
export function farDateQueryCases(example: Record<string, string>): FarDateCase[] {
  return farDateCases(example).map(({ body, ...c }) => ({
    ...c,
    query: Object.fromEntries(Object.entries(body as Record<string, Json>).map(([k, v]) => [k, String(v)])),
  }));
}

/** A placeholder request for a route nobody wrote an example for, from the shape of its schema. */
export function placeholderFor(schema: z.ZodType | undefined): Json {
  if (!schema) return {};
  try {
    return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  } catch {
    return {};
  }
}

type JsonSchema = {
  type?: string;
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
};
/** `key` is the field's name: a date check written as a refinement leaves no trace in the JSON schema but the name. */
function fromJsonSchema(s: JsonSchema, key = ''): Json {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0]!; // checked non-empty
  if (s.anyOf?.length) return fromJsonSchema(s.anyOf[0]!, key); // checked non-empty
  switch (s.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromJsonSchema(v, k)]),
      );
    case 'array':
      return s.items ? [fromJsonSchema(s.items, key)] : [];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return placeholderText(s, key);
    default:
      return null;
  }
}

const DATE_PATTERN_START = '^\\d{4}-\\d{2}-\\d{2}';
/** A string the field's format, pattern or name suggests: an id, an email, a date-time, a day or a local start. */
function placeholderText(s: JsonSchema, key: string): string {
  if (s.format === 'uuid') return '7d8e1f3a-2b4c-4d5e-8f90-123456789abc';
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'date-time') return '2030-01-01T00:00:00Z';
  if (s.pattern?.startsWith(DATE_PATTERN_START))
    return s.pattern.includes('T') ? '2030-01-01T09:00' : '2030-01-01';
  if (s.format === 'date' || (!s.pattern && DATE_LIKE_NAME.test(key))) return '2030-01-01';
  return 'text';
}
