import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Pastes `text`, over the field's `max`, in place of what the field held: the field keeps it
 * whole, and the limit's message under it says by how much.
 */
export async function pasteTooLong(field: HTMLElement, text: string, max: number) {
  await userEvent.clear(field);
  await userEvent.paste(text);
  expect(field).toHaveValue(text);
  expect(screen.getByRole('alert')).toHaveTextContent(
    `Use no máximo ${max} caracteres (você digitou ${text.length}).`,
  );
}

/** The button named `submit` sends nothing: the focus goes back to the field, its text whole. */
export async function submitRefused(field: HTMLInputElement | HTMLTextAreaElement, submit: string) {
  const text = field.value;
  await userEvent.click(screen.getByRole('button', { name: submit }));
  // The focus moves once the form has loaded its schema and rendered its refusal.
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue(text);
}
