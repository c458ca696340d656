import { expect, test } from 'vitest';
import { toCsv } from './csv';

test('a cell a spreadsheet would run as a formula is defused, a negative amount is left a number', () => {
  expect(toCsv(['a', 'b', 'c', 'd'], [['=SUM(A1)', '-54.00', '-1+2', '@cmd']])).toBe(
    "a,b,c,d\r\n'=SUM(A1),-54.00,'-1+2,'@cmd\r\n",
  );
  expect(toCsv(['name'], [['Says "hi", then leaves']])).toBe('name\r\n"Says ""hi"", then leaves"\r\n');
});
