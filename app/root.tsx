import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import { ToastProvider, useToast } from './components/ui/toast';
import { AppError } from './features/errors/app-error';
import { NotFound } from './features/errors/not-found';
import { LanguageSwitch } from './features/language/language-switch';
import { VOICE_BEFORE_PAINT } from './lib/speech/device-voice';
import { CONTROL_CLASS, FloatingControls } from './features/navigation/floating-controls';
import { SiteFooter } from './features/navigation/site-footer';
import { SiteHeader } from './features/navigation/site-header';
import { OfflineStatus } from './features/offline/offline-status';
import { OfflineSupport } from './features/offline/offline-support';
import { useSearchLauncher } from './features/search/search-launcher';
import { LanguageProvider, usePageLang } from './i18n/language-context';
import { isLang } from './i18n/locales';
import { messages } from './i18n/messages';
import { switchLangPath, webManifestPath } from './site/paths';
import { NO_SCRIPT_CSS } from './lib/no-script.mjs';
import { dropParam } from './lib/query-string.mjs';
import { FIRST_SCREEN_CLASS } from './site/site';
import { printTitleStyle } from './lib/print';
import { LANG_BEFORE_PAINT } from './site/preferred-lang';
import { THEME_BEFORE_PAINT } from './lib/theme';
import { APPLE_TOUCH_ICON, BRAND_COLOR } from './lib/web-app.mjs';
import stylesheet from './app.css?url';
import printStylesheet from './print.css?url';

// In the production build the stylesheet is inlined into every page by scripts/postbuild.mjs, so the
// first render needs no second request; only the dev server links it. Naming it in `handle` keeps the
// file in the build for postbuild to find.
export const handle = { stylesheet };

export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
  // Printing only: not render-blocking, and not in the inline stylesheet (docs/decisions/0023).
  { rel: 'stylesheet', href: printStylesheet, media: 'print' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The one inline script that runs before the first paint: the English home page for a reader who
 * chose English and opens `/`, the theme and the listen controls' room, on `<html>`'s dataset `d`;
 * storage that fails leaves the defaults.
 */
const BEFORE_PAINT = `!function(d){try{${LANG_BEFORE_PAINT}${VOICE_BEFORE_PAINT}${THEME_BEFORE_PAINT}}catch(e){}}(document.documentElement.dataset)`;

// The menu (and the dialog code it needs) loads when the reader first reaches for it.
const loadMenu = () => import('./features/navigation/menu-dialog');
const MenuDialog = lazy(() => loadMenu().then((m) => ({ default: m.MenuDialog })));

/** The document: `<html lang>` follows the path's language in the prerendered HTML already. */
export function Layout({ children }: { children: ReactNode }) {
  const lang = usePageLang();
  const printTitle = usePrintTitle();
  return (
    <html lang={lang} style={printTitle ? printTitleStyle(printTitle) : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLOR} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)" />
        {/* Set before the first paint: a stored light or dark choice (app/lib/theme.ts), and no room
            for listen controls on a device known to have no German voice (features/listen). */}
        {/* eslint-disable-next-line react/no-danger -- constants of those modules; hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />
        <Meta />
        <Links />
        {/* Installing on a phone's home screen (neither holds back the first render). The build
            writes these files; the development server has none. */}
        {import.meta.env.PROD && <link rel="manifest" href={webManifestPath(lang)} />}
        {import.meta.env.PROD && <link rel="apple-touch-icon" href={`/${APPLE_TOUCH_ICON.file}`} />}
        <noscript>
          {/* Controls that need scripts are hidden when scripts are off; everything else reads as is. */}
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The running head for printed pages, from the route that offers one (`handle.printTitle`). */
function usePrintTitle(): string | undefined {
  for (const match of useMatches()) {
    const handle = match.handle as { printTitle?: (data: unknown) => string | null | undefined } | undefined;
    const title = handle?.printTitle?.(match.loaderData);
    if (title) return title;
  }
  return undefined;
}

/** Where a host could not redirect `?lang=xx` itself, the app does it (history entry replaced). */
function useLangQueryRedirect() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const wanted = new URLSearchParams(search).get('lang');
    if (wanted === null) return;
    const rest = dropParam(search.slice(1), 'lang');
    const target = isLang(wanted)
      ? switchLangPath(pathname, wanted, rest ? `?${rest}` : '', hash)
      : `${pathname}${rest ? `?${rest}` : ''}${hash}`;
    // Fire and forget: an effect cannot wait, and the router reports a failed navigation itself.
    void navigate(target, { replace: true });
  }, [pathname, search, hash, navigate]);
}

/** The language provider, telling the reader through the shell's toasts. */
function LanguageWithToasts({ children }: { children: ReactNode }) {
  const toast = useToast();
  return <LanguageProvider notify={toast}>{children}</LanguageProvider>;
}

/** Header, main, footer, menu and floating controls around every page, error pages included. */
function SiteShell({ children }: { children: ReactNode }) {
  const lang = usePageLang();
  const text = messages(lang);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const search = useSearchLauncher(lang);
  useLangQueryRedirect();
  return (
    <ToastProvider label={text.site.notifications} closeLabel={text.site.closeNotification}>
      <LanguageWithToasts>
        <div id="top" />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {text.site.skipLink}
        </a>
        <SiteHeader lang={lang} onOpenSearch={search.open} onPrepareSearch={search.prepare} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
          {/* The end of the first screen on pages that mark none of their own (see app.css). */}
          <span className={FIRST_SCREEN_CLASS} hidden />
        </main>
        <SiteFooter lang={lang} status={<OfflineStatus lang={lang} />} />
        <FloatingControls
          lang={lang}
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          onPrepareMenu={() => void loadMenu()}
          onOpenSearch={search.open}
          onPrepareSearch={search.prepare}
          languageSwitch={<LanguageSwitch className={CONTROL_CLASS} />}
        />
        <OfflineSupport lang={lang} />
        {menuWanted && (
          <Suspense fallback={null}>
            <MenuDialog lang={lang} open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
        {search.dialog}
      </LanguageWithToasts>
    </ToastProvider>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * The page while the browser takes over a page whose data it does not have: only a path that a
 * route with parameters matches but no page exists for (`/mock-tests/9`), which the server answers
 * with the 404 page. Rendering the 404 page here keeps the browser's first render the same as the
 * server's; the route's loader then says 404 and its error boundary shows the same page.
 */
export function HydrateFallback() {
  return (
    <SiteShell>
      <NotFound lang={usePageLang()} />
    </SiteShell>
  );
}

/** A rendering failure anywhere: the message inside the normal shell, so the reader can go on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = usePageLang();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return <SiteShell>{notFound ? <NotFound lang={lang} /> : <AppError lang={lang} />}</SiteShell>;
}
