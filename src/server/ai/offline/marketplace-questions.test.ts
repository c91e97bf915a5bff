// Round 19: questions buyers asked marketplace sellers before buying (Mercado Livre listings'
// Q&A, SOURCES.md), each read as a prospect's first WhatsApp message to the seller. Each failure
// of the first reading (TP1–TP20) is reproduced here first.
import { describe, expect, it } from 'vitest';
import {
  cameraLampada,
  damperGeladeira,
  sapateira,
  sensoresGeladeira,
  tomadaInteligente,
  relogio,
  lampadaInteligente,
  videoporteiro,
  guardaRoupa,
  panelaEletrica,
  ventilador,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import { firstReplyTo as said } from '../../../../tests/helpers/offline-replies.ts';

describe('round 19: a detail the differential states is said, not checked', () => {
  it('a word of the question the differential names gets its clause (TP4, TP6, TP10, TP18)', () => {
    expect(
      said(
        ventilador,
        'Por gentileza, gostaria de saber as seguintes informações: as pás são da cor branca? O ventilador é da linha Ultimate? G',
      ),
    ).toMatch(/Tem 3 pás brancas\./);
    expect(
      said(guardaRoupa, 'São 2 ou 3 cabideiros? Nas fotos aparecem 3 e na descrição diz que são 2'),
    ).toMatch(/Tem 2 cabideiros e prateleiras\./);
    for (const text of [
      'Boa tarde, as lâmpadas não inclusas são de Led? obrigada.',
      'Qual a dimensão do reservatorio da lampada? Minha lampada é mais gorda, uma da positivo, sera que cabe?',
    ]) {
      expect(said(ventilador, text)).toMatch(/Tem espaço para duas lâmpadas de até 14 cm/);
    }
    expect(said(guardaRoupa, 'Quanto peso ele aguenta?')).toMatch(/Aguenta até 15 kg no total\./);
  });

  it('a question no clause names is still checked, and the product name answers nothing', () => {
    expect(said(ventilador, 'É nano tecnologia?')).toMatch(/Vou confirmar/);
    expect(said(ventilador, 'Esse ventilador é de três ou seis?')).not.toMatch(/Tem |É o /);
    expect(said(panelaEletrica, 'Ela é boa mesmo?')).not.toMatch(/Tem tigela/);
  });
});

describe("round 19: the customer's words said back as a seller writes them", () => {
  it('a lone "p" before a verb is "pra", and a check ends before "quando" (TP7, TP15)', () => {
    expect(
      said(
        ventilador,
        'Sabe informar se o ultimate d arno tem como adaptar p ligar na tomada de parede?',
      ),
    ).toMatch(/adaptar pra ligar/);
    const reply = said(panelaEletrica, 'Tem apito sonoro quando o alimento esta pronto?');
    expect(reply).not.toMatch(/apito sonoro quando e/);
    expect(reply).toMatch(/apito sonoro/);
  });
});

describe('round 19, TP21–TP40: the seller here, both carriers, a conditional link, other colours', () => {
  it('a buyer asking how to reach the seller privately is told it is here (TP38)', () => {
    expect(
      said(panelaEletrica, 'Olá, tudo bem? Como consigo falar com o vendedor no privado?'),
    ).toMatch(/aqui mesmo/);
  });

  it('a process that ships by Correios or a carrier says both (TP26)', () => {
    expect(
      said(panelaEletrica, 'Boa noite, gostaria de saber se a entrega é pelos correios ?'),
    ).toMatch(/pelos Correios ou por transportadora/);
  });

  it('"caso tenha manda o link" is no order: the capacity asked is checked (TP39)', () => {
    const reply = said(panelaEletrica, 'Tem ela com capacidade maior ?caso tenha manda o link');
    expect(reply).not.toMatch(/Oba|link do cartão/);
  });

  it('"Tem outra cores, ou só preta?" asks for other colours, not black (TP37)', () => {
    const reply = said(panelaEletrica, 'Tem outra cores,ou só preta?');
    expect(reply).not.toMatch(/na cor preta/);
    expect(reply).toMatch(/outras cores/);
  });
});

describe('round 19, TP41–TP60: a no said plainly, a size glued to its word', () => {
  it('"Não tem ela bivolt?" gets "Não é bivolt", never "É não é bivolt" (TP52)', () => {
    const reply = said(panelaEletrica, 'Não tem ela bivolt?');
    expect(reply).not.toMatch(/É não é/);
    expect(reply).toMatch(/Não é bivolt/);
  });

  it('"Tem de10litros" is read as 10 litres (TP60)', () => {
    expect(said(panelaEletrica, 'Tem de10litros')).not.toMatch(/de10litros/);
  });
});

describe('round 19, the closing batch (TP61–TP83)', () => {
  it('"Qtos decibéis ele tem?" asks no price (TP66)', () => {
    expect(said(ventilador, 'Qtos decibéis ele tem?')).not.toMatch(/R\$/);
  });

  it("a detail's own aside is said with it: the lamps are not included (TP76)", () => {
    expect(said(ventilador, 'Boa tarde, as lâmpadas são de Led? obrigada.')).toMatch(
      /duas lâmpadas de até 14 cm \(não inclusas\)/,
    );
  });

  it('"Quero o vídeo de como montar" is no order (TP69)', () => {
    expect(said(guardaRoupa, 'Quero o vídeo de como montar')).not.toMatch(/Oba|Pix ou no cartão/);
  });
});

describe('round 19, after the close: a voltage and a colour the fields name are said', () => {
  it('"Tem dela 127v?" gets the voltages there are; "cor preto" the black there is (TP61, TP65)', () => {
    expect(said(panelaEletrica, 'Tem dela 127v?')).toMatch(/Tem sim, em 127 V ou 220 V\./);
    expect(said(panelaEletrica, 'Tem dela 110v?')).toMatch(/Vou confirmar se funciona em 110 V/);
    expect(said(guardaRoupa, 'Boa Noite, tem disponibilidade de guarda roupa cor preto?')).toMatch(
      /Tem sim, na cor preta\./,
    );
  });
});

describe('round 19, after the close: a part alone, where the seller sells none', () => {
  it('"vende só a capa?" and connectors for sale are told no, from the process (TP36, TP67)', () => {
    for (const text of [
      'Boa tarde, vende so a capa do guarda roupa dobravel?',
      'Vcs tem os conectores separados para venda ?',
    ]) {
      expect(said(guardaRoupa, text)).toMatch(/Não vendo peças avulsas/);
    }
    // A seller who never said so still checks.
    expect(said(panelaEletrica, 'Oi boa noite vcs tem a tampa dessa Panela para vender ?')).toMatch(
      /Vou confirmar/,
    );
  });
});

describe('round 19, after the close: other colours, where the fields name one', () => {
  it('"Tem outras cores desse guarda roupa?" gets the only one there is (TP45)', () => {
    expect(said(guardaRoupa, 'Tem outras cores desse guarda roupa?')).toMatch(
      /Por enquanto, só tenho capa preta/,
    );
  });
});

describe('round 20: a feature asked by what it does is answered by the clause that states it', () => {
  it('a memory card is no payment by card (CAM1, CAM10, CAM16)', () => {
    for (const text of [
      'Vcs q vende o cartão?',
      'Tem q colocar cartão de memória ou o próprio app grava',
    ]) {
      const reply = said(cameraLampada, text);
      expect(reply).not.toMatch(/Pode ser no cartão|link do cartão/);
      expect(reply).toMatch(/Vem sem memória interna: cartão microSD de 32 ou 64 GB à parte\./);
    }
    expect(
      said(
        cameraLampada,
        'Tava vendo tem q colocar cartão de memória pra gravar? E no caso ela é a prova de água?',
      ),
    ).toMatch(/sem memória interna.*É para áreas internas ou cobertas\./);
    expect(said(cameraLampada, 'Aceita cartão de crédito?')).not.toMatch(/memória/);
  });

  it('the app asked, paid or by name, is the one the differential names, free (CAM2, CAM3, CAM7, CAM14)', () => {
    for (const text of [
      'Boa noite para o uso da câmera tem app pago??',
      'Bom dia o app e yose',
      'Qual o app?',
      'Qual é o aplicativo que precisa comprar ?? quanto custa ?? é desses que ficam tem enchendo de propagandas ??',
    ]) {
      const reply = said(cameraLampada, text);
      expect(reply).toMatch(/Funciona pelo app Yoosee, que é gratuito\./);
      expect(reply).not.toMatch(/R\$|separe/);
    }
  });

  it('night, voltage, Wi-Fi and sound are said from the differential (CAM4, CAM6, CAM13, CAM17, CAM18)', () => {
    expect(said(cameraLampada, 'A noite no escuro ela mostra a o ambiente normal')).toMatch(
      /Tem visão noturna colorida\./,
    );
    expect(said(cameraLampada, 'é 110 ou 220v?')).toMatch(/É bivolt\./);
    for (const text of [
      'Precisa Whifhi com qual frequência ou distância pra câmera funcionar?',
      'E como eu conecto ela?',
    ]) {
      expect(said(cameraLampada, text)).toMatch(/Funciona com Wi-Fi 2\.4 GHz ou cabo de rede\./);
    }
    expect(said(cameraLampada, 'Ela grava áudio?')).toMatch(
      /Grava áudio e vídeo, áudio nos dois sentidos\./,
    );
    expect(
      said(cameraLampada, 'Minha câmera não segue direito o movimento e se movimenta pouco'),
    ).not.toMatch(/Detecta movimento/);
  });

  it('a monthly plan asked of goods priced once is checked by name, not priced (CAM12)', () => {
    const reply = said(
      cameraLampada,
      'Eu colocando três lâmpadas o valor pacote mensal é o mesmo?',
    );
    expect(reply).toMatch(/o valor do pacote mensal/);
    expect(reply).not.toMatch(/R\$|separe/);
  });
});

describe('round 20, after reading CAM23–CAM37', () => {
  it('"A câmera é bivolt?" is answered by the differential, not checked as "como se usa" (CAM33)', () => {
    expect(said(cameraLampada, 'A câmera é bivolt?')).toMatch(/É bivolt\./);
  });

  it('what a feature just answered is not checked again (CAM25)', () => {
    const reply = said(cameraLampada, 'Ela já vem com memória ou preciso de um cartão de memória?');
    expect(reply).toMatch(/Vem sem memória interna/);
    expect(reply).not.toMatch(/confirmar/);
  });

  it('a camera that follows a person ("rastreio da pessoa") is no parcel tracked (CAM27)', () => {
    const reply = said(
      cameraLampada,
      'Ele detecta o movimento e faz o rastreio da pessoa automaticamente? Girando a camera',
    );
    expect(reply).toMatch(/Detecta movimento e avisa no celular\./);
    expect(reply).not.toMatch(/CEP|Correios/);
  });

  it('a guarantee is said once, and the invoice the process names is no check (CAM27)', () => {
    const reply = said(cameraLampada, 'Emite NF? Qual o prazo de garantia?');
    expect(reply).toMatch(/Tem 3 meses de garantia\./);
    expect(reply).toMatch(/nota fiscal/);
    expect(reply).not.toMatch(/garantia de 3 meses de garantia|Sobre a nota fiscal, vou confirmar/);
  });
});

describe('round 20, after the untuned damper check: a model code is checked by name, as written', () => {
  it('a code off an appliance label is checked as written, never a clause cut short (DMP3, DMP9, DMP11, DMP22)', () => {
    for (const [text, code] of [
      ['Boa tarde serve na Brastemp active modelo: BRM50NBANA , 110v?', 'BRM50NBANA'],
      ['Bom dia. Preciso do Dampe Brastemp Modelo BRE57ABANA20 SÉRIE: JG0412911', 'BRE57ABANA20'],
      ['BRE57ABANA', 'BRE57ABANA'],
      ['Boa tarde É compatível com o modelo BRE57ABANA20? Grato pela atenção', 'BRE57ABANA20'],
      ['Esse damper serve para o modelo do refrigerador consul bre59aeana', 'BRE59AEANA'],
    ]) {
      const reply = said(damperGeladeira, text!);
      expect(reply).toMatch(new RegExp(`Vou confirmar se serve no modelo ${code}\\b`));
      expect(reply).not.toMatch(/da linha\.|Tem serve|Combinado|W11113071 para geladeira/);
    }
  });

  it('"é 12 volts?" is answered by the differential\'s 12 V (DMP21)', () => {
    expect(said(damperGeladeira, 'Bom dia amigo dá para conferir se o damper e 12 volts')).toMatch(
      /Funciona em 12 V\./,
    );
  });
});

describe('round 20, after the untuned wardrobe check: a colour that goes by stock is said so', () => {
  it('choosing a colour is answered by the differential, not checked (SAP1, SAP2, SAP25)', () => {
    for (const text of [
      'Na onde escolho a opcao de cor',
      'Não dar pra escolher a cor não ? Queria o preto e não tem como selecionar',
      'Não da para escolher a cor?',
    ]) {
      const reply = said(sapateira, text);
      expect(reply).toMatch(/A cor vai conforme o estoque do dia, sem escolha de cor\./);
      expect(reply).not.toMatch(/se dá pra escolher|Boa pergunta/);
    }
  });

  it('a colour asked where colours go by stock is no colour looked for (SAP8, SAP10)', () => {
    for (const text of ['Eu quero branco', 'Bom dia , vc tem o preto ?']) {
      const reply = said(sapateira, text);
      expect(reply).toMatch(/A cor vai conforme o estoque do dia, sem escolha de cor\./);
      expect(reply).not.toMatch(/se tenho na cor/);
    }
  });

  it('a colour checked agrees with "cor", and two colours asked are both checked (SAP5, SAP8)', () => {
    expect(said(panelaEletrica, 'Tem na cor branco?')).toMatch(/se tenho na cor branca\b/);
    expect(said(panelaEletrica, 'Você tem na cor dourada ou nude?')).toMatch(
      /se tenho na cor dourada ou nude\b/,
    );
  });

  it('a wish for a colour before buying is not left out for the payment (SAP7, SAP31)', () => {
    expect(said(sapateira, 'Bom dia, a cor escolho depois da compra ? Quero 2 pretos')).toMatch(
      /A cor vai conforme o estoque do dia/,
    );
  });

  it('"Tem disponível na cor preta?" gets no "Tem sim" before the colour that goes by stock (SAP3)', () => {
    const reply = said(sapateira, 'Boa Tarde! Tem disponível na cor preta?');
    expect(reply).toMatch(/A cor vai conforme o estoque do dia/);
    expect(reply).not.toMatch(/Tem sim/);
  });

  it('a purchase just made is thanked before the colour rule (SAP4, SAP17, SAP30)', () => {
    for (const text of [
      'Acabei de finalizar. Não encontrei opções de cor, mas quero preto.',
      'Bom dia, efutei a compra, se possivel poderia mandar a cor preta?',
      'Olá acabei de efetuar a compra e vi que não tem opção de escolher a cor ( para mim só serve se for preto )',
    ]) {
      expect(said(sapateira, text)).toMatch(
        /^Agradeço pela compra, Márcia! A cor vai conforme o estoque do dia/,
      );
    }
  });

  it('"Vem dois desse" gets the one unit the differential states (SAP23)', () => {
    expect(said(sapateira, 'Vem dois desse')).toMatch(/O anúncio é de uma unidade\./);
  });
});

describe('round 20, after the closing sensor check', () => {
  it('"Original?" gets the clause before its list, not a list cut short (SEN1)', () => {
    const reply = said(sensoresGeladeira, 'Original como anunciado?');
    expect(reply).toMatch(/Sim, pode confiar! Peças originais Brastemp\./);
    expect(reply).not.toMatch(/dois sensores\./);
  });

  it('a code too short to be a full model gets the clause that the fit goes by the full one (SEN3, SEN17)', () => {
    for (const text of ['Compatível com a BRY59A?', 'Serve na bre58a?']) {
      const reply = said(sensoresGeladeira, text);
      expect(reply).toMatch(/A compatibilidade vai pelo modelo completo da geladeira\./);
      expect(reply).not.toMatch(/Vou confirmar se serve/);
    }
    expect(said(sensoresGeladeira, 'serve no BRE50NKBNA01?')).toMatch(
      /Vou confirmar se serve no modelo BRE50NKBNA01/,
    );
  });

  it('"Obrigado, fiz a compra" is a purchase told, its payment looked at (SEN13)', () => {
    expect(said(sensoresGeladeira, 'Obrigado,fiz a compra')).toMatch(/conferir o pagamento/);
  });

  it('the brand asked is the one the differential names (SEN11, SEN24)', () => {
    for (const text of ['Qual é a marca ?', 'É da Whirlpool???']) {
      expect(said(sensoresGeladeira, text)).toMatch(/São peças originais Brastemp\./);
    }
  });
});

describe('round 20, read after the close: a clause that opens with "não" or its own verb', () => {
  it('is said as it is, never after "Tem" (a smart plug never tuned on)', () => {
    const plug = {
      ...cameraLampada,
      nome: 'Tomada inteligente Wi-Fi 20A',
      diferencial:
        "Bivolt, 20A; liga e desliga pelo app Avant Neo, de qualquer lugar; para uso interno, não é à prova d'água",
    };
    const outside = said(plug, 'olá.. ela pode ficar em ambiente externo? Exposta a sol e chuva');
    expect(outside).toMatch(/É para uso interno, não é à prova d'água\./);
    expect(outside).not.toMatch(/Tem não/);
    const app = said(plug, 'boa tarde compatível pra usar app no iPhone?');
    expect(app).toMatch(/Liga e desliga pelo app Avant Neo, de qualquer lugar\./);
    expect(app).not.toMatch(/Tem liga/);
  });
});

describe('round 21: a smart plug, its features asked by what they do (SPG1–SPG39)', () => {
  const plug = (text: string) => said(tomadaInteligente, text);

  it('the load it takes, asked in amperes, watts or "carga", is its clause (SPG22, SPG33, SPG5)', () => {
    for (const text of [
      'Bom dia, qual a carga maxima?',
      'Carga de potência em watts suportada, 4.000 ??',
      'Boa tarde, a entrada da tonada é 20a mas a saída é 10a, tá certo isso? Achei ela toda fosse 20a...',
    ]) {
      expect(plug(text)).toMatch(/Aguenta até 20A \(até 4\.400 W em 220 V\)\./);
    }
  });

  it('the pin is the clause that names it (SPG19, SPG1)', () => {
    expect(plug('oii o pino é grosso? ou normal?')).toMatch(/Tem pino grosso de 20A\./);
    expect(plug('oii o pino é grosso? ou normal?')).not.toMatch(/medidas|tamanho/);
    expect(plug('Aceita também tomada de 10 amper?')).toMatch(/pino grosso de 20A/);
  });

  it('control from afar, a voice assistant, the consumption, a power cut, a schedule (SPG25, SPG37, SPG7, SPG20, SPG29)', () => {
    expect(
      plug('Ele funciona apenas via LAN ou eu posso ligar/desligar estando fora de casa?'),
    ).toMatch(/Liga e desliga pelo app Avant Neo de qualquer lugar/);
    expect(plug('Eu consigo colocar meu ar de parede com essa tomada na alexa ??')).toMatch(
      /Funciona com Alexa e Google Assistente\./,
    );
    for (const text of [
      'Consigo ver o consumo de energia no aplicativo?',
      'Essa tomada nao mede consumo de equipamento?',
    ]) {
      expect(plug(text)).toMatch(/Mede o consumo de energia no app\./);
    }
    expect(
      plug(
        'Supondo que caia a energia e volte novamente e sem internet, ela volta no ultimo estado? não volta ligando o aparelho?',
      ),
    ).toMatch(/Volta no último estado depois de uma queda de energia\./);
    const schedule = plug(
      'Bom dia posso programar horários para funcionamento e quantidade de tempo pra ficar ligada via aplicativo? E em caso de queda de energia ele continua com a programação ou perde?',
    );
    expect(schedule).toMatch(/Tem horários programados\./);
    expect(schedule).toMatch(/Volta no último estado/);
  });

  it('a pool or the rain is the clause on water, said once (SPG2, SPG18)', () => {
    expect(plug('Posso colocar na piscina')).toMatch(
      /É só para uso interno, não é à prova d'água\./,
    );
    expect(plug('olá.. ela pode ficar em ambiente externo? Exposta a sol e chuva')).toMatch(
      /É só para uso interno, não é à prova d'água\./,
    );
  });

  it('a feature stated and an app not named: the one said, the other checked (SPG28)', () => {
    const reply = plug('Mede o consumo, funciona com o app smart life?');
    expect(reply).toMatch(/Mede o consumo de energia no app\./);
    expect(reply).toMatch(/Vou confirmar se funciona com o app smart life/);
  });

  it('what the feature leaves open is checked, what it settles is not (SPG10, SPG18, SPG6, SPG27)', () => {
    expect(
      plug(
        'o timer da tomada consigo programar para ligar apenas por segundos? exemplo ligar e desligar por 10 segundos?',
      ),
    ).toMatch(
      /Tem horários programados\. Vou confirmar se dá pra programar para ligar apenas por segundos/,
    );
    expect(plug('olá.. ela pode ficar em ambiente externo? Exposta a sol e chuva')).not.toMatch(
      /Vou confirmar/,
    );
    expect(plug('Boa tarde ,liga e desliga a distância pelo app smart life?')).toMatch(
      /de qualquer lugar\. Vou confirmar se funciona no app smart life/,
    );
    expect(plug('boa tarde compatível pra usar app no iPhone?')).toMatch(
      /Vou confirmar se o app funciona no iPhone/,
    );
  });

  it('a problem told, thanks for an answer, a purchase: no feature recited (SPG13, SPG23, SPG15, SPG4)', () => {
    for (const text of [
      'No aplicativo nao aparece a opção de ver o consumo de energia',
      'Boa tarde, não estou conseguindo fazer ela ligar no horário programado, teriam como dar um auxílio?',
    ]) {
      expect(plug(text)).not.toMatch(/Mede o consumo|Tem horários/);
    }
    expect(
      plug(
        'Ah tah, perguntei porque os 3 pinos que encaixam na tomada da parede são mais finos que os buracos da entrada da tomada. Obrigado pela atenção, amigo.',
      ),
    ).toMatch(/^Eu que agradeço/);
    expect(
      plug('Comprado! Meu ar condicionado funciona com tomada de 20a ok! Agdc e aguardo?'),
    ).toMatch(/^Agradeço pela compra/);
  });

  it('another product asked for is checked by name, not thanked for (SPG21)', () => {
    // A plug posted by the Correios is goods, its 'horários programados' no bookings (round 23).
    expect(plug('Vcs teriam o rele inteligente pra uso em lâmpadas')).toBe(
      'Vi sua mensagem, Márcia! Vou confirmar se tenho o rele inteligente e já te falo.',
    );
  });
});

describe('round 21, the untuned smartwatch: a feature in its own words (WCH1–WCH38)', () => {
  const watch = (text: string) => said(relogio, text);

  it('any phone asked of is the clause that it pairs with any (WCH10, WCH16, WCH17, WCH20, WCH27, WCH33)', () => {
    for (const text of [
      'Boa tarde. É compatível com iPhone 16 pro Max ?',
      'Oi posso usar no meu iPhone 17 pois só fala no anuncia até o 16',
      'Compatível com qualquer celular Android',
      'Boa tarde é compatível com IOS 26',
      'Também é compatível com Samsung',
      'Conecta no iPhone ?',
    ]) {
      const reply = watch(text);
      expect(reply).toMatch(
        /Conecta em qualquer celular, Android ou iPhone, pelo app M Active Pro\./,
      );
      expect(reply).not.toMatch(/Vou confirmar/);
    }
  });

  it('paying by NFC is no payment of theirs; calls, the battery, charging are their clauses (WCH5, WCH9, WCH11, WCH22, WCH12)', () => {
    const calls = watch('Ele atende e faz ligação e tem a função de pagamento por aproximação?');
    expect(calls).toMatch(/Faz e recebe ligações\. Não faz pagamento por aproximação \(NFC\)\./);
    for (const text of [
      'NFC dele e pra pagamentos?',
      'Eu faço pagamento pelo NFC? Ou eu só recebo pagamento?',
    ]) {
      const reply = watch(text);
      expect(reply).toMatch(/Não faz pagamento por aproximação/);
      expect(reply).not.toMatch(/Pix|link do cartão/);
    }
    expect(watch('Quantos MAH de bateria?')).not.toMatch(/R\$/);
    expect(watch('Não entendi sobre o carregamento')).toMatch(
      /Carrega no USB do notebook, da TV ou do computador, nunca na tomada de 220 V\./,
    );
  });

  it('water, what comes with it and its size, each said in a sentence (WCH26, WCH34, WCH3, WCH35, WCH4, WCH18)', () => {
    for (const text of ["A prova d'água", 'Ele é a prova de água ou resistente']) {
      expect(watch(text)).toMatch(/É à prova d'água IP68, pode nadar\./);
    }
    expect(watch('Posso nadar com ele na superfície?')).toMatch(/pode nadar/);
    expect(watch('Bom dia ele vem só com uma pulseira Eo fone também vem')).toMatch(
      /Vem com uma pulseira de silicone preta e um fone de brinde\./,
    );
    expect(watch('Quantos mm ele é')).toMatch(/Tem 45 mm\./);
    expect(watch('Quantos mm ele é')).not.toMatch(/Smartwatch/);
  });
});

describe('round 21, the untuned smart lamp: the socket, the switch, its colours (LMP1–LMP28)', () => {
  const lamp = (text: string) => said(lampadaInteligente, text);

  it('a clause with its own verb is said as it is, never after "Tem" (LMP13, LMP3, LMP7)', () => {
    expect(
      lamp(
        'Boa tarde ,gostaria de saber se encaixa no soquete comum da lâmpada ou precisa de algum adaptador ?',
      ),
    ).toMatch(/Encaixa direto no bocal E27\./);
    expect(
      lamp('Bom dia. Necessário algum adaptador para colocar nos slquetes convencionais?'),
    ).toMatch(/Encaixa direto no bocal E27\./);
    expect(lamp('Tem que manter o interruptor ligado')).toMatch(
      /Também funciona pelo interruptor\./,
    );
    const many = lamp(
      'Em uma iluminacao de fachada . Seria possivel mudar de cor varias lampadas ao mesmo tempo . Com a mesma cor ?',
    );
    expect(many).toMatch(/Várias lâmpadas sincronizam no mesmo app\./);
    expect(many).not.toMatch(/Tem (?:também|várias|encaixa)/);
  });

  it('a colour or a white the clause states is not checked after it (LMP24, LMP25, LMP8)', () => {
    for (const text of [
      'Por favor, tem a cor laranja na seleção? só aceita o comando por aplicativo?',
      'Tem temperatura do branco?',
      'Possui o controle de temperatura do branco?',
    ]) {
      const reply = lamp(text);
      expect(reply).toMatch(/Tem todas as cores RGB e branco do quente ao frio \(3000K a 6500K\)/);
      expect(reply).not.toMatch(/Vou confirmar se tenho/);
    }
  });

  it('watts and kelvin are figures of the goods, not a price (LMP16, LMP26)', () => {
    expect(lamp('ola, o rgb dela seria de quantos wats?')).not.toMatch(/R\$/);
    expect(
      lamp(
        'Poderia confirmar os valores em Kelvin p/ o mínimo e o máx. alcance da temperatura de cor? É p/uma aplicação específica.',
      ),
    ).toMatch(/3000K a 6500K/);
  });

  it('Wi-Fi asked is its clause with the Bluetooth beside it, and no check of what it settles (LMP2, LMP6, LMP23)', () => {
    const wifi = lamp('Olá, essa lampada funciona com internet 5 GHz?');
    expect(wifi).toMatch(/Funciona com Wi-Fi 2\.4 GHz, não funciona por Bluetooth\./);
    expect(wifi).not.toMatch(/Vou confirmar/);
    expect(
      lamp(
        'Olá! O aplicativo acende a lâmpada mesmo estando em outra cidade ou o celular tem que estar conectado na mesma rede wifi',
      ),
    ).toMatch(/Liga e desliga pelo celular de onde você estiver/);
  });
});

describe('round 21, after the closing check: what the two untuned sheets left', () => {
  it('a feature asked with "Tem" is checked as the goods\' own, not as a thing sold (WCH6)', () => {
    expect(said(relogio, 'Tem medidor de pressão arterial?')).toMatch(
      /Vou confirmar se tem medidor de pressão arterial/,
    );
  });

  it('a count asked with the thing stays with it (LMP17, LMP22)', () => {
    expect(said(lampadaInteligente, 'Boa noite, tem kit com 4 ?')).toMatch(
      /Vou confirmar se tenho kit com 4/,
    );
  });

  it('a need told with a liking gets the clause; help asked with what they have is looked at (LMP14, SPG23)', () => {
    expect(
      said(
        lampadaInteligente,
        'Perfeito, tenho luz solar na área externa mas para a varanda da casa preciso de algo que eu consiga ligar a distância',
      ),
    ).toMatch(/Liga e desliga pelo celular de onde você estiver/);
    const help = said(
      tomadaInteligente,
      'Boa tarde, não estou conseguindo fazer ela ligar no horário programado, teriam como dar um auxílio?',
    );
    expect(help).not.toMatch(/Boa pergunta/);
    expect(help).toMatch(/Vou ver isso/);
  });

  it('"è possível" asks as "é possível" does; a notification asked is its clause (LMP20, WCH30)', () => {
    expect(
      said(
        lampadaInteligente,
        'Ela ilumina na cor branca como lampada comum? è possivel programar para ligar e desligar?',
      ),
    ).toMatch(/Vou confirmar se dá pra programar para ligar e desligar/);
    expect(
      said(
        relogio,
        'Quando se recebe mensagem,a mensagem aparece na tela,sem precisar tocar na tela',
      ),
    ).toMatch(/Mostra as notificações do celular\./);
  });

  it('"Pode queimar?" is a risk, "Unissex" a question, a cancelled purchase a complaint (WCH28, WCH37, WCH15)', () => {
    const checked = 'Boa pergunta, Márcia! Vou confirmar isso certinho e já te respondo.';
    expect(said(relogio, 'Pode queimar?')).toBe(checked);
    expect(said(relogio, 'Unissex')).toBe(checked);
    expect(
      said(
        relogio,
        'Boa tarde. Foi cancelada a compra q eu fiz com vc agora, do relógio série 10 masculino 46 mm',
      ),
    ).toMatch(/o que aconteceu com a sua compra/);
  });
});

describe('round 21, the closing untuned video doorbell (VPT1–VPT34)', () => {
  const door = (text: string) => said(videoporteiro, text);

  it('what it is made for, a gerund that goes on, a range asked (VPT1, VPT6, VPT23, VPT26)', () => {
    expect(door('Ele pode ser instalado em área externa ?')).toMatch(/É feito para área externa\./);
    expect(
      door(
        'A gravação quando acaba o espaço do cartão de memória,vai apagando e gravando novamente ou eu tenho que ficar limpando',
      ),
    ).toMatch(/apagando as gravações mais antigas quando enche\./);
    for (const text of [
      'Qual o alcance máximo',
      'Qual a distancia do porteiro e roteador e do porteiro e campainha ?',
    ]) {
      const reply = door(text);
      expect(reply).toMatch(/com o roteador a até 10 a 15 metros/);
      expect(reply).not.toMatch(/de qualquer lugar/);
    }
  });

  it('an SD card is a memory card, no payment (VPT12)', () => {
    expect(
      door(
        'Boa noite. Dá pra assistir no aplicativo os vídeos que foram gravados no cartão sd ? E tem opção de gravar na nuvem tb?',
      ),
    ).not.toMatch(/link do cartão|Pode ser no cartão/);
  });
});
