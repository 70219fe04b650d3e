import { describe, expect, it } from 'vitest';
import { csvCell } from '../components/statistics-csv.ts';

describe('csv cells', () => {
  it('quotes per RFC 4180 and escapes what a spreadsheet would run as a formula', () => {
    expect(csvCell('2026-11-01')).toBe('2026-11-01');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });
});
