// Where the tour's popover and highlight ring go, and how far to scroll so the step's element is in
// sight, as pure arithmetic over the element's box and the window. On phones the popover is a
// bottom sheet laid out by CSS alone; these placements apply from the sm breakpoint up.

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** One of top or bottom is set: the popover hangs below the element or stands above it. */
export interface PopoverPlacement {
  top: number | null;
  bottom: number | null;
  left: number;
  width: number;
  maxHeight: number;
}

const GAP = 12;
const MARGIN = 16;
export const POPOVER_WIDTH = 368;
/** What the popover needs on a side to sit there without scrolling inside itself. */
const ROOM_NEEDED = 240;
/** The sticky header's 64 px and some air: an element scrolled under it would be hidden. */
const HEADER_CLEARANCE = 80;
/** The part of a phone screen the bottom sheet leaves free. */
const FREE_ABOVE_SHEET = 0.55;
const RING_PADDING = 6;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Below the element when it fits, else above it, else pinned to the bottom of the window. */
export function placePopover(target: Box, viewport: Viewport): PopoverPlacement {
  const width = Math.min(POPOVER_WIDTH, viewport.width - 2 * MARGIN);
  const left = clamp(target.left + target.width / 2 - width / 2, MARGIN, viewport.width - MARGIN - width);
  const targetBottom = target.top + target.height;
  const roomBelow = viewport.height - targetBottom - GAP - MARGIN;
  const roomAbove = target.top - GAP - MARGIN;
  if (roomBelow >= ROOM_NEEDED) return { top: targetBottom + GAP, bottom: null, left, width, maxHeight: roomBelow };
  if (roomAbove >= ROOM_NEEDED) return { top: null, bottom: viewport.height - target.top + GAP, left, width, maxHeight: roomAbove };
  // A section taller than the window: the popover covers its lower part, the ring shows the rest.
  return { top: null, bottom: MARGIN, left, width, maxHeight: viewport.height - 2 * MARGIN };
}

/** The ring around the element: a little outside it, kept inside the window sideways. */
export function ringBox(target: Box, viewport: Viewport): Box {
  const left = Math.max(2, target.left - RING_PADDING);
  const right = Math.min(viewport.width - 2, target.left + target.width + RING_PADDING);
  return { top: target.top - RING_PADDING, left, width: Math.max(0, right - left), height: target.height + 2 * RING_PADDING };
}

/**
 * How far to scroll the window so the element is in sight: none when it already is; on phones its
 * top just under the header (the sheet takes the lower part); on larger screens centred in the
 * free space, or its top under the header when it is taller than that.
 */
export function scrollDistance(target: Box, viewport: Viewport, sheet: boolean): number {
  const freeBottom = sheet ? viewport.height * FREE_ABOVE_SHEET : viewport.height - MARGIN;
  const targetBottom = target.top + target.height;
  if (target.top >= HEADER_CLEARANCE && targetBottom <= freeBottom) return 0;
  const room = freeBottom - HEADER_CLEARANCE;
  if (sheet || target.height >= room) return target.top - HEADER_CLEARANCE;
  return target.top - HEADER_CLEARANCE - (room - target.height) / 2;
}
