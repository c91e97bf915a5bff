// What a working member has, so each page is measured with content: three products, two
// scripts (the offline engine), and 60 customers across the six phases, some due today.
import { format } from 'date-fns';
import { phases } from '../../src/shared/customers.ts';
import { jsonHeaders } from './support.ts';

const product = (nome: string, nicho: string, preco: string) => ({
  nome,
  nicho,
  preco,
  canal_aquisicao: 'Instagram e indicações',
  cliente_ideal: 'Mulheres de 25 a 45 anos que querem cuidar da pele sem gastar muito',
  objecoes: 'Está caro; vou pensar; não sei se funciona para mim',
  diferencial: 'Fórmula vegana com resultado em 15 dias',
  processo_vendas: 'Conversa no WhatsApp depois de um anúncio no Instagram',
  problema_resolve: 'Pele oleosa e manchas de acne',
  urgencia: 'Estoque limitado deste lote',
  garantia: '30 dias ou seu dinheiro de volta',
  bonus: 'Guia de rotina de cuidados',
});

export async function seedMemberData(baseUrl: string, cookie: string): Promise<void> {
  const headers = jsonHeaders(baseUrl, cookie);
  const ids: string[] = [];
  for (const p of [
    product('Kit Pele Perfeita', 'Cosméticos naturais', 'R$ 197,00'),
    product('Mentoria Vendas no Zap', 'Educação', 'R$ 997,00'),
    product('Consultoria de Imagem', 'Moda', 'R$ 450,00'),
  ]) {
    const res = await fetch(`${baseUrl}/api/products`, {
      method: 'POST',
      headers,
      body: JSON.stringify(p),
    });
    if (res.status !== 201) throw new Error(`product: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  for (const productId of ids.slice(0, 2)) {
    const res = await fetch(`${baseUrl}/api/scripts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId }),
    });
    if (!(await res.text()).includes('"done"')) throw new Error('script not generated');
  }
  const today = format(new Date(), 'dd/MM/yyyy');
  const rows = Array.from({ length: 60 }, (_, i) => {
    const phase = phases[i % phases.length]!;
    const next = i % 4 === 0 ? today : '';
    return `Cliente ${i + 1};(11) 9${String(87654321 - i)};;Kit Pele Perfeita;${phase.label};01/11/2026;${next};${(i * 37) % 900},00;;Quer saber do frete`;
  });
  const csv = `Nome;Telefone;Email;Produto de interesse;Fase;Data de contato;Próximo contato;Valor (R$);Motivo da perda;Observações\n${rows.join('\n')}\n`;
  const res = await fetch(`${baseUrl}/api/customers/import`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: csv,
  });
  const imported = (await res.json()) as { imported?: number };
  if (imported.imported !== rows.length)
    throw new Error(`customers: ${JSON.stringify(imported).slice(0, 300)}`);
}
