// The pictures' shapes and sizes, shared by the page (src/sections/Hero.tsx),
// the content schema (the smallest picture each accepts) and the CMS's preview.

/** The hero's picture: shown at most this wide (CSS pixels), in this shape; twice as many pixels for sharp screens. */
export const HERO_IMAGE = { width: 576, aspectRatio: 4 / 3 } as const;

/** The link preview's picture, as the build cuts it: the size chat and social apps use. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
