import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import type { oralSoloMessages } from '~/i18n/oral-solo-messages';
import { href } from '~/site/paths';
import { Checklist } from '../oral-checklist';

/**
 * The end of a solo rehearsal: the oral checklist with the rehearsal's own questions on each
 * criterion, and a pointer to the kinds of partner she may meet on the day.
 */
export function SoloChecklist({
  lang,
  text: t,
  onSave,
}: {
  lang: Lang;
  text: ReturnType<typeof oralSoloMessages>;
  onSave: (checks: Partial<Record<string, boolean>>) => void;
}) {
  return (
    <Checklist
      text={modelTestMessages(lang)}
      solo={{
        intro: t.checkIntro,
        checks: t.checks,
        criterion: (c) => format(t.criterion, { name: t.criteria[c] }),
        after: (
          <p className="mt-4 text-slate-800" data-testid="solo-partner-types">
            {t.partnerTypes}{' '}
            <Link
              to={`${href.sheet('oral-block-strategy', lang)}#partner-types`}
              className="font-semibold text-blue-800 underline"
            >
              {t.partnerTypesLink}
            </Link>
          </p>
        ),
      }}
      onSave={onSave}
    />
  );
}
