export type CsvCell = string | number | boolean | null | undefined;

/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return)
 * gets a leading apostrophe, so exported visitor input can never execute on the owner's computer.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cell = (value: CsvCell) => {
    if (value === null || value === undefined) return '';
    let text = String(value);
    // A plain decimal such as -54.00 is a number to a spreadsheet, never a formula: it is left as it is.
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text))
      text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
