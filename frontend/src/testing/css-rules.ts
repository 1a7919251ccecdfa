import { onTouchScreens } from '../app/theme/touch';

const TOUCH_MEDIA = onTouchScreens.replace(/^@media\s+/, '');

/**
 * The declarations the page's style sheets give `element`, inside `@media (pointer: coarse)`
 * (touch: true) or outside any media rule (touch: false), later rules winning, as a browser
 * would apply them on a touch screen or with a mouse. jsdom applies no media query itself.
 */
export function stylesOf(element: Element, touch: boolean): Record<string, string> {
  const applied: Record<string, string> = {};
  const apply = (rule: CSSStyleRule) => {
    if (!element.matches(rule.selectorText)) return;
    for (const name of Array.from(rule.style)) applied[name] = rule.style.getPropertyValue(name);
  };
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule) {
        if (touch && rule.media.mediaText === TOUCH_MEDIA) {
          for (const inner of Array.from(rule.cssRules)) {
            if (inner instanceof CSSStyleRule) apply(inner);
          }
        }
      } else if (!touch && rule instanceof CSSStyleRule) {
        apply(rule);
      }
    }
  }
  return applied;
}
