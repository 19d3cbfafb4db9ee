import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import { href } from '~/site/paths';

/**
 * Starts the phrase drill of this sheet (a page of its own, loaded only when followed). A plain
 * link: the sheet carries only the number of its cards, never the cards.
 */
export function DrillLink({ route, lang, cards }: { route: string; lang: Lang; cards: number }) {
  return (
    <Link
      to={href.drill(lang, route)}
      className="js-only flex min-h-11 items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 font-semibold text-blue-900 hover:border-blue-300 hover:bg-blue-100"
      data-print="hide"
      data-testid="drill-link"
    >
      <Layers aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
      {formatCount(lang, messages(lang).drill.fromSheet, cards)}
    </Link>
  );
}
