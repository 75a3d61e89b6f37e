// JSON text that PostgreSQL rendered and keeps (a post's, entity's or tag's stored document),
// carried as it is from the repo through the service into the HTTP answer, so hot lists never
// parse it and serialise it again (see db/json-shapes.ts and http/json-body.ts).

/** Stored JSON text of a value shaped like `Shape`. */
export class StoredJson<Shape = unknown> {
  declare readonly shape?: Shape;
  constructor(readonly text: string) {}
}

export const storedJson = <Shape>(text: string): StoredJson<Shape> => new StoredJson<Shape>(text);

/**
 * A value of type T in which any part may be stored JSON text of that part: what a service answers
 * when some of its answer comes straight from stored documents (`{ posts: StoredJson<Post>[], ... }`).
 */
export type WithStoredJson<T> =
  | StoredJson<T>
  | (T extends readonly (infer Item)[] ? WithStoredJson<Item>[] : T extends object ? { [Key in keyof T]: WithStoredJson<T[Key]> } : T);
