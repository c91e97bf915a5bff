import { expect, it } from 'vitest';
import { BOARD_FIRST_PAGE, BOARD_PAGE_MAX } from '#shared/board.ts';
import { FIRST_PAGE, PAGE_MAX } from './get-phase-page.ts';

it("asks for pages of the server's sizes", () => {
  expect([FIRST_PAGE, PAGE_MAX]).toEqual([BOARD_FIRST_PAGE, BOARD_PAGE_MAX]);
});
