/** The two faces of a listen control: a speaker, and a stop square while it plays. */
export interface ListenIcons {
  play: SVGSVGElement;
  stop: SVGSVGElement;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An icon in the site's line style (24 px grid, 2 px round strokes), hidden from screen readers. */
function icon(face: string, shapes: [string, Record<string, string>][]): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: 'size-4',
    'data-icon': face,
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const [tag, shape] of shapes) {
    const element = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(shape)) element.setAttribute(name, value);
    svg.append(element);
  }
  return svg;
}

/**
 * Drawn here rather than taken from the icon library: its icons are React components, and the
 * controls are plain DOM inside the build-time markup, which React does not own (decision 0003).
 */
export function listenIcons(): ListenIcons {
  return {
    play: icon('play', [
      ['path', { d: 'M3 9.5h3.5L11 5.5v13l-4.5-4H3z' }],
      ['path', { d: 'M15 9a4 4 0 0 1 0 6' }],
      ['path', { d: 'M18 6a8.5 8.5 0 0 1 0 12' }],
    ]),
    stop: icon('stop', [
      ['rect', { x: '6', y: '6', width: '12', height: '12', rx: '1.5', fill: 'currentColor' }],
    ]),
  };
}
