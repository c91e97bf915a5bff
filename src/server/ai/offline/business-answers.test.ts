// Questions about the business rather than the product (round 11's final reading, DB rows of a
// knife seller's; hours and the mode from rounds 9 and 10): answered from the sales process.
import { describe, expect, it } from 'vitest';
import {
  faca,
  gaba,
  nutri,
  padaria,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { replies } from '../../../../tests/helpers/offline-replies.ts';

describe('what a customer asks of the business', () => {
  it('whether to trust the seller: yes, with what the process gives, never "vou confirmar"', () => {
    const [reply] = replies('Posso confiar no vendedor?', faca);
    expect(reply).toMatch(/^Pode confiar, sim, Márcia! Envio com código de rastreio\./);
    for (const r of replies('Posso confiar no vendedor?', faca)) expect(r).not.toMatch(/confirmar/);
  });

  it('the site, of a seller who sells on WhatsApp: here (DB2230)', () => {
    expect(replies('Qual seria o site???', faca)[0]).toMatch(/pelo WhatsApp/);
  });

  it('a shop, of a seller who ships and names none: how they sell; else looked into', () => {
    expect(replies('Você tem alguma loja específica em São Paulo?', faca)[0]).toMatch(
      /pelo WhatsApp.*pelos Correios/,
    );
    // A bakery whose process has a shop to pick up from is not told it has none.
    expect(replies('Vocês tem loja?', padaria)[0]).not.toMatch(/pelos Correios/);
  });

  it('another platform, of a seller who sells on WhatsApp: here (DB1968)', () => {
    expect(replies('vcs vendem em outra plataforma?', gaba)[0]).toMatch(/pelo WhatsApp/);
  });

  it('hours and the mode still come from the process', () => {
    expect(replies('Até que horas vcs ficam abertos?', padaria)[0]).toMatch(/das 7h às 19h/);
    expect(replies('Você atende presencial ou online?', nutri)[0]).toMatch(/presencial e online/);
  });
});

describe('another product, or the product with something more', () => {
  it('"Vcs tem Biotina de 10 ml" of a GABA is another product, not another size (DB1904)', () => {
    const [reply] = replies(
      'Vcs tem Biotina de 10 ml.... qual valor da promoção de 3 potes ??',
      gaba,
    );
    expect(reply).toMatch(/valor de biotina de 10 ml/);
    expect(reply).not.toMatch(/nesse tamanho/);
  });

  it('"Tem Gaba com mais cápsulas?" of a GABA asks the more, not whether there is GABA (DB1950)', () => {
    const [reply] = replies('Boa noite ! Tem Gaba com mais cápsulas ?', gaba);
    expect(reply).toMatch(/se tenho com mais cápsulas/);
    expect(replies('Tem o GABA de 750mg?', gaba)[0]).toMatch(/GABA de 750mg/);
  });
});
