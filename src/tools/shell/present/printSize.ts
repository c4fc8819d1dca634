/** The sheet's width inside its margins, CSS px: 186 mm, A4's (Letter's is 192 mm). */
export const PRINT_WIDTH_PX = 703;

/** The visual's height on paper at most, CSS px (about 53 mm): the rest of the tool fits under it. */
export const PRINT_VISUAL_MAX_PX = 200;
