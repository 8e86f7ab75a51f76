/**
 * An SVG as a `data:` URL for an <img>, so the picture arrives with the page instead of one round
 * trip later (the home hero is the largest thing a phone paints first). Only what a URL or a quoted
 * attribute cannot hold is percent-encoded: smaller than base64, and gzip still sees the markup.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${compact.replace(/[^ -~]|[%#"<>{}|\\^`]/gu, (character) => encodeURIComponent(character))}`;
}
