/**
 * The height the home's board takes while it loads (its chunk, then its first figures): about two rows of tiles, so
 * the page does not grow in jumps as it arrives. Kept apart from the board so the home reserves it without loading it.
 */
export const BOARD_PLACEHOLDER_HEIGHT = 480;
