import { toMajorString } from '@paydeck/contract/currencies';
import { describe, expect, it } from 'vitest';
import { csvAmountCell, csvCell, csvLine, majorUnits, zonedTimeFormatter } from './csv.ts';

describe('csvCell', () => {
  it('quotes a field holding a comma, a quote, CR or LF, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('escapes a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3+cmd|/C calc')).toBe("'-2+3+cmd|/C calc");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('leaves a plain decimal amount a number, and treats anything else in an amount cell as text', () => {
    expect(csvAmountCell('-12.50')).toBe('-12.50');
    expect(csvAmountCell('12')).toBe('12');
    expect(csvAmountCell('-1+2')).toBe("'-1+2");
  });

  it('ends lines in CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('majorUnits', () => {
  it('moves the point in the digits exactly as toMajorString does, signs and zeros included', () => {
    const samples = [0, 1, -1, 9, 10, -10, 99, 100, 101, -101, 1234, -1234, 100000, 2 ** 53 - 1, -(2 ** 53 - 1)];
    for (const minor of samples) {
      expect(majorUnits(String(minor), 2)).toBe(toMajorString(minor, 'HKD'));
      expect(majorUnits(String(minor), 0)).toBe(toMajorString(minor, 'JPY'));
    }
    expect(majorUnits('5', 3)).toBe('0.005');
    expect(majorUnits('-1234', 3)).toBe('-1.234');
  });

  it('stays exact past 2^53, where a number would round', () => {
    expect(majorUnits('9223372036854775807', 2)).toBe('92233720368547758.07');
    expect(majorUnits('-9223372036854775808', 2)).toBe('-92233720368547758.08');
  });
});

describe('zonedTimeFormatter', () => {
  it('writes YYYY-MM-DD HH:mm:ss in the zone, across a daylight saving change', () => {
    const shanghai = zonedTimeFormatter('Asia/Shanghai');
    expect(shanghai(Date.UTC(2026, 0, 1, 0, 0, 0) / 1000)).toBe('2026-01-01 08:00:00');
    const newYork = zonedTimeFormatter('America/New_York');
    // 2026-03-08 02:00 local: clocks go forward.
    expect(newYork(Date.UTC(2026, 2, 8, 6, 59, 59) / 1000)).toBe('2026-03-08 01:59:59');
    expect(newYork(Date.UTC(2026, 2, 8, 7, 0, 0) / 1000)).toBe('2026-03-08 03:00:00');
    const kathmandu = zonedTimeFormatter('Asia/Kathmandu');
    expect(kathmandu(Date.UTC(2026, 5, 1, 0, 0, 5) / 1000)).toBe('2026-06-01 05:45:05');
    expect(zonedTimeFormatter('UTC')(0)).toBe('1970-01-01 00:00:00');
  });
});
