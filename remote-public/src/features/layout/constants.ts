/** public-site.md §9: the header turns opaque past this scroll offset. */
export const HEADER_SCROLL_THRESHOLD = 50;
/** Below this width the nav collapses into the menu button (Tailwind's `lg`). */
export const LARGE_BREAKPOINT = 1024;
