import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  sampleChat,
  whatsappExport,
  whatsappZip,
} from '../../../../tests/helpers/whatsapp-export.ts';
import { daysFirstIn, readChat } from './chat.ts';
import { contactOfExport } from './export-name.ts';
import { customerAuthorOf, sellerAuthorOf } from './seller.ts';
import { readShare, ShareReadError } from './share.ts';
import { readVcards } from './vcards.ts';

const SP = 'America/Sao_Paulo';

describe('readChat', () => {
  const messages = [
    { author: 'Márcia Lopes', at: new Date('2026-11-25T13:30:15Z'), text: 'oi, qto custa?' },
    { author: 'Ana Vendas', at: new Date('2026-11-25T13:31:40Z'), text: 'Oi Márcia!\nCusta R$ 97' },
    { author: 'Márcia Lopes', at: new Date('2026-11-25T17:05:00Z'), text: 'blz, manda o pix' },
  ];

  for (const phone of ['android', 'iphone'] as const) {
    for (const clock of ['24h', '12h'] as const) {
      it(`reads a ${phone} export written on a ${clock} clock, in the phone's zone`, async () => {
        const read = await readChat(whatsappExport('Márcia Lopes', messages, { phone, clock }), SP);
        expect(read.map((m) => m.text)).toEqual(messages.map((m) => m.text));
        expect(read.map((m) => m.authorName)).toEqual(messages.map((m) => m.author));
        // Android writes minutes only; iPhone seconds too.
        const precision = phone === 'android' ? 60_000 : 1000;
        expect(read.map((m) => new Date(m.at).getTime())).toEqual(
          messages.map((m) => Math.floor(m.at.getTime() / precision) * precision),
        );
      });
    }
  }

  it('reads pt-BR dates day first and a time after noon on a 12 h clock', async () => {
    const [m] = await readChat('03/11/2026 1:05 PM - Márcia: oi\n', SP);
    expect(m!.at).toBe('2026-11-03T16:05:00.000Z');
  });

  it('turns media into placeholders and leaves system lines and deleted messages out', async () => {
    const android = [
      '25/11/2026 10:29 - Márcia Lopes mudou o número de telefone.',
      '25/11/2026 10:30 - Márcia Lopes: <Mídia oculta>',
      '25/11/2026 10:31 - Márcia Lopes: IMG-20261125-WA0001.jpg (arquivo anexado)',
      'esse aqui',
      '25/11/2026 10:32 - Márcia Lopes: PTT-20261125-WA0002.opus (arquivo anexado)',
      '25/11/2026 10:33 - Márcia Lopes: Esta mensagem foi apagada',
      '25/11/2026 10:34 - Márcia Lopes: pode ser amanhã <Mensagem editada>',
    ].join('\n');
    expect((await readChat(android, SP)).map((m) => m.text)).toEqual([
      '[mídia]',
      '[foto] esse aqui',
      '[áudio]',
      'pode ser amanhã',
    ]);
    const iphone = [
      '[25/11/2026, 10:29:00] Márcia Lopes: \u200eAs mensagens e ligações são protegidas com a criptografia de ponta a ponta.',
      '[25/11/2026, 10:30:00] Márcia Lopes: \u200eimagem ocultada',
      '[25/11/2026, 10:31:00] Márcia Lopes: \u200e<anexado: 00000012-AUDIO-2026-11-25-10-31-00.opus>',
      '[25/11/2026, 10:32:00] Márcia Lopes: \u200eMárcia Lopes mudou o assunto',
      '[25/11/2026, 10:33:00] Márcia Lopes: ok',
    ].join('\n');
    expect((await readChat(iphone, SP)).map((m) => m.text)).toEqual(['[foto]', '[áudio]', 'ok']);
  });

  it('keeps captions with their media and a document with its name, iPhone and Android', async () => {
    const chat = [
      '[25/11/2026, 10:30:00] Márcia Lopes: olha esse \u200e<anexado: 00000104-PHOTO-2026-11-25-10-30-00.jpg>',
      '[25/11/2026, 10:31:00] Márcia Lopes: esse aqui \u200eimagem ocultada',
      '[25/11/2026, 10:32:00] Márcia Lopes: \u200eComprovante.pdf • 1 página \u200edocumento omitido',
      '[25/11/2026, 10:33:00] Márcia Lopes: \u200e<anexado: 00000105-Orçamento.pdf>',
      '[25/11/2026, 10:34:00] Márcia Lopes: \u200eáudio omitido',
    ].join('\n');
    expect((await readChat(chat, SP)).map((m) => m.text)).toEqual([
      '[foto] olha esse',
      '[foto] esse aqui',
      '[documento] Comprovante.pdf',
      '[documento] Orçamento.pdf',
      '[áudio]',
    ]);
    const android = [
      '25/11/2026 10:30 - Márcia Lopes: Comprovante.pdf (arquivo anexado)',
      '25/11/2026 10:31 - Márcia Lopes: IMG-20261125-WA0001.jpg (ficheiro anexado)',
      'a cor',
      '25/11/2026 10:32 - Márcia Lopes: <Multimédia omitida>',
    ].join('\n');
    expect((await readChat(android, SP)).map((m) => m.text)).toEqual([
      '[documento] Comprovante.pdf',
      '[foto] a cor',
      '[mídia]',
    ]);
  });

  it('leaves deleted messages out in pt-PT and English too', async () => {
    const chat = [
      '25/11/2026 10:30 - Márcia Lopes: Apagou esta mensagem',
      '25/11/2026 10:31 - Márcia Lopes: Esta mensagem foi eliminada',
      '25/11/2026 10:32 - Márcia Lopes: You deleted this message',
      '25/11/2026 10:33 - Márcia Lopes: ok',
    ].join('\n');
    expect((await readChat(chat, SP)).map((m) => m.text)).toEqual(['ok']);
  });

  it('reads dates in the order the file writes them, from all its dates', async () => {
    const yearFirst = '2016-08-06, 1:23 PM - Ana: oi\n2016-08-13, 9:00 AM - Ana: e aí?\n';
    expect((await readChat(yearFirst, 'UTC')).map((m) => m.at)).toEqual([
      '2016-08-06T13:23:00.000Z',
      '2016-08-13T09:00:00.000Z',
    ]);
    const bracketed = '[2016/08/06 13:23] Ana: oi\n';
    expect((await readChat(bracketed, 'UTC'))[0]!.at).toBe('2016-08-06T13:23:00.000Z');
    // A US export: the month first, told by a day over 12 anywhere in the file.
    const monthFirst = '8/6/16, 1:23 PM - Ana: oi\n8/13/16, 9:00 AM - Ana: e aí?\n';
    expect((await readChat(monthFirst, 'UTC'))[0]!.at).toBe('2016-08-06T13:23:00.000Z');
    expect(daysFirstIn(['06/08/2016 13:23 - Ana: oi'])).toBe(true);
  });

  it('reads messages copied out of WhatsApp, time first', async () => {
    const copied = '[10:30, 25/11/2026] Márcia Lopes: oi\n[10:31, 25/11/2026] Ana: Oi!\ntudo bem?';
    const read = await readChat(copied, SP);
    expect(read).toEqual([
      { authorName: 'Márcia Lopes', at: '2026-11-25T13:30:00.000Z', text: 'oi' },
      { authorName: 'Ana', at: '2026-11-25T13:31:00.000Z', text: 'Oi!\ntudo bem?' },
    ]);
  });

  it('reads a long chat in chunks without cutting a message', async () => {
    const chat = sampleChat('Márcia', 'Ana', 5000).map((m, i) => ({
      ...m,
      text: i % 7 === 0 ? `linha um ${i}\nlinha dois` : m.text,
    }));
    const read = await readChat(
      whatsappExport('Márcia', chat, { phone: 'android', clock: '24h' }),
      SP,
    );
    expect(read).toHaveLength(5000);
    expect(read[4998]!.text).toBe(chat[4998]!.text);
    expect(read[7]!.text).toBe('linha um 7\nlinha dois');
  });
});

