// X: the syndication tweet-result JSON the embed widget reads (text, author, date, media); when it
// has nothing, the public oEmbed answer (text and author, no media). A tombstone is a deleted post.
import * as cheerio from 'cheerio';
import type { IngestConfig } from '../../config';
import { dateOrNull, parseEnglishDate } from './english-date';
import { failureOfStatus, invalidResponse, mostTellingFailure, notFound } from './fetch-failures';
import type { FetchedMedia, FetchedPost } from './fetched-post';
import { FetchFailure } from './fetched-post';
import { arrayAt, numberAt, stringAt, valueAt } from './json-path';
import { mediaItem, mediaList } from './media-item';
import { JSON_TYPES, jsonOf } from './platform-client';
import type { PlatformClient } from './platform-client';
import { xOembedUrl, xSyndicationUrl } from './platform-links';
import type { PostLink } from './platform-links';
import { decodeBasicEntities, joinText, textOrNull, titleFromCaption } from './post-text';

/** The mp4 variant with the highest bitrate; HLS playlists are skipped. */
function bestMp4(variants: unknown[]): string | null {
  let best: { url: string; bitrate: number } | null = null;
  for (const variant of variants) {
    const url = stringAt(variant, ['url']) ?? stringAt(variant, ['src']);
    const type = stringAt(variant, ['content_type']) ?? stringAt(variant, ['type']);
    if (!url || type !== 'video/mp4') continue;
    const bitrate = numberAt(variant, ['bitrate']) ?? 0;
    if (!best || bitrate > best.bitrate) best = { url, bitrate };
  }
  return best?.url ?? null;
}

function mediaOfTweet(tweet: unknown): FetchedMedia[] {
  const details = arrayAt(tweet, ['mediaDetails']);
  if (details.length > 0) {
    return mediaList(
      details.flatMap((detail) => {
        const poster = mediaItem(stringAt(detail, ['media_url_https']), 'image');
        if (stringAt(detail, ['type']) === 'photo') return [poster];
        // A video (or animated GIF) first, its poster after it.
        return [mediaItem(bestMp4(arrayAt(detail, ['video_info', 'variants'])), 'video'), poster];
      }),
    );
  }
  const photos = arrayAt(tweet, ['photos']).map((photo) => mediaItem(stringAt(photo, ['url']), 'image'));
  const video = valueAt(tweet, ['video']);
  const videoItems = video ? [mediaItem(bestMp4(arrayAt(video, ['variants'])), 'video'), mediaItem(stringAt(video, ['poster']), 'image')] : [];
  return mediaList([...photos, ...videoItems]);
}

/** The tweet's text with its t.co links expanded and the links to its own media dropped. */
function textOfTweet(tweet: unknown): string | null {
  let text = stringAt(tweet, ['text']) ?? stringAt(tweet, ['full_text']);
  if (text === null) return null;
  const mediaLinks = [...arrayAt(tweet, ['entities', 'media']), ...arrayAt(tweet, ['mediaDetails'])]
    .map((entry) => stringAt(entry, ['url']))
    .filter((url): url is string => Boolean(url));
  for (const link of new Set(mediaLinks)) text = text.split(link).join('');
  for (const entry of arrayAt(tweet, ['entities', 'urls'])) {
    const short = stringAt(entry, ['url']);
    const expanded = stringAt(entry, ['expanded_url']);
    if (short && expanded) text = text.split(short).join(expanded);
  }
  // Media links sit at the end; any t.co left trailing there with media present is one of them.
  if (mediaLinks.length > 0) text = text.replace(/(?:\s*https:\/\/t\.co\/\w+)+\s*$/, '');
  return textOrNull(decodeBasicEntities(text));
}

function cardText(tweet: unknown): string | null {
  const title = stringAt(tweet, ['card', 'binding_values', 'title', 'string_value']);
  const description = stringAt(tweet, ['card', 'binding_values', 'description', 'string_value']);
  return joinText([title, description]);
}

function quotedText(tweet: unknown): string | null {
  const quoted = valueAt(tweet, ['quoted_tweet']);
  const text = quoted ? textOfTweet(quoted) : null;
  if (!text) return null;
  const author = stringAt(quoted, ['user', 'screen_name']);
  return author ? `@${author}: ${text}` : text;
}

/** X's answer for a deleted (or withheld) post. */
export function isTweetTombstone(body: unknown): boolean {
  return stringAt(body, ['__typename']) === 'TweetTombstone';
}

