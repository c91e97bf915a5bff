// Round 22, four kinds of goods read untuned (ITF1–ITF36, a wireless intercom kit; FRZ1–FRZ29, a
// chest freezer; CAF1–CAF25, a capsule coffee machine; ALM1–ALM38, a Wi-Fi alarm kit), each product's differential within the
// form's 300 characters: each feature the differential states is answered by its clause, and
// nothing it does not state is answered by a clause that says something else.
import { describe, expect, it } from 'vitest';
import {
  adesivo,
  alarme,
  cafeteira,
  freezer,
  fogareiro,
  fumaca,
  geladeira,
  interfoneSemFio,
  moka,
  vedacao,
  ventoinha,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReplyTo } from '../../../../tests/helpers/offline-replies.ts';
import { productFields } from '#shared/products.ts';

const said = (text: string) => firstReplyTo(interfoneSemFio, text);

// Later rounds' products (fit-and-parts-questions.test.ts, round24-questions.test.ts) are held to
// the form here too.
it('each product read since round 22 fits the form a member fills in', () => {
  for (const product of [
    interfoneSemFio,
    freezer,
    cafeteira,
    alarme,
    moka,
    fumaca,
    vedacao,
    fogareiro,
    geladeira,
    adesivo,
    ventoinha,
  ]) {
    for (const field of productFields) {
      expect(product[field.name]?.length ?? 0, field.name).toBeLessThanOrEqual(field.max);
    }
  }
});

describe('what the differential does not say', () => {
  it('is not answered by a clause that says something else (ITF15, ITF28)', () => {
    expect(said('Vocês tem o link para fechadura com interfone?')).toMatch(
      /Abre até 2 portões, com fechadura de 12 V/,
    );
    expect(said('Olá, preciso somente do telefone, vc vende? se sim link se possivel')).toBe(
      'Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.',
    );
  });
});

describe('the intercom asked by what it does', () => {
  it('the range between its two units, the lock it opens (ITF1, ITF5, ITF32)', () => {
    expect(
      said('Qual distância pode ser instalado entre a base e o recebedor de chamadas'),
    ).toMatch(/alcance de até 300 m sem barreiras/);
    expect(said('Bom dia é compatível com qualquer fechadura interbras?')).toMatch(
      /fechadura de 12 V ou contato seco de qualquer marca/,
    );
    const both = said(
      'Boa tarde qual fechadura é compatível? Tenho 50mts de distância ele atende?',
    );
    expect(both).toMatch(/fechadura de 12 V/);
    expect(both).toMatch(/alcance de até 300 m/);
  });

  it('what comes, the buttons, the follow-me call (ITF19, ITF33, ITF22)', () => {
    expect(
      said(
        'Olá! Gostaria de tirar uma dúvida: no valor de R$ 492,43 está incluso o telefone e o ramal?',
      ),
    ).toMatch(/Vem 1 telefone sem fio e 1 ramal externo de 1 botão/);
    expect(said('o que quer dizer quantidade de botões?')).toMatch(/1 ramal externo de 1 botão/);
    expect(
      said(
        'Função Siga-me, posso cadastrar o numero do meu celular? e caso toque eu não atenda, logo tocará no meu celular?',
      ),
    ).toMatch(/a chamada vai para o seu celular/);
  });

  it("a cable's length is not the range (ITF6, ITF8)", () => {
    expect(said('Esse interfone qual o tamanho do cabo que vai na tomada')).toBe(
      'Oi, Márcia! Vou confirmar certinho a medida do cabo e já te falo.',
    );
    expect(said('Qual o comprimento da fonte do interfone')).toBe(
      'Oi, Márcia! Vou confirmar certinho a medida da fonte e já te falo.',
    );
  });
});

