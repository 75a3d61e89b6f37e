// Which address a 'Save to Stash' click in the context menu means.

/** The parts of a context-menu click (chrome.contextMenus.OnClickData) that name an address. */
export interface MenuClick {
  linkUrl?: string;
  pageUrl?: string;
}

/**
 * A link that was right-clicked is the post meant (a post in a feed or a grid links to itself);
 * anywhere else on the page, the page is (a post opened on its own page).
 */
export function addressToSave(click: MenuClick): string {
  return click.linkUrl ?? click.pageUrl ?? '';
}
