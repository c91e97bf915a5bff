import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boundedVcards,
  MAX_CONTACTS,
  MAX_VCARD_LINE,
  MAX_VCARD_PARAMS,
  NotVcardError,
  readVcards,
} from './vcards.ts';

const crlf = (...lines: string[]) => lines.join('\r\n') + '\r\n';

describe('readVcards: vCard 2.1, as Android and Outlook write it', () => {
  it('reads a plain Android card with bare type parameters', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N:Lopes;Márcia;;;',
      'FN:Márcia Lopes',
      'TEL;CELL;PREF:+55 11 98765-4321',
      'TEL;HOME:(11) 3333-4444',
      'EMAIL;PREF;INTERNET:marcia@exemplo.com',
      'END:VCARD',
    );
    expect(readVcards(card)).toEqual({
      contacts: [
        {
          name: 'Márcia Lopes',
          phone: '+55 11 98765-4321',
          whatsapp: '5511987654321',
          email: 'marcia@exemplo.com',
        },
      ],
      unread: 0,
    });
  });

  it('decodes quoted-printable names with their charset, across soft line breaks', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=81gata=20Maria=20da=20Silva=20Concei=C3=A7=',
      '=C3=A3o',
      'TEL;CELL:(21) 99876-5432',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;QUOTED-PRINTABLE:Ara=C3=BAjo;Jo=C3=',
      '=A3o;;;',
      'TEL;CELL:31912345678',
      'END:VCARD',
    );
    expect(readVcards(card).contacts.map((c) => c.name)).toEqual([
      'Ágata Maria da Silva Conceição',
      'João Araújo',
    ]);
  });

  it('reads raw Latin-1 bytes by their CHARSET, and 8-bit text without one as Windows-1252', () => {
    const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    const file = latin1(
      crlf(
        'BEGIN:VCARD',
        'VERSION:2.1',
        'FN;CHARSET=ISO-8859-1:José Conceição',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:2.1',
        'FN:Antônia',
        'END:VCARD',
      ),
    );
    expect(readVcards(file).contacts.map((c) => c.name)).toEqual(['José Conceição', 'Antônia']);
  });

  it('leaves photos out: base64 continuation lines and the blank line after them', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN:Bia Souza',
      'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQE',
      '  l2S9ByOKYLrys+SP0p+0iPnP/2Q==',
      '',
      'TEL;CELL:+55 21 99876-5432',
      'END:VCARD',
    );
    expect(readVcards(card).contacts).toEqual([
      { name: 'Bia Souza', phone: '+55 21 99876-5432', whatsapp: '5521998765432', email: null },
    ]);
  });

  it('skips and counts the cards it cannot read, and refuses only a file with none read', () => {
    const good = crlf('BEGIN:VCARD', 'VERSION:2.1', 'FN:Caio', 'END:VCARD');
    const empty = crlf('BEGIN:VCARD', 'VERSION:2.1', 'ORG:Sem nome', 'END:VCARD');
    const broken = crlf('BEGIN:VCARD', 'VERSION:3.0', 'FN;TYPE="CELL:Quebrado', 'END:VCARD');
    expect(readVcards(good + empty + good + broken)).toMatchObject({
      contacts: [{ name: 'Caio' }, { name: 'Caio' }],
      unread: 2,
    });
    expect(() => readVcards(empty + broken)).toThrow(NotVcardError);
    expect(() => readVcards('BEGIN:VCARD\r\nnada aqui')).toThrow(NotVcardError);
  });

  it('keeps a number of another country as given, with no WhatsApp digits without its +', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:John Doe',
      'TEL;TYPE=CELL:905-555-1234',
      'END:VCARD',
    );
    expect(readVcards(card).contacts[0]).toMatchObject({ phone: '905-555-1234', whatsapp: null });
  });

  it('reads UTF-16 files (with their byte order mark) and iOS 6 line ends (\\r\\r\\n)', () => {
    const text = '\uFEFFBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dora Aragão\r\nEND:VCARD\r\n';
    const utf16 = new Uint8Array(Buffer.from(text, 'utf16le'));
    expect(readVcards(utf16).contacts[0]!.name).toBe('Dora Aragão');
    const ios =
      'BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nFN:Eva\r\r\nTEL;type=CELL:(11) 9876\r\r\n 5-4321\r\r\nEND:VCARD';
    expect(readVcards(ios).contacts[0]).toMatchObject({ name: 'Eva', phone: '(11) 98765-4321' });
  });
});

describe('boundedVcards, before any parsing', () => {
  it('keeps at most MAX_CONTACTS cards, without pictures and lines past the limits', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'FN:Ana',
      `NOTE:${'a'.repeat(MAX_VCARD_LINE)}`,
      `TEL;${Array.from({ length: MAX_VCARD_PARAMS + 1 }, () => 'X=1').join(';')}:1`,
      'LOGO;ENCODING=b:AAAA',
      '# a comment',
      'END:VCARD',
    );
    const cards = boundedVcards(card.repeat(MAX_CONTACTS + 10));
    expect(cards).toHaveLength(MAX_CONTACTS);
    expect(cards[0]).toEqual(['FN:Ana']);
  });

  it('stays linear on a long line, a long soft-broken value and many parameters', () => {
    // A million short lines take about a second on a busy machine; a quadratic pass, hours.
    const huge = 2 * 1024 * 1024;
    const inputs = [
      `BEGIN:VCARD\r\nFN:${'a'.repeat(huge)}`,
      `BEGIN:VCARD\r\nNOTE;QUOTED-PRINTABLE:${'a'.repeat(MAX_VCARD_LINE - 40)}${'=\r\n'.repeat(huge / 3)}`,
      `BEGIN:VCARD\r\nTEL;${'X=1;'.repeat(huge / 4)}:1${'\r\n ;'.repeat(huge / 4)}`,
    ];
    for (const input of inputs) {
      const started = performance.now();
      boundedVcards(input);
      expect(performance.now() - started).toBeLessThan(3_000);
    }
  });
});

describe('real contact files (tests/fixtures/real/vcards)', () => {
  const dir = new URL('../../../../tests/fixtures/real/vcards/', import.meta.url);
  // Each '## file.vcf' section of SOURCES.md ends in a JSON block of what the source expects.
  const sections = readFileSync(new URL('SOURCES.md', dir), 'utf8').split('\n## ').slice(1);
  const expected = sections.map((section) => {
    const json = section.slice(section.indexOf('```json') + 7, section.lastIndexOf('```'));
    return [section.slice(0, section.indexOf('\n')), JSON.parse(json)] as const;
  });

  it('has each file with its expectations in SOURCES.md, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.vcf'));
    expect(expected.map(([file]) => file).sort()).toEqual(files.sort());
  });

  it.each(expected)('reads %s as its source expects', (file, { contacts, unread }) => {
    const read = readVcards(new Uint8Array(readFileSync(new URL(file, dir))));
    expect(read.unread).toBe(unread);
    expect(read.contacts.map(({ name, phone, email }) => ({ name, phone, email }))).toEqual(
      contacts,
    );
    // North American and test numbers without their +: no fake Brazilian number from them.
    expect(read.contacts.map((c) => c.whatsapp)).toEqual(contacts.map(() => null));
  });
});
