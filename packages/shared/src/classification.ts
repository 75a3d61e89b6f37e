// The values extraction gives a post: its category (the feed's chips) and what the member most
// likely means to do with it. The web app shows labels for these; any other stored value is shown
// as it is.

export const POST_CATEGORIES = [
  'food', 'nightlife', 'travel', 'events', 'recipes', 'fitness', 'shopping', 'fashion', 'beauty', 'home', 'entertainment', 'other',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const MESSAGE_INTENTS = [
  'plan_visit', 'plan_trip', 'attend', 'try_recipe', 'try_workout', 'buy', 'learn', 'inspiration', 'watch_later', 'save_for_later',
] as const;
export type MessageIntent = (typeof MESSAGE_INTENTS)[number];
