import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObjectionResult } from '#shared/ai.ts';
import { ObjectionAnswers } from './objection-answers.tsx';
import { renderApp } from '../test/render-app.tsx';

const note = 'Resposta do modo offline: a da IA não passou na revisão.';
const answer = (i: number, source: 'ai' | 'offline') => ({
  title: `Técnica ${i}`,
  content: `Resposta número ${i}, pronta para mandar.`,
  source,
});

function show(result: ObjectionResult) {
  renderApp(<ObjectionAnswers result={result} objection="Achei caro" onAgain={() => {}} />);
  return screen.getAllByRole('listitem');
}

// 'Enviar no WhatsApp' under each answer looks the customers up.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ columns: [] })));
});

describe('ObjectionAnswers', () => {
  it('says which answers the offline writer wrote in place of the AI’s', () => {
    const items = show({
      mode: 'ai',
      responses: [
        answer(1, 'ai'),
        answer(2, 'offline'),
        answer(3, 'ai'),
        answer(4, 'ai'),
        answer(5, 'offline'),
      ],
    });
    expect(items).toHaveLength(5);
    const noted = items.map((item) => within(item).queryByText(note) !== null);
    expect(noted).toEqual([false, true, false, false, true]);
    expect(screen.queryByText('Respostas geradas (modo offline)')).toBeNull();
  });

  it('says it once when every answer is the offline writer’s', () => {
    show({ mode: 'offline', responses: [1, 2, 3, 4, 5].map((i) => answer(i, 'offline')) });
    expect(screen.getByText('Respostas geradas (modo offline)')).toBeVisible();
    expect(screen.queryByText(note)).toBeNull();
  });
});
