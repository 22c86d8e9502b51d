import { createElement } from 'react';
import * as icons from './icons';

/**
 * Every static icon's drawing, once per page, as symbols the icons point at (`<use href>`).
 * Rendered by the root layout, so every page and every client-rendered list has them.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {Object.values(icons).map(({ drawing }) => (
        <symbol key={drawing.id} id={drawing.id} viewBox={drawing.viewBox}>
          {drawing.node.map(([tag, attributes]) => createElement(tag, attributes))}
        </symbol>
      ))}
    </svg>
  );
}
