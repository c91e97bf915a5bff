import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SavedScript } from '#shared/ai.ts';
import { MyScripts } from './my-scripts.tsx';
import { renderApp } from '../test/render-app.tsx';

const script: SavedScript = {
  id: 's1',
  produto_id: 'p1',
  produto_nome: 'Bolo de pote',
  created_at: '2026-11-20T12:00:00Z',
  script_content: `## 1. Pré-apresentação
[[Oi, {nome}! Tudo bem?]]
[[Vi que você curtiu o bolo de pote.]]
## 2. Fechamento
[[{nome}, posso separar o seu para sábado?]]
`,
};

describe('MyScripts', () => {
  it("'Copiar' puts the messages the customer reads on the clipboard, without markup", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ scripts: [script], nextCursor: null })),
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp(<MyScripts />);
    await user.click(await screen.findByRole('button', { name: 'Copiar script de Bolo de pote' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledOnce());
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toBe(
      'Oi! Tudo bem?\n\nVi que você curtiu o bolo de pote.\n\nPosso separar o seu para sábado?',
    );
    for (const markup of ['##', '[[', ']]', '{nome}', 'Pré-apresentação'])
      expect(copied).not.toContain(markup);
  });
});
