import { describe } from 'vitest';
import { itMaps } from '../../tests/helpers/it-maps.ts';
import { firstName } from './first-name.ts';

describe('firstName', () => {
  itMaps(firstName, [
    // plain names, particles, compound surnames
    ['Maria das Dores', 'Maria'],
    ['  João   Pedro Silva ', 'João'],
    ['Maria de Lourdes Prado', 'Maria'],
    ['Ana Sá', 'Ana'],
    ['Maria.', 'Maria'],
    ['Ana-Clara Reis', 'Ana-Clara'],
    // titles stay with the name: that is how a seller greets them
    ['Dona Cida (Aparecida Santos)', 'Dona Cida'],
    ['dona maria da penha', 'Dona Maria'],
    ['Seu Jorge', 'Seu Jorge'],
    ['Sr. João Almeida', 'Sr. João'],
    ['sra Helena', 'Sra. Helena'],
    ['Dr. Paulo Mendes', 'Dr. Paulo'],
    ['DRA. LÚCIA', 'Dra. Lúcia'],
    ['Prof. Carlos', 'Prof. Carlos'],
    ['Profa. Rita Souza', 'Profa. Rita'],
    ['Professora Rita', 'Professora Rita'],
    ['Dona', ''],
    // nicknames and notes
    ['Aparecida "Cida" Santos', 'Cida'],
    ['Aparecida “Cida” Santos', 'Cida'],
    ['Dona “Cida”', 'Dona Cida'],
    ['Aparecida Santos (Cida)', 'Cida'],
    ['Maria (cliente Instagram)', 'Maria'],
    ['João Silva (Instagram)', 'João'],
    ['Maria - indicação da Ana', 'Maria'],
    ['Maria, vizinha da Ana', 'Maria'],
    ['Ana Souza (Vizinha)', 'Ana'],
    ['(Cida)', 'Cida'],
    // shouting, lower case, emoji
    ['MARCIA LOPES', 'Marcia'],
    ['marcia lopes', 'Marcia'],
    ['🌸 Ana Paula 🌸', 'Ana'],
    ['Ana💕', 'Ana'],
    ['Bia 👩🏽‍🦱 Costa', 'Bia'],
    // no first name to greet by
    ['Padaria Pão Quente', ''],
    ['Loja da Ana', ''],
    ['Pão Quente Ltda', ''],
    ['CASA DO PÃO', ''],
    ['Padaria Pão Quente (Seu Jorge)', 'Seu Jorge'],
    ['(11) 98765-4321', ''],
    ['+55 11 98765-4321', ''],
    ['', ''],
    ['   ', ''],
    ['😀', ''],
    ['Cliente Instagram', ''],
    ['@ana.silva', ''],
    // numbers and initials around the name
    ['J. Carlos Souza', 'Carlos'],
    ['Ana 2', 'Ana'],
    ['Maria 11 98765-4321', 'Maria'],
  ]);
});
