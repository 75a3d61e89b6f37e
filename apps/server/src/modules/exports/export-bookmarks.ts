// The browser bookmarks file (the Netscape format every browser imports): one folder, "Stash",
// with a link per stash in saved order, ADD_DATE its saved time and TAGS its tags and category
// (Firefox keeps them). A flat list rather than a folder per category, so it streams in saved order.
import { escapeUTF8 } from 'entities/escape';
import type { Post } from '@stash/shared';
import type { FileParts } from './export-file';

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function bookmark(post: Post): string {
  const title = post.title?.trim() || post.caption?.trim().slice(0, 120) || post.source_url;
  // A comma separates tags in the attribute, so one inside a name becomes a space.
  const tags = [...post.tags.map((tag) => tag.name), ...(post.category ? [post.category] : [])].map((name) => name.replaceAll(',', ' '));
  const attributes = [
    `HREF="${escapeUTF8(post.source_url)}"`,
    `ADD_DATE="${seconds(post.created_at)}"`,
    ...(tags.length > 0 ? [`TAGS="${escapeUTF8(tags.join(','))}"`] : []),
  ].join(' ');
  const note = post.description?.trim() || post.caption?.trim();
  return `        <DT><A ${attributes}>${escapeUTF8(title)}</A>\n${note ? `        <DD>${escapeUTF8(note.replace(/\s+/g, ' '))}\n` : ''}`;
}

export function writeBookmarks(now: Date, parsePosts: (texts: string[]) => Post[]): FileParts<string> {
  return {
    begin: () =>
      [
        '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
        '<!-- This is an automatically generated file.',
        '     It will be read and overwritten.',
        '     DO NOT EDIT! -->',
        '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
        '<TITLE>Bookmarks</TITLE>',
        '<H1>Bookmarks</H1>',
        '<DL><p>',
        `    <DT><H3 ADD_DATE="${Math.floor(now.getTime() / 1000)}">Stash</H3>`,
        '    <DL><p>',
        '',
      ].join('\n'),
    batch: (texts) => parsePosts(texts).map(bookmark).join(''),
    end: () => '    </DL><p>\n</DL><p>\n',
  };
}