describe('contactOfExport', () => {
  it('reads the contact out of the names WhatsApp gives an export', () => {
    expect(contactOfExport('Conversa do WhatsApp com Márcia Lopes.txt')).toBe('Márcia Lopes');
    expect(contactOfExport('Conversa do WhatsApp com Márcia Lopes (1).zip')).toBe('Márcia Lopes');
    expect(contactOfExport('WhatsApp Chat with +55 11 98765-4321.txt')).toBe('+55 11 98765-4321');
    expect(contactOfExport('WhatsApp Chat - Márcia.zip')).toBe('Márcia');
    expect(contactOfExport('notas.txt')).toBeNull();
  });
});

describe('who is the seller', () => {
  it('is the author who is not the contact, else the one named like the member', () => {
    expect(sellerAuthorOf(['Márcia Lopes', 'Ana'], 'Márcia Lopes', null)).toBe('Ana');
    expect(sellerAuthorOf(['+55 11 98765-4321', 'Ana'], '+55 11 98765-4321', null)).toBe('Ana');
    expect(sellerAuthorOf(['Márcia', 'Ana Souza'], null, 'ana souza')).toBe('Ana Souza');
    expect(sellerAuthorOf(['Márcia', 'Ana'], null, 'Beatriz')).toBeNull();
    expect(customerAuthorOf(['Márcia', 'Ana'], null, 'Ana')).toBe('Márcia');
    expect(customerAuthorOf(['Márcia', 'Ana'], null, null)).toBeNull();
  });
});

