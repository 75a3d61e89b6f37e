// The ring drawn around the element a tour step explains. It is an overlay that follows the
// element rather than a style put on it, so no screen's markup changes, and clicks pass through.
import { ringBox, type Box, type Viewport } from './tour-layout';

export function TourHighlight({ box, viewport }: { box: Box; viewport: Viewport }) {
  const ring = ringBox(box, viewport);
  return (
    <div
      aria-hidden="true"
      data-tour-highlight=""
      className="pointer-events-none fixed z-45 animate-fade-in rounded-2xl border-2 border-focus ring-4 ring-focus/25"
      style={{ top: ring.top, left: ring.left, width: ring.width, height: ring.height }}
    />
  );
}
