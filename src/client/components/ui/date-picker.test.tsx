import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeZone } from '../../lib/format.ts';
import { DatePicker } from './date-picker.tsx';

function Picked() {
  const [value, setValue] = useState('');
  return (
    <TimeZone.Provider value="America/Sao_Paulo">
      <DatePicker value={value} onChange={setValue} quickChoices />
      <output>{value}</output>
    </TimeZone.Provider>
  );
}

afterEach(() => vi.useRealTimers());

describe('DatePicker quick choices', () => {
  // 01:30 UTC on the 26th is still the 25th, 22:30, in São Paulo: the member's day counts.
  it.each([
    ['Hoje', '2026-11-25'],
    ['Amanhã', '2026-11-26'],
    ['Em 3 dias', '2026-11-28'],
    ['Em 1 semana', '2026-12-02'],
  ])('%s picks %s in the member zone and closes', async (label, day) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T01:30:00Z') });
    const user = userEvent.setup();
    render(<Picked />);
    await user.click(screen.getByRole('button', { name: /Escolha uma data/ }));
    await user.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('status')).toHaveTextContent(day);
    expect(screen.queryByRole('group', { name: 'Atalhos de data' })).not.toBeInTheDocument();
  });
});
