// Walks a JSON document as it streams in and hands over only the values at the paths asked for
// (one saved post, one liked video), each as a small JS value: the document itself is never
// assembled, and no key, string or number is kept beyond a few kilobytes however long it is.
import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import { jsonParser } from 'stream-json/parser.js';
import { EXPORT_FILE_MESSAGES } from './errors.js';
import { ExportFileError } from './export-entry.js';

export type JsonPath = readonly (string | number)[];

/** What to do with the value starting at a path: capture it whole (under a label), mark it, or walk into it. */
export type JsonSelection = { capture: string } | { mark: string } | null;

export type JsonFound =
  /** A captured value; `value` is undefined when it was too big to keep (`oversized`). */
  | { kind: 'value'; label: string; value: unknown; oversized: boolean }
  /** A marked value's start (its contents are walked as usual). */
  | { kind: 'mark'; label: string; path: JsonPath };

/** Longest key, string or number kept; the rest of it is dropped. */
const MAX_TEXT = 16 * 1024;
/** Most keys and items one captured value may hold before it is given up as oversized. */
const MAX_CAPTURED_NODES = 10_000;
const MAX_DEPTH = 512;

interface Frame {
  isArray: boolean;
  index: number;
}

interface Building {
  container: Record<string, unknown> | unknown[];
  key: string;
}

type Token = { name: string; value?: unknown };

export async function* walkJson(chunks: AsyncIterable<string>, select: (path: JsonPath) => JsonSelection): AsyncGenerator<JsonFound> {
  const parse = jsonParser({ packKeys: false, packStrings: false, packNumbers: false });
  const frames: Frame[] = [];
  const path: (string | number)[] = [];
  let text = '';
  // While capturing: the containers being built, and how many nodes so far.
  let captureLabel: string | null = null;
  let building: Building[] = [];
  let captured: unknown;
  let nodes = 0;
  let oversized = false;
  let out: JsonFound[] = [];

  const finishCapture = (value: unknown) => {
    out.push({ kind: 'value', label: captureLabel!, value: oversized ? undefined : value, oversized });
    captureLabel = null;
    building = [];
    captured = undefined;
  };

  // A value (scalar or container) starts at the current position.
  const startValue = (containerKind: 'object' | 'array' | null): boolean => {
    if (captureLabel !== null) return true;
    const top = frames[frames.length - 1];
    if (top?.isArray) path[path.length - 1] = top.index++;
    const selection = select(path);
    if (selection && 'capture' in selection) {
      captureLabel = selection.capture;
      nodes = 0;
      oversized = false;
      return true;
    }
    if (selection && 'mark' in selection) out.push({ kind: 'mark', label: selection.mark, path: [...path] });
    if (containerKind) {
      if (frames.length >= MAX_DEPTH) throw new ExportFileError(EXPORT_FILE_MESSAGES.unreadable);
      frames.push({ isArray: containerKind === 'array', index: 0 });
      path.push('');
    }
    return false;
  };

  const attach = (value: unknown) => {
    const top = building[building.length - 1];
    if (!top) return finishCapture(value);
    if (++nodes > MAX_CAPTURED_NODES) oversized = true;
    if (oversized) return;
    if (Array.isArray(top.container)) top.container.push(value);
    else top.container[top.key] = value;
  };

  const handle = (token: Token) => {
    switch (token.name) {
      case 'startKey':
      case 'startString':
      case 'startNumber':
        text = '';
        return;
      case 'stringChunk':
      case 'numberChunk':
        if (text.length < MAX_TEXT) text += (token.value as string).slice(0, MAX_TEXT - text.length);
        return;
      case 'endKey':
        if (captureLabel !== null) {
          const top = building[building.length - 1];
          if (top) top.key = text;
        } else path[path.length - 1] = text;
        return;
      case 'endString':
        if (captureLabel !== null) attach(text);
        return;
      case 'endNumber':
        if (captureLabel !== null) attach(Number(text));
        return;
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        if (startValue(null)) attach(token.value);
        return;
      case 'startObject':
      case 'startArray': {
        const isArray = token.name === 'startArray';
        if (!startValue(isArray ? 'array' : 'object')) return;
        if (building.length >= MAX_DEPTH) throw new ExportFileError(EXPORT_FILE_MESSAGES.unreadable);
        // Null-prototype objects: a "__proto__" key in the file stays an ordinary key.
        const container: Building['container'] = isArray ? [] : (Object.create(null) as Record<string, unknown>);
        if (building.length === 0) captured = container;
        else attach(container);
        building.push({ container, key: '' });
        return;
      }
      case 'endObject':
      case 'endArray':
        if (captureLabel !== null) {
          building.pop();
          if (building.length === 0) finishCapture(captured);
        } else {
          frames.pop();
          path.pop();
        }
        return;
    }
  };

  // Strings and numbers start with their own tokens; their start as a value is signalled here.
  const handleToken = (token: Token) => {
    if (token.name === 'startString' || token.name === 'startNumber') {
      if (captureLabel === null) {
        const capturing = startValue(null);
        if (!capturing) {
          text = '';
          return;
        }
      }
    }
    handle(token);
  };

  const feed = (input: string | typeof none) => {
    let result: unknown;
    try {
      result = parse(input as string);
    } catch {
      throw new ExportFileError(EXPORT_FILE_MESSAGES.damagedJson);
    }
    if (isMany(result)) for (const token of getManyValues(result) as Token[]) handleToken(token);
    else if (result !== none && result !== undefined) handleToken(result as Token);
  };

  for await (const chunk of chunks) {
    feed(chunk);
    if (out.length > 0) {
      const found = out;
      out = [];
      yield* found;
    }
  }
  feed(none);
  yield* out;
}
