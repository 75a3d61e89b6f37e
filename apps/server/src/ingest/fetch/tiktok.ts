// TikTok: the keyless oEmbed answer first; when it fails or lacks a field a card needs, the video
// page's #__UNIVERSAL_DATA_FOR_REHYDRATION__ JSON.
import * as cheerio from 'cheerio';
import type { IngestConfig } from '../../config';
import { dateOrNull } from './english-date';
import { failureOfStatus, invalidResponse, mostTellingFailure, notFound } from './fetch-failures';
import type { FetchedPost } from './fetched-post';
import { FetchFailure } from './fetched-post';
import { arrayAt, numberAt, stringAt, valueAt } from './json-path';
import { mediaItem, mediaList } from './media-item';
import { HTML_TYPES, JSON_TYPES, jsonOf } from './platform-client';
import type { PlatformClient } from './platform-client';
import { tiktokOembedUrl, tiktokPageUrl } from './platform-links';
import type { PostLink } from './platform-links';
import { joinText, textOrNull, titleFromCaption } from './post-text';

/** statusCode values of webapp.video-detail for a video that is gone or private. */
const GONE_STATUS_CODES = new Set([10204, 10216, 10222]);
const FIRST_TIKTOK_SECOND = Date.UTC(2014, 0, 1) / 1_000;

/** TikTok ids carry their creation second in the top 32 bits: a date even when oEmbed gives none. */
export function postedAtOfTikTokId(id: string): Date | null {
  if (!/^\d{15,25}$/.test(id)) return null;
  const seconds = Number(BigInt(id) >> 32n);
  const latest = Date.now() / 1_000 + 24 * 60 * 60;
  return seconds >= FIRST_TIKTOK_SECOND && seconds <= latest ? new Date(seconds * 1_000) : null;
}

function handleOf(link: PostLink): string | null {
  return /^\/@([^/]+)\//.exec(new URL(link.url).pathname)?.[1] ?? null;
}

/** A post from oEmbed, or null when the answer lacks the caption, the cover or the author. */
export function tiktokPostFromOembed(body: unknown, link: PostLink): FetchedPost | null {
  const caption = stringAt(body, ['title']);
  const thumbnail = mediaItem(stringAt(body, ['thumbnail_url']), 'image');
  const authorUrl = stringAt(body, ['author_url']);
  const handle = textOrNull(stringAt(body, ['author_unique_id'])) ?? (authorUrl ? /\/@([^/?#]+)/.exec(authorUrl)?.[1] : null) ?? null;
  if (caption === null || !thumbnail || !handle) return null;
  const embedHtml = stringAt(body, ['html']);
  const videoId = (embedHtml ? cheerio.load(embedHtml)('[data-video-id]').first().attr('data-video-id') : undefined) ?? stringAt(body, ['embed_product_id']) ?? link.id;
  const text = textOrNull(caption);
  return {
    platform: 'tiktok',
    canonicalUrl: link.url,
    title: titleFromCaption(text),
    caption: text,
    fullText: joinText([text]),
    authorName: textOrNull(stringAt(body, ['author_name'])),
    authorHandle: handle,
    postedAt: postedAtOfTikTokId(videoId) ?? postedAtOfTikTokId(link.id),
    media: mediaList([thumbnail]),
    attachmentType: 'video',
    platformData: { source: 'oembed', videoId, authorUrl, embedType: stringAt(body, ['embed_type']) },
  };
}

/** The post in a video page; throws not_found for a gone video and invalid_response for a page without the data. */
export function tiktokPostFromPage(html: string, link: PostLink): FetchedPost {
  const script = cheerio.load(html)('script#__UNIVERSAL_DATA_FOR_REHYDRATION__').first().text();
  if (!script.trim()) throw invalidResponse('the page has no rehydration data');
  let data: unknown;
  try {
    data = JSON.parse(script);
  } catch {
    throw invalidResponse('the rehydration data is not JSON');
  }
  const detail = valueAt(data, ['__DEFAULT_SCOPE__', 'webapp.video-detail']);
  if (typeof detail !== 'object' || detail === null) throw invalidResponse('the page has no video detail');
  const statusCode = numberAt(detail, ['statusCode']);
  const item = valueAt(detail, ['itemInfo', 'itemStruct']);
  if ((statusCode !== null && GONE_STATUS_CODES.has(statusCode)) || typeof item !== 'object' || item === null) {
    throw notFound(`the page answered statusCode ${statusCode ?? 'none'}`);
  }
  const caption = textOrNull(stringAt(item, ['desc']));
  const videoId = stringAt(item, ['id']) ?? link.id;
  const slideImages = arrayAt(item, ['imagePost', 'images']).map((image) => mediaItem(stringAt(image, ['imageURL', 'urlList', 0]), 'image'));
  const cover = mediaItem(stringAt(item, ['video', 'cover']) ?? stringAt(item, ['video', 'originCover']), 'image');
  const hashtags = arrayAt(item, ['textExtra'])
    .map((entry) => stringAt(entry, ['hashtagName']))
    .filter((name): name is string => Boolean(name));
  return {
    platform: 'tiktok',
    canonicalUrl: link.url,
    title: titleFromCaption(caption),
    caption,
    fullText: joinText([caption]),
    authorName: textOrNull(stringAt(item, ['author', 'nickname'])),
    authorHandle: textOrNull(stringAt(item, ['author', 'uniqueId'])) ?? handleOf(link),
    postedAt: dateOrNull(numberAt(item, ['createTime']), 'seconds') ?? postedAtOfTikTokId(videoId),
    media: mediaList(slideImages.length > 0 ? slideImages : [cover]),
    attachmentType: slideImages.length > 0 ? 'photo' : 'video',
    platformData: {
      source: 'page',
      videoId,
      likes: numberAt(item, ['stats', 'diggCount']),
      comments: numberAt(item, ['stats', 'commentCount']),
      shares: numberAt(item, ['stats', 'shareCount']),
      plays: numberAt(item, ['stats', 'playCount']),
      saves: numberAt(item, ['stats', 'collectCount']),
      durationSeconds: numberAt(item, ['video', 'duration']),
      // Playing it needs TikTok's cookies, so it is kept for reference rather than downloaded.
      playAddr: stringAt(item, ['video', 'playAddr']),
      music: stringAt(item, ['music', 'title']),
      hashtags,
      locationCreated: stringAt(item, ['locationCreated']),
    },
  };
}

async function fetchFromOembed(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  const response = await client.get('tiktok', tiktokOembedUrl(config.origins, link), { accept: JSON_TYPES });
  if (response.status !== 200) throw failureOfStatus('tiktok', response.status, 'TikTok oEmbed');
  const post = tiktokPostFromOembed(jsonOf(response, 'TikTok oEmbed'), link);
  if (!post) throw invalidResponse('TikTok oEmbed lacks the caption, cover or author');
  return post;
}

async function fetchFromPage(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  const response = await client.get('tiktok', tiktokPageUrl(config.origins, link), { accept: HTML_TYPES });
  if (response.status < 200 || response.status >= 300) throw failureOfStatus('tiktok', response.status, 'the video page');
  return tiktokPostFromPage(response.body.toString('utf8'), link);
}

export async function fetchTikTokPost(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  let oembedFailure: FetchFailure;
  try {
    return await fetchFromOembed(client, config, link);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    oembedFailure = error;
  }
  try {
    return await fetchFromPage(client, config, link);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    // The page naming the video gone is the verdict; otherwise a source that may answer later wins.
    throw error.kind === 'not_found' ? error : mostTellingFailure([error, oembedFailure]);
  }
}
