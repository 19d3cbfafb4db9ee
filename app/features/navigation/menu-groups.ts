import { CATEGORIES, type Category } from '~/content/catalogue-types';
import { entriesOf } from '~/content/catalogue';
import { ORAL_TIMER_ANCHOR, ORAL_TIMER_SHEET } from '~/content/practice-tools';
import { pick, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import { formatPageNumber } from '~/i18n/format';
import { href, STAGE_ANCHOR } from '~/site/paths';

/** One link of the menu. */
export interface MenuLink {
  label: string;
  to: string;
  /** The sheet number, shown before the title. */
  number?: string;
}

/** A titled group of links in the menu. */
export interface MenuGroup {
  id: 'cheat-sheets' | 'practice' | Category;
  title: string;
  links: MenuLink[];
}

/**
 * The practice tools: the study plan, the progress page, the phrase drill and the model tests (pages of their own), the writing
 * trainer (the task of the first writing sheet) and the oral exam timer (its card on the oral
 * strategy sheet).
 */
function practiceGroup(lang: Lang): MenuGroup {
  const text = messages(lang);
  return {
    id: 'practice',
    title: text.practice.menuTitle,
    links: [
      { label: text.plan.title, to: href.plan(lang) },
      { label: progressMessages(lang).title, to: href.progress(lang) },
      { label: text.drill.title, to: href.drill(lang) },
      { label: text.mockTests.title, to: href.mockTests(lang) },
      {
        label: text.practice.menuWritingTrainer,
        to: href.writingTrainer(lang),
      },
      {
        label: text.practice.menuOralTimer,
        to: `${href.sheet(ORAL_TIMER_SHEET, lang)}#${ORAL_TIMER_ANCHOR}`,
      },
    ],
  };
}

/** The menu's groups (Cheat Sheets, Practice, Foundation, Written, Oral), built from the catalogue. */
export function menuGroups(lang: Lang): MenuGroup[] {
  const text = messages(lang);
  const overviewGroup: MenuGroup = {
    id: 'cheat-sheets',
    title: text.nav.cheatSheets,
    links: [
      { label: text.nav.overview, to: href.overview(lang) },
      ...CATEGORIES.map((c) => ({ label: text.stage[c], to: href.overview(lang, STAGE_ANCHOR[c]) })),
    ],
  };
  const stageGroups = CATEGORIES.map<MenuGroup>((category) => ({
    id: category,
    title: text.stage[category],
    links: entriesOf(category).map((e) => ({
      label: pick(e.title, lang),
      to: href.sheet(e.route, lang),
      number: formatPageNumber(e.pageNumber),
    })),
  }));
  return [overviewGroup, practiceGroup(lang), ...stageGroups];
}
