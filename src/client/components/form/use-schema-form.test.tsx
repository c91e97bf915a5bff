import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { notify } from '../../lib/notify.ts';
import { useSchemaForm } from './use-schema-form.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const schema = z.object({ nome: z.string().trim().min(1, 'Nome é obrigatório') });
type Values = z.input<typeof schema>;
const failure = { title: 'Erro ao salvar', description: 'Tente novamente.' };

function NameForm({ load, send }: { load: () => Promise<typeof schema>; send: () => void }) {
  const form = useSchemaForm<Values, z.output<typeof schema>>({
    schema: load,
    defaultValues: { nome: '' },
    invalidToast: (_field, message) => ({ title: 'Erro', description: message }),
    send: async () => send(),
    failureToasts: { fallback: failure },
  });
  return (
    <form onSubmit={form.submit}>
      <input aria-label="Nome" {...form.register('nome')} />
      <button type="submit">Salvar</button>
    </form>
  );
}

beforeEach(() => vi.mocked(notify.error).mockClear());

describe('the form layer', () => {
  it('shows the form without its schema, asks for it when a field is entered, checks with it', async () => {
    let resolveSchema!: (s: typeof schema) => void;
    const load = vi.fn(() => new Promise<typeof schema>((resolve) => (resolveSchema = resolve)));
    const send = vi.fn();
    render(<NameForm load={load} send={send} />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // Entering a field asks for the schema; the submit waits for it.
    fireEvent.focus(screen.getByRole('textbox', { name: 'Nome' }));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await act(async () => resolveSchema(schema));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'Nome é obrigatório',
      }),
    );
    expect(send).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the schema cannot be loaded, says so and loads it again at the next submit', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const send = vi.fn();
    render(<NameForm load={load} send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana' } });

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify.error).mock.calls[0]![0].title).toBe('Erro ao salvar');
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