/** A post from tweet-result JSON; null when the answer holds no tweet (X sends `{}` for some). */
export function xPostFromSyndication(body: unknown, link: PostLink): FetchedPost | null {
  if (isTweetTombstone(body)) return null;
  const caption = textOfTweet(body);
  const handle = textOrNull(stringAt(body, ['user', 'screen_name']));
  if (caption === null && !handle) return null;
  const media = mediaOfTweet(body);
  const altTexts = arrayAt(body, ['mediaDetails']).map((detail) => stringAt(detail, ['ext_alt_text']));
  return {
    platform: 'x',
    canonicalUrl: link.url,
    title: titleFromCaption(caption),
    caption,
    fullText: joinText([caption, ...altTexts, quotedText(body), cardText(body)]),
    authorName: textOrNull(stringAt(body, ['user', 'name'])),
    authorHandle: handle,
    postedAt: dateOrNull(stringAt(body, ['created_at'])),
    media,
    attachmentType: media.some((item) => item.type === 'video') ? 'video' : media.length > 0 ? 'photo' : 'text',
    platformData: {
      source: 'syndication',
      tweetId: stringAt(body, ['id_str']) ?? link.id,
      likes: numberAt(body, ['favorite_count']),
      replies: numberAt(body, ['conversation_count']),
      lang: stringAt(body, ['lang']),
      inReplyToTweetId: stringAt(body, ['in_reply_to_status_id_str']),
      quotedTweetId: stringAt(body, ['quoted_tweet', 'id_str']),
      cardUrl: stringAt(body, ['card', 'url']),
    },
  };
}

/** A post from oEmbed: the text of the embed's <p>, the author and the day; no media. */
export function xPostFromOembed(body: unknown, link: PostLink): FetchedPost | null {
  const html = stringAt(body, ['html']);
  if (!html) return null;
  const $ = cheerio.load(html);
  const paragraph = $('blockquote p').first();
  $('br', paragraph).replaceWith('\n');
  const mediaLinks = paragraph.find('a').filter((_index, anchor) => /^pic\.(?:twitter|x)\.com\//.test($(anchor).text().trim()));
  const hadMedia = mediaLinks.length > 0;
  mediaLinks.remove();
  const caption = textOrNull(paragraph.text());
  const authorUrl = stringAt(body, ['author_url']);
  const handle = authorUrl ? (/(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})\/?$/.exec(authorUrl)?.[1] ?? null) : null;
  const dateText = $('blockquote > a').last().text();
  if (caption === null && !handle) return null;
  return {
    platform: 'x',
    canonicalUrl: link.url,
    title: titleFromCaption(caption),
    caption,
    fullText: joinText([caption]),
    authorName: textOrNull(stringAt(body, ['author_name'])),
    authorHandle: handle,
    postedAt: parseEnglishDate(dateText),
    media: [],
    // oEmbed does not say whether a picture link is a photo or a video.
    attachmentType: hadMedia ? null : 'text',
    platformData: { source: 'oembed', tweetId: link.id, hasMedia: hadMedia },
  };
}

type SyndicationAnswer = { post: FetchedPost } | { deleted: string };

async function fetchFromSyndication(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<SyndicationAnswer> {
  const response = await client.get('x', xSyndicationUrl(config.origins, link), { accept: JSON_TYPES });
  if (response.status !== 200) throw failureOfStatus('x', response.status, 'X syndication');
  const body = jsonOf(response, 'X syndication');
  if (isTweetTombstone(body)) return { deleted: stringAt(body, ['tombstone', 'text', 'text']) ?? 'tombstone' };
  const post = xPostFromSyndication(body, link);
  if (!post) throw invalidResponse('X syndication answered no tweet');
  return { post };
}

async function fetchFromOembed(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  const response = await client.get('x', xOembedUrl(config.origins, link), { accept: JSON_TYPES });
  // 403 is X's answer for a protected or suspended account: nothing we can show either way.
  if (response.status === 403) throw notFound('X oEmbed answered 403');
  if (response.status !== 200) throw failureOfStatus('x', response.status, 'X oEmbed');
  const post = xPostFromOembed(jsonOf(response, 'X oEmbed'), link);
  if (!post) throw invalidResponse('X oEmbed answered no tweet');
  return post;
}

export async function fetchXPost(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  let syndication: SyndicationAnswer | FetchFailure;
  try {
    syndication = await fetchFromSyndication(client, config, link);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    syndication = error;
  }
  if (!(syndication instanceof FetchFailure)) {
    // A tombstone is X saying the post was deleted: no second opinion is needed.
    if ('deleted' in syndication) throw notFound(`X syndication answered a tombstone (${syndication.deleted})`);
    return syndication.post;
  }
  try {
    return await fetchFromOembed(client, config, link);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    throw mostTellingFailure([syndication, error]);
  }
}
