// Leaflet's divIcon wants HTML; Lucide icons are React components. react-dom/server would turn
// them into markup but doubles the map's chunk, so each display type's icon is drawn once into a
// detached node when this module loads (outside any React render, where flushSync is allowed) and
// its markup reused for every marker.
import type { LucideIcon } from 'lucide-react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DISPLAY_TYPES, displayTypeInfo } from '../../lib/display-types';

const markup = new Map<LucideIcon, string>();

function draw(Icon: LucideIcon): void {
  if (markup.has(Icon)) return;
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<Icon size={16} strokeWidth={2.25} aria-hidden="true" />));
  markup.set(Icon, host.innerHTML);
  root.unmount();
}

for (const info of Object.values(DISPLAY_TYPES)) draw(info.icon);
// Types outside the eleven share one neutral icon.
draw(displayTypeInfo('').icon);

/** The icon's SVG markup; empty for an icon no display type uses (the marker keeps its colour). */
export function iconMarkup(Icon: LucideIcon): string {
  return markup.get(Icon) ?? '';
}
