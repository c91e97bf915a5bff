import { describe, expect, it } from 'vitest';
import { parseMembersCsv } from './csv.ts';

describe('parseMembersCsv', async () => {
  it('reads an Excel pt-BR export: BOM, header, semicolons, a name with a comma', async () => {
    const file = '\uFEFFE-mail;Nome\r\nANA@exemplo.com;"Silva, Ana"\r\nnao-e-email;X\r\n;\r\n';
    expect(await parseMembersCsv(file)).toEqual({
      rows: [{ email: 'ana@exemplo.com', name: 'Silva, Ana', line: 2 }],
      rejected: [{ index: 1, line: 3, column: 'email', message: 'not an email: nao-e-email' }],
      errors: ['line 3: not an email: nao-e-email'],
    });
  });

  it('reads Google Sheets and LibreOffice exports: commas or tabs, no header', async () => {
    const sheets = 'bia@exemplo.com,Bia,Souza\r\ncaio@exemplo.com,\r\n';
    expect((await parseMembersCsv(sheets)).rows).toEqual([
      { email: 'bia@exemplo.com', name: 'Bia Souza', line: 1 },
      { email: 'caio@exemplo.com', name: undefined, line: 2 },
    ]);
    const tabs = 'email\tnome\nemail@exemplo.com\tDi\n';
    expect((await parseMembersCsv(tabs)).rows).toEqual([
      { email: 'email@exemplo.com', name: 'Di', line: 2 },
    ]);
  });

  it('keeps a first line that is an address, even one that says email', async () => {
    expect((await parseMembersCsv('email@exemplo.com\n')).rows).toEqual([
      { email: 'email@exemplo.com', name: undefined, line: 1 },
    ]);
  });

  it('reports a file whose quote is never closed instead of guessing', async () => {
    const result = await parseMembersCsv('ana@exemplo.com\n"bia@exemplo.com;Bia\n');
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([expect.stringMatching(/^line \d+: malformed CSV/)]);
  });
});
