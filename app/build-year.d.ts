/** The year the site was built (Vite `define` in vite.config.ts and vitest.config.ts). */
declare const __BUILD_YEAR__: number;
