import { describe, expect, it } from 'vitest';
import {
  CsvSyntaxError,
  decodeCsv,
  detectDelimiter,
  guardFormula,
  readCsv,
  unguardFormula,
  writeCsv,
} from './csv.ts';

describe('detectDelimiter', () => {
  it.each([
    ['Nome;Telefone;Valor (R$)\n', ';'],
    ['Nome,Telefone,Valor (R$)\n', ','],
    ['Nome\tTelefone\tValor (R$)\n', '\t'],
    ['"Nome; apelido",Telefone,Valor\n', ','],
    ['ana@exemplo.com;Silva, Ana\n', ';'],
    ['ana@exemplo.com\n', ';'],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('readCsv', () => {
  it('drops the BOM and numbers records by the line they start on', () => {
    const text = '\uFEFFNome;Obs\r\n"Ana";"linha 1\r\nlinha 2"\r\n\r\n;\r\nBia;"a; ""b"""\r\nCaio';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['Nome', 'Obs'] },
      { line: 2, cells: ['Ana', 'linha 1\nlinha 2'] },
      { line: 6, cells: ['Bia', 'a; "b"'] },
      { line: 7, cells: ['Caio'] },
    ]);
  });

  it('reads old Mac line breaks and a quote inside an unquoted cell', () => {
    expect(readCsv('Nome,Obs\rAna,5" tela\r')).toEqual([
      { line: 1, cells: ['Nome', 'Obs'] },
      { line: 2, cells: ['Ana', '5" tela'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    const read = () => readCsv('Nome;Obs\n"Ana";"ok\n""sim"""\nBia;"sem fim\nCaio;x\n');
    expect(read).toThrow(CsvSyntaxError);
    expect(read).toThrow(expect.objectContaining({ line: 4 }));
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

  it('writes what readCsv reads back, quotes and line breaks included', () => {
    const rows = [
      ['=1+1', 'a;b', 'diz "oi"'],
      ['linha 1\nlinha 2', null, '\tx'],
    ];
    const csv = writeCsv(['A', 'B', 'C'], rows);
    expect(csv.startsWith('\uFEFFA;B;C\r\n')).toBe(true);
    expect(csv).toContain('\'=1+1;"a;b";"diz ""oi"""\r\n');
    const back = readCsv(csv).map(({ cells }) => cells.map(unguardFormula));
    expect(back).toEqual([
      ['A', 'B', 'C'],
      ['=1+1', 'a;b', 'diz "oi"'],
      ['linha 1\nlinha 2', '', '\tx'],
    ]);
  });
});
