import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itMaps } from '../../../tests/helpers/it-maps.ts';
import {
  CsvLimitError,
  CsvSyntaxError,
  decodeCsv,
  detectDelimiter,
  guardFormula,
  readCsv,
  unguardFormula,
  writeCsv,
} from './csv.ts';

describe('detectDelimiter', () => {
  itMaps(
    detectDelimiter,
    [
      ['Nome;Telefone;Valor (R$)\n', ';'],
      ['Nome,Telefone,Valor (R$)\n', ','],
      ['Nome\tTelefone\tValor (R$)\n', '\t'],
      ['"Nome; apelido",Telefone,Valor\n', ','],
      ['ana@exemplo.com;Silva, Ana\n', ';'],
      ['ana@exemplo.com\n', ';'],
    ],
    'finds the delimiter of %j',
  );
});

describe('readCsv', () => {
  it('drops the BOM and numbers records by the line they start on', async () => {
    const text = '\uFEFFNome;Obs\r\n"Ana";"linha 1\r\nlinha 2"\r\n\r\n;\r\nBia;"a; ""b"""\r\nCaio';
    expect(await readCsv(text)).toEqual([
      { line: 1, cells: ['Nome', 'Obs'] },
      { line: 2, cells: ['Ana', 'linha 1\nlinha 2'] },
      { line: 6, cells: ['Bia', 'a; "b"'] },
      { line: 7, cells: ['Caio'] },
    ]);
  });

  it('reads old Mac line breaks and a quote inside an unquoted cell', async () => {
    expect(await readCsv('Nome,Obs\rAna,5" tela\r')).toEqual([
      { line: 1, cells: ['Nome', 'Obs'] },
      { line: 2, cells: ['Ana', '5" tela'] },
    ]);
  });

  it('names the line of a quote that is never closed', async () => {
    const read = readCsv('Nome;Obs\n"Ana";"ok\n""sim"""\nBia;"sem fim\nCaio;x\n');
    await expect(read).rejects.toThrow(CsvSyntaxError);
    await expect(read).rejects.toThrow(expect.objectContaining({ line: 4 }));
  });
});

describe('readCsv within limits', () => {
  const limits = { maxRecords: 101, maxLines: 1000, maxRecordBytes: 1024 };

  it('keeps a file within its limits whole, a CRLF split across pieces included', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => `Cliente ${i};${'x'.repeat(300)}`);
    const records = await readCsv(`Nome;Obs\r\n${rows.join('\r\n')}\r\n`, limits);
    expect(records).toHaveLength(101);
    expect(records.at(-1)).toEqual({ line: 101, cells: ['Cliente 99', 'x'.repeat(300)] });
  });

  it('stops at the first record over the cap, without reading the rest', async () => {
    const lines = 'a\n'.repeat(400_000);
    // Against reading them all, timed beside it: a busy machine slows both alike.
    const timed = async (maxRecords: number) => {
      const started = performance.now();
      await readCsv(lines, { ...limits, maxRecords, maxLines: 1_000_000 }).catch(() => null);
      return performance.now() - started;
    };
    const whole = await timed(1_000_000);
    await expect(readCsv(lines, { ...limits, maxLines: 100_000 })).rejects.toEqual(
      expect.objectContaining({ reason: 'records', line: 102 }),
    );
    expect(await timed(limits.maxRecords)).toBeLessThan(whole / 4);
  });

  it('refuses a file of blank lines far above the cap, and a record too long', async () => {
    await expect(readCsv('Nome\n' + ';\n'.repeat(5000), limits)).rejects.toEqual(
      expect.objectContaining({ reason: 'lines' }),
    );
    const open = 'Nome;Obs\nAna;ok\nBia;"' + 'sem fim '.repeat(1000);
    await expect(readCsv(open, limits)).rejects.toEqual(
      expect.objectContaining({ reason: 'record', line: 3 }),
    );
    await expect(readCsv(open, limits)).rejects.toBeInstanceOf(CsvLimitError);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8, and Windows-1252 from Excel’s plain CSV', () => {
    const utf8 = new TextEncoder().encode('Conceição;Araújo');
    expect(decodeCsv(utf8.buffer)).toBe('Conceição;Araújo');
    const cp1252 = Uint8Array.from([0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xe7, 0xe3, 0x6f]);
    expect(decodeCsv(cp1252.buffer)).toBe('Conceição');
  });
});

describe('writeCsv', () => {
  it('guards every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const text = `${start}SOMA(A1)`;
      expect(guardFormula(text)).toBe(`'${text}`);
      expect(unguardFormula(guardFormula(text))).toBe(text);
    }
    expect(guardFormula('Ana')).toBe('Ana');
    expect(unguardFormula("'Ana")).toBe("'Ana");
  });

  it('guards a trigger after anything a reader may split a cell on', () => {
    expect(guardFormula('x,=1+1')).toBe("x,'=1+1");
    expect(guardFormula('a;@SUM(1)\n-2 "=4')).toBe("a;'@SUM(1)\n'-2 \"'=4");
    expect(guardFormula('(11) 98765-4321')).toBe('(11) 98765-4321');
  });

  it('reads back every text it guards, and leaves no trigger where a cell could start', () => {
    const text = fc.string({ unit: fc.constantFrom(...'a1 ,;\t\r\n"\'=+-@'), maxLength: 30 });
    fc.assert(
      fc.property(text, (original) => {
        const guarded = guardFormula(original);
        expect(unguardFormula(guarded)).toBe(original);
        expect(guarded).not.toMatch(/(^|[,;\t\r\n"])[=+\-@\t\r]/);
      }),
      { numRuns: 5000 },
    );
  });

  it('writes what readCsv reads back, quotes and line breaks included', async () => {
    const rows = [
      ['=1+1', 'a;b', 'diz "oi"'],
      ['linha 1\nlinha 2', null, '\tx'],
    ];
    const csv = writeCsv(['A', 'B', 'C'], rows);
    expect(csv.startsWith('\uFEFFA;B;C\r\n')).toBe(true);
    expect(csv).toContain('"\'=1+1";"a;b";"diz ""oi"""\r\n');
    const back = (await readCsv(csv)).map(({ cells }) => cells.map(unguardFormula));
    expect(back).toEqual([
      ['A', 'B', 'C'],
      ['=1+1', 'a;b', 'diz "oi"'],
      ['linha 1\nlinha 2', '', '\tx'],
    ]);
  });
});
