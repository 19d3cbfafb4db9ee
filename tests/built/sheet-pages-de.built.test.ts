// @vitest-environment jsdom
// The sheet pages in German as the server sends them: tests/built/sheet-pages.ts.
import { describeSheetPages } from './sheet-pages';

describeSheetPages('de');
