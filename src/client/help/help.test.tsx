import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HelpPage from '../pages/help.tsx';
import { faqCategories } from './faq.ts';
import { testConfig, testMember } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const expectedCategories = [
  'Como usar a plataforma',
  'Criação de Produtos/Serviços',
  'Gerador de Scripts',
  'Quebrador de Objeções',
  'Minhas Vendas',
  'Conta e Configurações',
  'Assinatura e Acesso',
];

function renderHelp() {
  renderApp(<HelpPage />, {
    path: '/ajuda',
    data: [
      [['config'], testConfig],
      [['me'], testMember({ email: 'ana@example.com' })],
    ],
  });
}

const category = (title: string) => screen.getByRole('region', { name: title });

describe('Help Center page', () => {
  it('shows the title and the seven categories in order, each with its question count', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeInTheDocument();

    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t !== 'Ainda precisa de ajuda?');
    expect(titles).toEqual(expectedCategories);

    for (const title of expectedCategories) {
      const card = category(title);
      const questions = card.querySelectorAll('summary');
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(9);
      expect(within(card).getByText(`${questions.length} perguntas`)).toBeInTheDocument();
    }
  });

  it('opens and closes a question with a tap; a category keeps one open', async () => {
    const user = userEvent.setup();
    renderHelp();
    const card = category('Gerador de Scripts');
    const items = [...card.querySelectorAll('details')];
    const [first, second] = items;
    if (!first || !second) throw new Error('expected at least two questions');
    const firstAnswer = faqCategories[2]!.items[0]!.answer;

    expect(first.open).toBe(false);
    expect(within(first).getByText(firstAnswer)).not.toBeVisible();
    await user.click(within(first).getByText(faqCategories[2]!.items[0]!.question));
    expect(first.open).toBe(true);
    expect(within(first).getByText(firstAnswer)).toBeVisible();
    await user.click(within(first).getByText(faqCategories[2]!.items[0]!.question));
    expect(first.open).toBe(false);

    // One name per category: the browser closes the open question when another opens (the
    // browser journey checks it; jsdom does not implement it).
    expect(new Set(items.map((d) => d.getAttribute('name')))).toEqual(
      new Set([first.getAttribute('name')]),
    );
    const other = category('Conta e Configurações').querySelector('details')!;
    expect(other.getAttribute('name')).not.toBe(first.getAttribute('name'));
  });

  it('links to the support WhatsApp in a new tab', () => {
    renderHelp();
    const link = screen.getByRole('link', { name: /Falar com o suporte/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('FAQ content', () => {
  const textOf = (title: string) => {
    const found = faqCategories.find((c) => c.title === title);
    if (!found) throw new Error(`missing category ${title}`);
    return found.items
      .flatMap((i) => [i.question, i.answer, ...(i.list ?? []), i.tip ?? ''])
      .join('\n');
  };
  const all = faqCategories.map((c) => textOf(c.title)).join('\n');

  it('has the seven categories in the spec order, with 3 to 9 questions each', () => {
    expect(faqCategories.map((c) => c.title)).toEqual(expectedCategories);
    for (const c of faqCategories) {
      expect(c.items.length).toBeGreaterThanOrEqual(3);
      expect(c.items.length).toBeLessThanOrEqual(9);
      for (const item of c.items) expect(item.answer.length).toBeGreaterThan(40);
    }
  });

  it('explains the 9-question diagnostic with good and bad examples', () => {
    const products = textOf('Criação de Produtos/Serviços');
    expect(products).toMatch(/9 perguntas/);
    for (const topic of [
      'Nicho',
      'Cliente ideal',
      'Ticket médio',
      'Canal de aquisição',
      'Dores do cliente',
      'Objeções de fechamento',
      'Diferenciais exclusivos',
      'Processo de vendas atual',
      'Objetivo principal',
    ]) {
      expect(products).toContain(topic);
    }
    expect(products).toMatch(/Ruim:/);
    expect(products).toMatch(/Bom:/);
    expect(products).toMatch(/Seja específico/);
  });

  it('covers Hoje, Reativar, installing, cadences, Pix, Campanhas and Resultados, and sends buyers to the purchase email', () => {
    const start = textOf('Como usar a plataforma');
    expect(start).toMatch(/Hoje/);
    expect(start).toMatch(/Instalar app/);
    expect(start).toMatch(/Adicionar à Tela de Início/);
    const sales = textOf('Minhas Vendas');
    expect(sales).toMatch(/Cobrar com Pix/);
    expect(sales).toMatch(/Pagamento recebido/);
    expect(sales).toMatch(/Minha Conta/);
    expect(sales).toMatch(/Resultados/);
    expect(sales).toMatch(/Taxa de fechamento/);
    expect(start).toMatch(/Reativar/);
    expect(sales).toMatch(/Campanhas.*seu toque/s);
    const access = textOf('Assinatura e Acesso');
    expect(access).toMatch(/Criar minha senha/);
    expect(access).toMatch(/email da compra/);
  });

  it('covers products, scripts, sales statuses and phases', () => {
    const products = textOf('Criação de Produtos/Serviços');
    expect(products).toMatch(/ilimitado/);
    expect(products).toMatch(/editar/);
    expect(products).toMatch(/excluir/);
    expect(products).toMatch(/confirmação/);

    const scripts = textOf('Gerador de Scripts');
    expect(scripts).toContain('[[');
    expect(scripts).toContain(']]');
    expect(scripts).toMatch(/uma de cada vez/);

    const sales = textOf('Minhas Vendas');
    for (const status of ['Lead Frio', 'Interessado', 'Negociando', 'Fechado', 'Perdido']) {
      expect(sales).toContain(status);
    }
    for (const phase of [
      'Prospecção',
      'Contatado',
      'Interessado',
      'Proposta',
      'Fechado',
      'Perdido',
    ]) {
      expect(sales).toContain(phase);
    }
    expect(sales).toMatch(/seis fases/);
    expect(sales).toMatch(/No Android.*Compartilhar e escolha FechaZap/);
    expect(sales).toContain("'Colar conversa'");
  });

  it('covers the account: email, password, logout and cloud storage', () => {
    const account = textOf('Conta e Configurações');
    expect(account).toMatch(/email de login .*não pode ser alterado/);
    expect(account).toMatch(/suporte/);
    expect(account).toMatch(/Minha Conta/);
    expect(account).toMatch(/senha/);
    expect(account).toMatch(/final do menu/);
    expect(all).toMatch(/salvos na nuvem/);
  });

  it('covers the daily limits and their reset time', () => {
    expect(all).toMatch(/3 scripts/);
    expect(all).toMatch(/5 quebras/);
    // The quotas renew at the member's own midnight, wherever they are (issue 44).
    expect(all.match(/todos os dias à meia-noite, no seu horário/g)).toHaveLength(3);
    expect(all).not.toMatch(/UTC|21:00/);
  });

  it('covers payment, suspension, reactivation and support in Assinatura e Acesso', () => {
    const access = textOf('Assinatura e Acesso');
    expect(access).toMatch(/pagamento/);
    expect(access).toContain('Acesso Temporariamente Suspenso');
    expect(access).toMatch(/reativação é automática/i);
    expect(access).toMatch(/WhatsApp/);
    expect(access).toMatch(/suporte/);
  });
});
