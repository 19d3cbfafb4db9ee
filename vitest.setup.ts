import { afterEach } from 'vitest';

// Only the files that run in a DOM (`@vitest-environment jsdom`) load Testing Library: the node
// files (most of them) would otherwise pay its import in every worker (about a fifth of the run).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);
}