describe('how the turn is read', () => {
  it('a thing named alone asks, said back with its article (ITF23, ITF2)', () => {
    expect(said('Proteção')).toMatch(/Vou confirmar/);
    expect(said('Vc vende o proteção pra não roubar o interfone')).toMatch(
      /Vou confirmar se tenho a proteção/,
    );
  });

  it('paying more offered is no objection, a price named is no price asked (ITF20, ITF19)', () => {
    const reply = said(
      'Esse se quiser e pagar mais caro ele tem como vir com dois telefones (para ter um na sala e um nos fundos)?',
    );
    expect(reply).toBe('Oi, Márcia! Vem 1 telefone sem fio. Qualquer dúvida, é só me falar.');
    expect(
      said(
        'Olá! Gostaria de tirar uma dúvida: no valor de R$ 492,43 está incluso o telefone e o ramal?',
      ),
    ).toBe(
      'Oi, Márcia! Vem 1 telefone sem fio e 1 ramal externo de 1 botão, pretos, fonte bivolt. Qualquer dúvida, é só me falar.',
    );
  });

  it('a fault of one they have had for years is looked at, no size checked (ITF11)', () => {
    expect(
      said(
        'Tenho o TIS5010 há 2 anos,funcionava bem a 30 metros,agora só funciona se as unidades estiverem próximas.Será a bateria?',
      ),
    ).toBe('Vi aqui, Márcia! Vou ver isso e já te falo.');
  });
});

describe('a chest freezer (FRZ1–FRZ29)', () => {
  const frz = (text: string) => firstReplyTo(freezer, text);

  it('what it is not, said by its clause, with or without a question mark (FRZ2, FRZ18, FRZ5)', () => {
    expect(frz('boa noite, tem este freezer com a funçao inverter')).toMatch(/Não é inverter/);
    expect(frz('Esse freezer é frost free ?')).toMatch(/Não é Frost Free\./);
    const several = frz(
      'Boa noite. Possui garantia e nota fiscal? Ele é inverter? Não tem lâmpada né amigo?',
    );
    expect(several).toMatch(/12 meses de garantia/);
    expect(several).toMatch(/Não é inverter e não tem lâmpada\./);
  });

  it('its measures whole, its power, the drinks it cools (FRZ13, FRZ24, FRZ12)', () => {
    expect(frz('Qual as dimesoes')).toMatch(
      /Tem 85 cm de altura, 1,12 m de largura e 68 cm de profundidade\./,
    );
    expect(frz('Qual a potência em Watts do motor?')).toMatch(/140 W/);
    expect(frz('Serve para cerveja?')).toBe(
      'Oi, Márcia! Tem 4 funções (resfria, conserva, congela e gela bebidas). Qualquer dúvida, é só me falar.',
    );
  });

  it("the freight's value is no price asked; 'alguém' is no thing (FRZ6, FRZ7)", () => {
    expect(frz('Qual o valor do frete para Feijó acre')).toBe(
      'Oi, Márcia! O frete eu calculo pelo seu CEP. Me passa ele que eu vejo certinho?',
    );
    expect(frz('Tem alguem preciso trabalhar')).toBe(
      'Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.',
    );
  });
});

describe('a capsule coffee machine (CAF1–CAF25)', () => {
  const caf = (text: string) => firstReplyTo(cafeteira, text);

  it('what it takes, its voltage, the voucher (CAF2, CAF19, CAF18, CAF15, CAF8)', () => {
    for (const text of ['Cabe a cápsula Italle ?', 'Compatível com cápsulas de outras marcas ?']) {
      expect(caf(text)).toMatch(/Usa só cápsulas Nespresso Linha Original\./);
    }
    for (const text of ['Funciona 220v?', 'TERIA ELA NO 220V']) {
      expect(caf(text)).toMatch(/Também tenho em 220 V\./);
    }
    expect(caf('Recebe o voucher para 150 reais em cápsulas??')).toMatch(
      /Você resgata um voucher de R\$ 150 em cápsulas no site da Nespresso\./,
    );
  });

  it('the invoice by the clause that issues it, once (CAF4, CAF1)', () => {
    expect(caf('Olá, vocês fazem emissão de nota fiscal para CNPJ?')).toMatch(/Emito nota fiscal/);
    expect(caf('Vem com a NF e tem garantia do fabricante?')).toBe(
      'Oi, Márcia! Tem 12 meses de garantia de fábrica. Emito nota fiscal. Qualquer dúvida, é só me falar.',
    );
  });

  it('what comes only where the clause names it; what it lacks said (CAF23, CAF24)', () => {
    expect(caf('Ele acompanha o que faz o leite espumante?')).toMatch(
      /Oi, Márcia! Não tem vaporizador de leite\./,
    );
    expect(caf('acompanha o kit de boas vindas ? quantas capsulas neste kit ?')).toMatch(
      /Vem com um kit de cápsulas para degustação/,
    );
  });
});

