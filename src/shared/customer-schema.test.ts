import { describe, expect, it } from 'vitest';
import { itMaps } from '../../tests/helpers/it-maps.ts';
import { closingValueSchema, phaseMoveSchema } from './customer-schema.ts';

/** The value read, or the one message the member is told first. */
function read(valor: string) {
  const result = closingValueSchema.safeParse({ valor });
  return result.success ? result.data.valor : result.error.issues[0]!.message;
}

describe('the value asked on the way to Fechado', () => {
  it('reads it as a member writes it, into what the move takes', () => {
    expect(read('1.250,50')).toBe(1250.5);
    expect(read('R$ 297')).toBe(297);
    expect(phaseMoveSchema.parse({ fase: 'closed', valor: read('0') }).valor).toBe(0);
  });

  itMaps(
    read,
    [
      ['', 'Informe o valor da venda.'],
      ['   ', 'Informe o valor da venda.'],
      ['-5', 'O valor não pode ser negativo.'],
      ['dez', 'Valor inválido: "dez". Use só números, por exemplo 1.500,00.'],
    ],
    'refuses “%s”: %s',
  );

  it('refuses more than the column holds, as the move does', () => {
    expect(typeof read('99.999.999.999,00')).toBe('string');
    expect(phaseMoveSchema.safeParse({ fase: 'closed', valor: 99_999_999_999 }).success).toBe(
      false,
    );
  });
});
