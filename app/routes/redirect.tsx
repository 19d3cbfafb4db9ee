import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { classifyPath, href } from '~/site/paths';

/**
 * An old path of the specification. The server answers it with a 301; inside the app the
 * navigation is replaced, so the old path never stays in the history.
 */
export default function RedirectRoute() {
  const lang = usePageLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const target = classifyPath(pathname);
  const to = target.kind === 'redirect' ? href.sheet(target.to, lang) : href.home(lang);
  useEffect(() => {
    // Fire and forget: an effect cannot wait, and the router reports a failed navigation itself.
    void navigate(`${to}${search}${hash}`, { replace: true });
  }, [navigate, to, search, hash]);
  const text = messages(lang).redirect;
  return (
    <p className="mx-auto max-w-xl px-4 py-20 text-center">
      {text.moved} <Link to={to}>{text.goTo}</Link>
    </p>
  );
}
