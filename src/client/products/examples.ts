import type { ProductFieldName } from '#shared/products.ts';
import { exampleOffers } from './example-offers.ts';
import { nicheLabel, type NicheId } from './niches.ts';

/**
 * 'Começar com um exemplo': complete, believable products by niche that fill the whole form, so
 * a new member edits a few words and reaches a first script in under 90 seconds. Every value
 * fits its field's maximum length. The price, guarantee and bonus are invented, and kept apart
 * (example-offers.ts) so a product saved with them unchanged can be marked.
 */
export interface NicheExample {
  /** kebab-case */
  id: NicheId;
  label: string;
  values: Record<ProductFieldName, string>;
}

export const nicheExamples: NicheExample[] = [
  {
    id: 'roupas-e-moda',
    label: nicheLabel('roupas-e-moda'),
    values: {
      nome: 'Vestido midi Aurora (do P ao GG)',
      nicho: 'Moda feminina casual, do P ao GG',
      ...exampleOffers['roupas-e-moda'],
      canal_aquisicao:
        'Instagram (Reels e provador nos Stories), indicação de clientes e grupos de WhatsApp do bairro',
      cliente_ideal:
        'Mulheres de 28 a 45 anos que trabalham fora, vestem do M ao GG e querem roupa bonita e confortável para o trabalho e o fim de semana, sem pagar preço de shopping. Compram pelo celular à noite, depois que as crianças dormem.',
      objecoes:
        '"Tá caro, na Shein é mais barato", "e se não servir?", "vou esperar o pagamento cair" e "depois eu vejo com calma". Muitas perguntam se o tecido é transparente.',
      diferencial:
        'Tabela de medidas real de cada peça, vídeo da roupa no corpo de clientes de vários tamanhos, entrega no mesmo dia na cidade por motoboy e atendimento direto comigo para ajudar a escolher o tamanho.',
      processo_vendas:
        'A cliente vê a peça nos Stories e chama no direct; passo para o WhatsApp, mando fotos, vídeo e medidas, ajudo com o tamanho e fecho no Pix ou no link de cartão. Muitas somem depois de receber o preço.',
      problema_resolve:
        'Não encontrar roupa que veste bem no corpo real: na loja o GG fica apertado, a modelagem marca a barriga e a cliente desiste de comprar. Aqui ela recebe uma peça que valoriza o corpo e serve para o trabalho e para o passeio.',
      urgencia:
        'A coleção de outono tem poucas peças por tamanho e não vai ter reposição; o frete grátis vale só até domingo. Minha meta é vender 60 peças este mês.',
    },
  },
  {
    id: 'cosmeticos',
    label: nicheLabel('cosmeticos'),
    values: {
      nome: 'Kit Cachos Definidos: shampoo, máscara e creme de pentear',
      nicho: 'Cosméticos para cabelos cacheados e crespos',
      ...exampleOffers['cosmeticos'],
      canal_aquisicao:
        'Instagram e TikTok com vídeos de antes e depois, indicação das clientes e revenda em salões do bairro',
      cliente_ideal:
        'Mulheres de 18 a 40 anos em transição capilar ou que assumiram os cachos, cansadas de gastar com produto que não funciona. Seguem influenciadoras cacheadas e pesquisam bastante antes de comprar.',
      objecoes:
        '"Já testei de tudo e nada funciona no meu cabelo", "é mais caro que o da farmácia", "tem sal ou sulfato?" e "vou terminar o que tenho em casa primeiro".',
      diferencial:
        'Fórmula liberada para low poo e no poo, sem sal, sulfato e petrolato, com registro na Anvisa. Mando um guia de rotina por tipo de cacho e acompanho a cliente pelo WhatsApp nas primeiras lavagens.',
      processo_vendas:
        'A cliente chama pelo link da bio perguntando o preço; mando o valor e o catálogo em PDF, pergunto o tipo de cabelo e indico o kit. Fecho no Pix e envio pelos Correios. Muitas visualizam o preço e não respondem mais.',
      problema_resolve:
        'Cabelo ressecado, com frizz e cacho que desmancha no segundo dia. A cliente já comprou vários produtos de farmácia sem resultado e perdeu a paciência. Com o kit, ela tem cacho definido por até 3 dias com uma rotina simples de 10 minutos.',
      urgencia:
        'O lote com o preço antigo acaba esta semana e depois o kit passa para R$ 139,90. Quero bater 100 kits vendidos no mês.',
    },
  },
  {
    id: 'doces-e-bolos',
    label: nicheLabel('doces-e-bolos'),
    values: {
      nome: 'Bolo de pote de ninho com morango (250 ml)',
      nicho: 'Doces caseiros e bolos de pote por encomenda',
      ...exampleOffers['doces-e-bolos'],
      canal_aquisicao:
        'Grupos de WhatsApp do condomínio e do bairro, status do WhatsApp e indicação de clientes',
      cliente_ideal:
        'Pessoas de 20 a 50 anos que trabalham em escritórios e lojas do centro, querem um doce caprichado no meio da tarde e gostam de receber no trabalho. Também mães que encomendam para festinhas e lembrancinhas da escola.',
      objecoes:
        '"R$ 14 num bolo de pote?", "no mercado é mais barato", "hoje tô de dieta" e "vou ver se o pessoal daqui quer e te aviso". Nas encomendas, perguntam se dá para entregar no mesmo dia.',
      diferencial:
        'Massa feita no dia, recheio com leite Ninho de verdade e morango fresco, sem gordura hidrogenada. Entrego gelado no trabalho da cliente em até 40 minutos e aceito Pix e cartão na entrega.',
      processo_vendas:
        'Posto o cardápio do dia no status às 10h e nos grupos; quem quer me chama no privado, anoto o pedido, peço o Pix e combino a entrega. Nas encomendas de festa peço 50% de sinal. Muita gente pergunta o sabor e some.',
      problema_resolve:
        'Vontade de comer um doce caseiro de verdade sem sair do trabalho e sem pagar preço de confeitaria. Nas festas, a cliente não precisa cozinhar nem se preocupar: recebe tudo pronto, bonito e no horário.',
      urgencia:
        'Faço só 30 potes por dia e costuma esgotar até as 15h; encomendas de festa precisam de 3 dias de antecedência. Minha meta é vender 500 potes no mês.',
    },
  },
  {
    id: 'marmitas',
    label: nicheLabel('marmitas'),
    values: {
      nome: 'Kit 10 marmitas fit congeladas (350 g)',
      nicho: 'Marmitas fit congeladas para quem trabalha e treina',
      ...exampleOffers['marmitas'],
      canal_aquisicao:
        'Instagram com o cardápio da semana, parceria com duas academias do bairro e indicação de clientes',
      cliente_ideal:
        'Homens e mulheres de 25 a 45 anos que treinam na academia, trabalham o dia todo e querem comer bem sem cozinhar. Moram sozinhos ou em casal e hoje acabam pedindo lanche por aplicativo.',
      objecoes:
        '"Comida congelada perde o gosto", "R$ 189 é caro", "será que vou enjoar do cardápio?" e "não tenho espaço no freezer".',
      diferencial:
        'Cardápio montado por nutricionista, com calorias e proteína no rótulo, 12 opções que mudam toda semana e nada de conservantes. Entrego na porta em embalagem que vai ao micro-ondas.',
      processo_vendas:
        'Divulgo o cardápio da semana no Instagram toda segunda; o cliente chama no WhatsApp, escolhe os sabores, paga no Pix e eu entrego na quinta. Muitos pedem o cardápio, dizem que vão ver e não voltam.',
      problema_resolve:
        'Falta de tempo para cozinhar e a culpa de sair da dieta pedindo delivery caro. Com as marmitas, o cliente esquenta em 5 minutos, come comida de verdade na porção certa e gasta menos que no aplicativo.',
      urgencia:
        'Os pedidos da semana fecham na terça às 18h, porque a produção é limitada a 40 kits. Quero chegar a 150 kits por mês.',
    },
  },
  {
    id: 'cursos-online',
    label: nicheLabel('cursos-online'),
    values: {
      nome: 'Curso Excel do Zero ao Dashboard',
      nicho: 'Curso online de Excel para quem trabalha em escritório',
      ...exampleOffers['cursos-online'],
      canal_aquisicao:
        'Vídeos curtos no TikTok e no Instagram, aulas gratuitas ao vivo no YouTube e anúncios no Instagram',
      cliente_ideal:
        'Profissionais de 22 a 40 anos em cargos administrativos, financeiros ou de vendas, que usam planilha todo dia mas fazem tudo na mão. Querem uma promoção ou um emprego melhor e já perderam vaga por não saber Excel.',
      objecoes:
        '"Tem muito vídeo de graça no YouTube", "não tenho tempo para estudar", "R$ 297 está caro agora" e "será que consigo acompanhar sem saber nada?".',
      diferencial:
        'Aulas curtas de até 10 minutos com planilhas reais de empresa para baixar, certificado de 40 horas, acesso por 1 ano e grupo de dúvidas no WhatsApp com resposta em até 24 horas.',
      processo_vendas:
        'A pessoa assiste a uma aula gratuita, deixa o WhatsApp e recebe o link do checkout da Hotmart. Chamo quem não comprou, tiro dúvidas e reenvio o link. Muitos dizem que vão comprar quando o salário cair e esquecem.',
      problema_resolve:
        'Perder horas montando relatório na mão, errar fórmula na frente do chefe e travar na entrevista quando pedem Excel avançado. Depois do curso, o aluno faz PROCV, tabela dinâmica e dashboard sozinho e economiza horas por semana.',
      urgencia:
        'O valor de R$ 297 e o bônus de mentoria valem só até domingo à meia-noite; depois o curso volta para R$ 497. Minha meta é fechar 80 alunos nesta turma.',
    },
  },
  {
    id: 'servicos-de-beleza',
    label: nicheLabel('servicos-de-beleza'),
    values: {
      nome: 'Design de sobrancelhas com henna',
      nicho: 'Design de sobrancelhas e cílios em estúdio próprio',
      ...exampleOffers['servicos-de-beleza'],
      canal_aquisicao:
        'Instagram com fotos de antes e depois, Google Maps, indicação das clientes e parceria com salões vizinhos',
      cliente_ideal:
        'Mulheres de 20 a 50 anos que moram ou trabalham perto do estúdio, querem acordar arrumadas sem maquiagem e cuidam da aparência para o trabalho. Muitas já tiveram a sobrancelha estragada em outro lugar.',
      objecoes:
        '"E se ficar marcada demais?", "já estragaram minha sobrancelha uma vez", "o salão perto de casa cobra R$ 35" e "não tenho horário durante a semana".',
      diferencial:
        'Mapeamento facial antes de cada atendimento para respeitar o formato do rosto, henna hipoalergênica com teste de sensibilidade, horários à noite e aos sábados e 8 anos de experiência, com mais de 3 mil clientes atendidas.',
      processo_vendas:
        'A cliente vê o antes e depois no Instagram, me chama no WhatsApp e pergunta o preço e os horários. Mando a agenda da semana, confirmo o horário e peço um sinal de R$ 20 no Pix. Muitas somem quando peço o sinal.',
      problema_resolve:
        'Sobrancelha falhada, torta ou fina demais, que obriga a cliente a preencher com lápis todo dia e deixa o rosto com aparência cansada. Com o design e a henna, ela fica com o rosto harmonizado por até 15 dias sem maquiagem.',
      urgencia:
        'A agenda de sábado lota com uma semana de antecedência e restam só 3 horários nesta semana. Minha meta é fechar 25 atendimentos novos no mês.',
    },
  },
  {
    id: 'consultoria',
    label: nicheLabel('consultoria'),
    values: {
      nome: 'Consultoria financeira para pequenos negócios (3 encontros)',
      nicho: 'Consultoria financeira para MEIs e pequenos negócios',
      ...exampleOffers['consultoria'],
      canal_aquisicao:
        'LinkedIn, indicação de contadores parceiros, palestras no Sebrae e conteúdo no Instagram',
      cliente_ideal:
        'Donos de pequenos negócios e MEIs que faturam de R$ 10 mil a R$ 80 mil por mês, como lojas, salões e restaurantes, que misturam a conta pessoal com a da empresa e não sabem se estão tendo lucro de verdade.',
      objecoes:
        '"Meu contador já faz isso", "agora não é o momento, o caixa está apertado", "não tenho tempo para reunião" e "já tentei usar planilha e abandonei".',
      diferencial:
        'Atendimento online ou presencial, planilha de fluxo de caixa adaptada ao seu negócio, 30 dias de acompanhamento pelo WhatsApp depois dos encontros e 10 anos de experiência em gestão de pequenas empresas.',
      processo_vendas:
        'O cliente chega por indicação e me chama no WhatsApp; marco uma conversa gratuita de 30 minutos por vídeo, faço um diagnóstico e mando a proposta em PDF. Muitos elogiam a conversa, dizem que vão pensar e não respondem a proposta.',
      problema_resolve:
        'Vender bem e mesmo assim faltar dinheiro no fim do mês, sem saber para onde ele vai. Em 3 encontros, o cliente separa as contas, monta o fluxo de caixa, descobre o preço certo dos produtos e sabe quanto pode tirar de pró-labore.',
      urgencia:
        'Atendo só 4 empresas por mês para acompanhar de perto, e quem começa agora já fecha o próximo mês com o caixa organizado. Minha meta é preencher as 4 vagas deste mês.',
    },
  },
  {
    id: 'artesanato',
    label: nicheLabel('artesanato'),
    values: {
      nome: 'Kit 4 sousplats de crochê em barbante',
      nicho: 'Artesanato em crochê para mesa posta e decoração',
      ...exampleOffers['artesanato'],
      canal_aquisicao:
        'Instagram e Pinterest com fotos de mesa posta, feirinhas de artesanato da cidade e indicação de clientes',
      cliente_ideal:
        'Mulheres de 30 a 60 anos que gostam de receber a família e os amigos em casa, montam mesa posta em datas especiais e valorizam peça feita à mão. Também compram para presentear mães, sogras e noivas.',
      objecoes:
        '"No shopping eu acho mais barato", "demora muito para ficar pronto?", "suja fácil, como lava?" e "vou ver a cor certinha e te falo".',
      diferencial:
        'Feito à mão com barbante 100% algodão, em 12 cores à escolha, pode ir na máquina de lavar e vem com cartão de cuidados. Faço sob encomenda e mando foto da peça pronta antes do envio.',
      processo_vendas:
        'A cliente vê a foto no Instagram, me chama no WhatsApp, escolhe a cor pela cartela e paga 50% de sinal no Pix. Produzo em até 10 dias e cobro o restante antes do envio. Muitas pedem a cartela de cores e não voltam.',
      problema_resolve:
        'Querer uma mesa bonita e aconchegante para receber visitas sem gastar com peça de loja de decoração que todo mundo tem igual. O kit deixa a mesa posta pronta na hora e vira assunto entre os convidados.',
      urgencia:
        'Faço no máximo 15 kits por mês e a agenda de encomendas deste mês está quase fechada. Minha meta é vender os 15 kits e abrir lista de espera.',
    },
  },
  {
    id: 'suplementos',
    label: nicheLabel('suplementos'),
    values: {
      nome: 'Whey protein concentrado 900 g (chocolate)',
      nicho: 'Suplementos para academia e emagrecimento',
      ...exampleOffers['suplementos'],
      canal_aquisicao:
        'Indicação de personal trainers parceiros, Instagram e grupos de WhatsApp de corrida e academia',
      cliente_ideal:
        'Homens e mulheres de 20 a 45 anos que treinam pelo menos 3 vezes por semana, querem ganhar massa ou definir o corpo e compram suplemento todo mês, mas têm medo de produto falsificado da internet.',
      objecoes:
        '"No site grande está mais barato", "é original mesmo?", "whey engorda?" e "ainda tenho meio pote em casa".',
      diferencial:
        'Revendedor autorizado, com nota fiscal e lacre de fábrica, entrega em até 2 horas na cidade e orientação de uso de acordo com o objetivo de cada cliente.',
      processo_vendas:
        'O cliente pergunta o preço no WhatsApp ou chega pelo personal; mando os sabores e a tabela, tiro dúvidas sobre como tomar e fecho no Pix ou no cartão na entrega. Muitos comparam com o site grande e somem.',
      problema_resolve:
        'Não conseguir bater a proteína do dia só com comida e ver o treino render pouco. Com uma dose de 30 g, a pessoa completa a dieta em 1 minuto, com produto original entregue no mesmo dia, sem esperar uma semana pela loja online.',
      urgencia:
        'O preço de R$ 129,90 vale enquanto durar o lote atual, porque o fornecedor já avisou de reajuste no próximo pedido. Minha meta é vender 80 potes no mês.',
    },
  },
  {
    id: 'pet-shop',
    label: nicheLabel('pet-shop'),
    values: {
      nome: 'Banho e tosa com leva e traz',
      nicho: 'Banho e tosa para cães de pequeno porte',
      ...exampleOffers['pet-shop'],
      canal_aquisicao:
        'Indicação de clientes, Google Maps, grupos de WhatsApp do condomínio e parceria com a clínica veterinária do bairro',
      cliente_ideal:
        'Tutores de cães de pequeno porte, como shih-tzu, lhasa e yorkshire, que moram em apartamento, trabalham fora e não têm tempo nem carro para levar o pet ao banho toda semana.',
      objecoes:
        '"Tenho medo de maltratarem meu cachorro", "ele fica estressado no banho", "o pet shop da esquina é mais barato" e "dou banho em casa mesmo".',
      diferencial:
        'Secagem sem gaiola, com secador em temperatura controlada, produtos hipoalergênicos, fotos e vídeo do pet durante o atendimento e transporte em carro climatizado com caixa de transporte.',
      processo_vendas:
        'O tutor chama no WhatsApp pedindo o preço; pergunto a raça e o porte, mando a tabela, ofereço um horário e combino a busca. O pagamento é no Pix ou no cartão na entrega do pet. Muitos perguntam o preço e não agendam.',
      problema_resolve:
        'O cachorro fica com cheiro forte e pelo embolado, e o tutor não tem tempo de levar e buscar no pet shop. Com o leva e traz, o pet volta limpo e cheiroso em até 3 horas, sem o tutor sair de casa.',
      urgencia:
        'Os horários de sexta e sábado acabam na quarta-feira, e o pacote mensal sai mais barato que 4 banhos avulsos. Minha meta é fechar 30 pacotes mensais.',
    },
  },
];
