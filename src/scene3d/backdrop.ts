/** The 3D views' backdrop, top to bottom: behind the transparent canvas on the page, and under it in a saved picture. */
export const BACKDROP_TOP = '#f3f5f8';
export const BACKDROP_BOTTOM = '#dfe3e8';
