// The board's page sizes, apart from the board's zod schemas (board.ts) so the browser can read
// them without shipping zod with the board.

/** A board column's page: at most this many cards per request. */
export const BOARD_PAGE_MAX = 50;
/** Cards each column shows before it is scrolled: the first load stays small. */
export const BOARD_FIRST_PAGE = 20;
