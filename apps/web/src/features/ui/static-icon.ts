import { createElement, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];
type IconData = { name: string; aliases?: string[]; size?: number; node: IconNode };

export type StaticIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/** The drawing lucide-react keeps beside each icon component (its `__iconData` export). */
function readIconData(iconModule: object): IconData {
  const data = (iconModule as { __iconData?: IconData }).__iconData;
  if (!data || !Array.isArray(data.node)) {
    throw new Error('lucide-react no longer exports __iconData: see features/ui/static-icon.ts');
  }
  return data;
}

function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}

/** The sprite symbol's id of an icon (see icon-sprite.tsx). */
export const symbolId = (name: string) => `icon-${name}`;

/**
 * A lucide icon as a plain component: lucide's svg element, drawing its paths from the page's
 * icon sprite. lucide-react's own icon is a client component, so each one a server component
 * renders reaches the browser as a component to hydrate (a home page carried hundreds); these
 * reach it as two plain elements, and each drawing is sent once (decision 0056). The svg keeps
 * lucide's size and classes; the drawing's box is the symbol's, and lucide's stroke and fill come
 * from one rule in globals.css (`svg.lucide:not([stroke])`), not from attributes on every icon.
 */
export function staticIcon(iconModule: object) {
  const { name, aliases = [], size = 24, node } = readIconData(iconModule);
  const iconClasses = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  const href = `#${symbolId(name)}`;
  function StaticIcon({ className, ...rest }: StaticIconProps) {
    const classes = new Set([...iconClasses, ...(className ?? '').split(/\s+/).filter(Boolean)]);
    return createElement(
      'svg',
      {
        width: 24,
        height: 24,
        className: [...classes].join(' '),
        ...(hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      createElement('use', { href }),
    );
  }
  StaticIcon.displayName = `StaticIcon(${name})`;
  /** What the sprite draws for it. */
  StaticIcon.drawing = { id: symbolId(name), viewBox: `0 0 ${size} ${size}`, node };
  return StaticIcon;
}
