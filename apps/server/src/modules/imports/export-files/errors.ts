// The member-facing wording of a file the import cannot read, more precise than the general
// IMPORT_MESSAGES.unreadable where the file tells us what went wrong.
import { IMPORT_MESSAGES, IMPORT_MAX_LINKS } from '@stash/shared';

export const EXPORT_FILE_MESSAGES = {
  unreadable: IMPORT_MESSAGES.unreadable,
  emptyFile: IMPORT_MESSAGES.emptyFile,
  damagedZip: 'That zip file is damaged or incomplete: download the export again.',
  encryptedZip: 'That zip file is password-protected. Upload the export as it was downloaded, without a password.',
  zipWithoutExport:
    "That zip file has none of the files Stash reads: Instagram's saved_posts.json or saved_collections.json, TikTok's user_data.json, or X's like.js or bookmarks.js.",
  instagramHtml: 'That Instagram export is in HTML format. Request it again with the JSON format, then upload it.',
  tiktokTxt: 'That TikTok export is in TXT format. Request it again with the JSON format, then upload it.',
  otherXFile: "That is a file of an X archive, but not the likes or bookmarks. Upload like.js or bookmarks.js (in the archive's data folder), or the whole zip.",
  damagedJson: 'That file is damaged or incomplete: its JSON stops or breaks part way. Download the export again.',
  lineTooLong: 'That file has a line too long to be a list of links.',
} as const;

/** Entries read at most from one file, links and skipped ones each: the import takes no more links. */
export const MAX_ENTRIES = IMPORT_MAX_LINKS;
