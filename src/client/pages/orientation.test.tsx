import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OrientationPage from './orientation.tsx';
import { testConfig } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

function renderOrientation() {
  renderApp(<OrientationPage />, {
    path: '/orientacoes',
    data: [
      [['config'], testConfig],
      [['me'], null],
    ],
  });
}

const step1Tab = () => screen.getByRole('tab', { name: 'Conectar WhatsApp' });
const step2Tab = () => screen.getByRole('tab', { name: 'Ferramentas' });

describe('Orientation page', () => {
  it('starts on step 1 with WhatsApp Web opening in a new tab and a mobile hint', () => {
    renderOrientation();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(step1Tab()).toHaveAttribute('aria-selected', 'true');

    const link = screen.getByRole('link', { name: /Abrir WhatsApp Web/ });
    expect(link).toHaveAttribute('href', 'https://web.whatsapp.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    expect(screen.getByText(/WhatsApp Business/)).toBeInTheDocument();
  });

  it('opens the WhatsApp app itself on a touch screen, where WhatsApp Web is hidden', () => {
    renderOrientation();
    const app = screen.getByRole('link', { name: 'Abrir o WhatsApp' });
    expect(app).toHaveAttribute('href', 'whatsapp://send');
    expect(app).not.toHaveAttribute('target');
    // jsdom applies no stylesheet: the media variants are what the browser switches on.
    expect(app.parentElement).toHaveClass('hidden', 'pointer-coarse:block');
    expect(screen.getByRole('link', { name: /Abrir WhatsApp Web/ }).parentElement).toHaveClass(
      'pointer-coarse:hidden',
    );
  });

  it('keeps step 2 disabled until step 1 is advanced, by click or keyboard', async () => {
    const user = userEvent.setup();
    renderOrientation();
    expect(step2Tab()).toBeDisabled();

    await user.click(step2Tab());
    step1Tab().focus();
    await user.keyboard('{ArrowRight}');
    expect(step2Tab()).toHaveAttribute('aria-selected', 'false');
    expect(step1Tab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Gerador de Scripts')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cadastrar meu produto/ })).not.toBeInTheDocument();
  });

  it("shows step 2 after 'Avançar para Próxima Etapa', with the tools and a link to /dashboard", async () => {
    const user = userEvent.setup();
    renderOrientation();
    await user.click(screen.getByRole('button', { name: 'Avançar para Próxima Etapa' }));

    expect(step2Tab()).toBeEnabled();
    expect(step2Tab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Gerador de Scripts')).toBeVisible();
    expect(screen.getByText('Quebrador de Objeções')).toBeVisible();
    // Words a seller uses, and none of the script's storage format ("[[ ]]") they never see.
    expect(screen.queryByText(/\[\[/)).toBeNull();
    expect(screen.getByRole('link', { name: /Cadastrar meu produto/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: /Abrir WhatsApp Web/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/No Android, toque em Compartilhar na conversa e escolha FechaZap/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Colar conversa' })).toHaveAttribute(
      'href',
      '/compartilhar',
    );
    // The day: Hoje, the board and the reminders, each with its way there.
    for (const [name, href] of [
      ['Ver Hoje', '/inicio'],
      ['Abrir Minhas Vendas', '/dashboard?section=vendas'],
      ['Ativar lembretes', '/minha-conta'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    // Both steps stay reachable once unlocked.
    await user.click(step1Tab());
    expect(screen.getByRole('link', { name: /Abrir WhatsApp Web/ })).toBeInTheDocument();
    await user.click(step2Tab());
    expect(screen.getByText('Gerador de Scripts')).toBeVisible();
  });
});
