/** A theme token (`vars.color.accent` is `var(--…)`) as the page computes it at `element`, for drawing on a canvas. */
export function tokenValue(element: Element, token: string): string {
  const name = /^var\((--[^,)]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : token;
}
