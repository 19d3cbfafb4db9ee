/** The two button looks of the site, for links and buttons alike. */
export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2 text-center font-semibold text-white hover:bg-blue-800',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 py-2 text-center font-semibold text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50',
} as const;
