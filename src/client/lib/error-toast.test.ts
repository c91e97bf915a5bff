import { describe, expect, it } from 'vitest';
import { aiMessages, productMessages } from '#shared/messages.ts';
import { ApiError, TimeoutError } from './api.ts';
import { errorToast } from './error-toast.ts';

const refused = (status: number, code: string, message: string) =>
  new ApiError(status, { error: { code, message } });

describe('errorToast: one rule for every screen', () => {
  const toasts = {
    fallback: productMessages.saveError,
    codes: { UNAUTHENTICATED: productMessages.authError },
    timeout: productMessages.timeout,
  };

  it('gives a code the screen names its own toast', () => {
    expect(errorToast(refused(401, 'UNAUTHENTICATED', 'Sessão expirou'), toasts)).toBe(
      productMessages.authError,
    );
  });

  it("shows a refusal's pt-BR message under the screen's title", () => {
    expect(errorToast(refused(400, 'VALIDATION_ERROR', 'Nicho: no máximo 60.'), toasts)).toEqual({
      title: 'Erro ao salvar',
      description: 'Nicho: no máximo 60.',
    });
  });

  it("hides a server failure's generic message behind the screen's own, as with no answer", () => {
    expect(errorToast(refused(500, 'INTERNAL_ERROR', 'Algo deu errado'), toasts)).toBe(
      productMessages.saveError,
    );
    expect(errorToast(refused(503, 'DATABASE_UNAVAILABLE', 'Indisponível'), toasts)).toBe(
      productMessages.saveError,
    );
    expect(errorToast(new ApiError(0, undefined), toasts)).toBe(productMessages.saveError);
    expect(errorToast(new Error('boom'), toasts)).toBe(productMessages.saveError);
  });

  it('tells a timeout apart when the screen has a toast for it', () => {
    expect(errorToast(new TimeoutError(), toasts)).toBe(productMessages.timeout);
    expect(errorToast(new TimeoutError(), { fallback: toasts.fallback })).toBe(toasts.fallback);
  });

  it("words a refusal the screen's way", () => {
    const toast = errorToast(refused(400, 'VALIDATION_ERROR', 'Selecione um produto.'), {
      fallback: aiMessages.generationError(aiMessages.aiConnection),
      withMessage: aiMessages.generationError,
    });
    expect(toast).toEqual({ title: 'Erro na geração', description: 'Erro: Selecione um produto.' });
  });
});
