import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvRow, csvRows, guardFormula, parseCsv, unguardFormula } from './csv.ts';

describe('CSV writer', () => {
  it('quotes only cells that need it, doubles inner quotes, ends rows with CRLF', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', ''])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",\r\n',
    );
  });

  it('guards cells a spreadsheet would run as formulas, and restores them exactly', () => {
    const values = ['=1+1', '+2', '-3', '@SUM(A1)', '\tx', "'=kept", "''+x", "it's", 'plain', ''];
    const guarded = values.map(guardFormula);
    expect(guarded.slice(0, 7)).toEqual([
      "'=1+1",
      "'+2",
      "'-3",
      "'@SUM(A1)",
      "'\tx",
      "''=kept",
      "'''+x",
    ]);
    expect(guarded.slice(7)).toEqual(["it's", 'plain', '']);
    expect(guarded.map(unguardFormula)).toEqual(values);
  });
});

describe('CSV parser', () => {
  it('reads what the writer writes, whatever the cells hold', () => {
    const rows = [
      ['id', 'name', 'description'],
      ['1', 'Chair, "Juba" model', 'Line one\r\nLine two\nthree'],
      ['2', '', '"'],
      ['3', 'ünïcødé ✓', ' spaced '],
    ];
    expect(parseCsv(rows.map(csvRow).join(''))).toEqual(rows);
  });

  it('accepts LF, CRLF and lone CR line ends; a final line end adds no row', () => {
    expect(parseCsv('a,b\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\r\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a\rb\r')).toEqual([['a'], ['b']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n')).toEqual([['']]);
    expect(parseCsv('a,\n,')).toEqual([
      ['a', ''],
      ['', ''],
    ]);
    expect(parseCsv('"",""\n')).toEqual([['', '']]);
  });

  it('refuses an unclosed quote and a quote inside unquoted text, naming the row', () => {
    const unclosed = () => parseCsv('a,b\n1,"open\n2,x\n');
    expect(unclosed).toThrow(CsvSyntaxError);
    try {
      unclosed();
    } catch (err) {
      expect(err).toMatchObject({ problem: 'unclosedQuote', row: 2 });
    }
    expect(() => parseCsv('a\nb\n1 "inch" pipe\n')).toThrow(
      expect.objectContaining({ problem: 'strayQuote', row: 3 }),
    );
    expect(() => parseCsv('"closed"then text\n')).toThrow(
      expect.objectContaining({ problem: 'strayQuote', row: 1 }),
    );
  });

  it('counts a quoted cell spanning lines as one row, and reads rows of any length', () => {
    expect(() => parseCsv('a\n"two\nlines",b\nc"d\n')).toThrow(
      expect.objectContaining({ problem: 'strayQuote', row: 3 }),
    );
    expect(parseCsv('a,b,c\n1\n1,2,3,4\n')).toEqual([['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']]);
  });

  it('writes a product page in one go, each row ending with CRLF', () => {
    expect(
      csvRows([
        ['a', '=1'],
        ['b\rc', ''],
      ]),
    ).toBe('a,=1\r\n"b\rc",\r\n');
  });
});
