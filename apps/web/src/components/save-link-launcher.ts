// How a screen opens the layout's 'Save a Link' dialog without importing the save-link feature
// (features never import each other, DESIGN.md). The layout provides the opener; a screen rendered
// outside it (a test, a public page) gets null and leaves its save button out.
import { createContext, useContext } from 'react';

export type OpenSaveLink = () => void;

export const SaveLinkLauncherContext = createContext<OpenSaveLink | null>(null);

export function useSaveLinkLauncher(): OpenSaveLink | null {
  return useContext(SaveLinkLauncherContext);
}