describe('a Wi-Fi alarm kit (ALM1–ALM38, the closing check, fixed after it)', () => {
  const alm = (text: string) => firstReplyTo(alarme, text);

  it('the sensors it takes, named; the app, by its name or by what it does (ALM31, ALM2, ALM3, ALM26)', () => {
    expect(alm('É possível adicionar mais sensores de movimento e de abertura?')).toMatch(
      /Aceita até 20 sensores\./,
    );
    expect(alm('Da pra adicionar mais um ou dois controles?')).toMatch(
      /Vou confirmar se é possível adicionar mais um ou dois controles/,
    );
    for (const text of ['É compatível com Tuya?', 'Consigo ligar ou desligar pelo app ?']) {
      expect(alm(text)).toMatch(/Controla 100% pelo app Tuya ou Smart Life\./);
    }
  });

  it('a clause said in its shape; a part alone is not what comes (ALM6, ALM28, ALM4)', () => {
    expect(alm('olá, todas as peças possuem bateria, não precisa de instalação elétrica?')).toMatch(
      /É tudo sem fio e a bateria/,
    );
    expect(alm('wi fi?')).toMatch(/Funciona só com Wi-Fi 2\.4 GHz\./);
    expect(alm('Vocês tem só o sensor de abertura desse kit ?')).toBe(
      'Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.',
    );
  });
});

describe('after the review: ordinary words keep their reading', () => {
  it("'se funcionava', 'Verdade', 'não vou pagar mais caro', a greeting, a second question", () => {
    expect(firstReplyTo(cafeteira, 'Queria saber se funcionava em 220v')).toMatch(
      /Também tenho em 220 V\./,
    );
    expect(firstReplyTo(cafeteira, 'Verdade')).toBe(
      'Combinado, Márcia! Qualquer coisa, é só me chamar.',
    );
    expect(firstReplyTo(freezer, 'Não vou pagar mais caro que na loja')).toMatch(/Entendo/);
    expect(firstReplyTo(alarme, 'Boa noite, o que vem na caixa?')).toMatch(
      /Vem com sirene, 2 sensores de abertura/,
    );
    expect(firstReplyTo(freezer, 'Não tem lâmpada né? Vem com cesto?')).toMatch(
      /Não é inverter e não tem lâmpada\. Vou confirmar se vem com cesto/,
    );
  });
});

it("a voltage answered is not checked too; 'vem com nota?' asks the invoice (round 23's review)", () => {
  expect(firstReplyTo(cafeteira, 'Funciona em 220v? Vem com nota?')).toBe(
    'Oi, Márcia! Também tenho em 220 V. Emito nota fiscal. Qualquer dúvida, é só me falar.',
  );
});

describe('a stovetop moka pot (MOK1–MOK25, round 23)', () => {
  const mok = (text: string) => firstReplyTo(moka, text);

  it('where it goes, said whole by the clause with its verb (MOK2, MOK15, MOK24)', () => {
    const stove = 'Oi, Márcia! Vai no fogão comum e no de indução. Qualquer dúvida, é só me falar.';
    expect(mok('BOA NOITE É COMPATIVEL COM FOGAO DE INDUÇAO?')).toBe(stove);
    expect(mok('Olá, pode ser utilizada em fogão a gás?')).toBe(stove);
    expect(mok('Boa noite ,pode ser usada em fogao de inducao?')).toBe(stove);
  });

  it('a clause with its own subject is not cut (MOK17); the word asked first wins (MOK9)', () => {
    expect(mok('Mais no anúncio diz que tem opção de 110 e 220')).toBe(
      'Oi, Márcia! O 127/220 V do anúncio não se aplica. Qualquer dúvida, é só me falar.',
    );
    expect(
      mok(
        'Boa noite, ela é eletrica??? Coloco agua e café ligo na energia eletrica e ela faz o Café é isso mesmo???',
      ),
    ).toBe(
      'Oi, Márcia! Não é elétrica (o 127/220 V do anúncio não se aplica). Qualquer dúvida, é só me falar.',
    );
  });

  it('what it makes is no detail asked (MOK19); a part no clause names is checked (MOK1)', () => {
    expect(
      mok('Ela mantém o café quente no recipiente ou tem que colocar em uma garrafa de café??'),
    ).toBe('Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.');
    // The differential names no handle: checked by name, not refused (round 23's review).
    expect(mok('Boa tarde, vcs vendem o cabo da cafeteira Italiana Edecasa Q-2390??')).toBe(
      'Boa pergunta, Márcia! Vou confirmar se tenho o cabo e já te falo.',
    );
  });
});
