import { Square, Volume2 } from 'lucide-react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** The two faces of a listen control: a speaker, and a stop square while it plays. */
export interface ListenIcons {
  play: SVGSVGElement;
  stop: SVGSVGElement;
}

/**
 * The site's icons (lucide), drawn once by React into a detached element and cloned for each
 * control: the controls themselves are plain DOM inside the build-time markup, which React does
 * not own (docs/decisions/0003).
 */
export function listenIcons(): ListenIcons {
  const holder = document.createElement('div');
  const root = createRoot(holder);
  flushSync(() =>
    root.render(
      <>
        <Volume2 data-icon="play" aria-hidden="true" />
        <Square data-icon="stop" aria-hidden="true" fill="currentColor" />
      </>,
    ),
  );
  const [play, stop] = Array.from(
    holder.querySelectorAll('svg'),
    (svg) => svg.cloneNode(true) as SVGSVGElement,
  );
  root.unmount();
  if (!play || !stop) throw new Error('listen icons did not render');
  return { play, stop };
}
