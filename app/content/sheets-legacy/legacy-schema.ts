import type { Localized } from '../../i18n/locales';
import type { PageTitle, Section } from '../sheet-view';

/**
 * The retired two-tree model (one section tree per language). Kept only until the migration to
 * one tree per sheet is proven lossless.
 */
export interface SheetContent {
  pageTitle: Localized<PageTitle>;
  exam: Localized;
  sections: Localized<Section[]>;
  closing: Localized;
  seoMeta?: Localized<{ title: string; description: string; keywords?: string[] }>;
}