describe('readVcards', () => {
  it('reads vCard 3.0 and 4.0, one or many a file, with WhatsApp numbers', () => {
    const v3 = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lopes;Márcia;;;',
      'FN:Márcia Lopes',
      'item1.TEL;waid=5511987654321:+55 11 98765-4321',
      'item1.X-ABLabel:Celular',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Loja Centro',
      'TEL;TYPE=WORK:(11) 3333-4444',
      'EMAIL:loja@example.com',
      'END:VCARD',
    ].join('\r\n');
    expect(readVcards(v3).contacts).toEqual([
      { name: 'Márcia Lopes', phone: '+55 11 98765-4321', whatsapp: '5511987654321', email: null },
      {
        name: 'Loja Centro',
        phone: '(11) 3333-4444',
        whatsapp: '551133334444',
        email: 'loja@example.com',
      },
    ]);
    const v4 =
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:João\r\nTEL;VALUE=uri;TYPE=cell:tel:+55-21-99876-5432\r\nEND:VCARD\r\n';
    expect(readVcards(v4).contacts).toEqual([
      { name: 'João', phone: '+55-21-99876-5432', whatsapp: '5521998765432', email: null },
    ]);
  });
});

describe('readShare', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const read = (input: Parameters<typeof readShare>[0]) => readShare(input, { timeZone: SP, now });

  it('reads any other text as one customer message at the time it arrives', async () => {
    const share = await read({ text: 'Oi, vi seu anúncio, qto custa?' });
    expect(share.messages).toEqual([
      { authorName: null, at: now.toISOString(), text: 'Oi, vi seu anúncio, qto custa?' },
    ]);
  });

  it('reads only the chat inside a .zip, its media never inflated', async () => {
    const chat = whatsappExport('Márcia', sampleChat('Márcia', 'Ana', 4), {
      phone: 'iphone',
      clock: '24h',
    });
    const zip = whatsappZip(chat, { '00000001-PHOTO-2026-11-20.jpg': 6 * 1024 * 1024 });
    const share = await read({ file: { name: exportFileName('Márcia', 'zip'), bytes: zip } });
    expect(share).toMatchObject({ kind: 'chat', contact: 'Márcia' });
    expect(share.messages).toHaveLength(4);
  });

  it('refuses a file that is not an export, naming how to export', async () => {
    const notes = new TextEncoder().encode('lista de compras\nleite\npão');
    const error = await read({ file: { name: 'notas.txt', bytes: notes } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ShareReadError);
    expect((error as ShareReadError).code).toBe('NOT_A_CHAT');
    const zip = whatsappZip('nada aqui');
    const fromZip = await read({ file: { name: 'x.zip', bytes: zip } }).catch((e: unknown) => e);
    expect((fromZip as ShareReadError).code).toBe('NOT_A_CHAT');
  });

  it("reads the Contact Picker's contacts", async () => {
    const share = await read({
      contacts: [{ name: ['Márcia'], tel: ['(11) 98765-4321'], email: [] }],
    });
    expect(share.contacts).toEqual([
      { name: 'Márcia', phone: '(11) 98765-4321', whatsapp: '5511987654321', email: null },
    ]);
  });
});
