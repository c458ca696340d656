/**
 * Reads an iCalendar file the way a calendar app would (unfold, split properties, unescape), so tests check
 * what a customer's calendar sees rather than the writer's own strings.
 */
export interface ParsedIcsEvent {
  [property: string]: { value: string; params: Record<string, string> };
}

export interface ParsedIcs {
  calendar: Record<string, string>;
  events: ParsedIcsEvent[];
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseIcs(source: string): ParsedIcs {
  if (/[^\r]\n/.test(source)) throw new Error('iCalendar lines must end with CRLF');
  const lines = source
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: ParsedIcsEvent[] = [];
  let event: ParsedIcsEvent | undefined;
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) throw new Error(`Not a content line: ${line}`);
    const [name = '', ...rawParams] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const params = Object.fromEntries(
      rawParams.map((p) => {
        const [k = '', v = ''] = p.split('=');
        return [k, v.replace(/^"|"$/g, '')];
      }),
    );
    if (name === 'BEGIN' && value === 'VEVENT') event = {};
    else if (name === 'END' && value === 'VEVENT') {
      if (event) events.push(event);
      event = undefined;
    } else if (event) event[name] = { value: unescapeText(value), params };
    else if (name !== 'BEGIN' && name !== 'END') calendar[name] = value;
  }
  return { calendar, events };
}

/** 20261120T143000Z -> Date */
export function icsDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`Not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)); // the regex matched all six groups
}
