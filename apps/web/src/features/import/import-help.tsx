// Where each platform keeps its export, in a few words.
const WHERE = [
  {
    platform: 'Instagram',
    text: 'Accounts Centre → Your information and permissions → Download your information. Choose JSON, then upload saved_posts.json, saved_collections.json (its collections become tags) or the whole zip.',
  },
  {
    platform: 'TikTok',
    text: 'Settings and privacy → Account → Download your data. Choose JSON, then upload user_data.json or the zip, and pick favourites, liked videos or both.',
  },
  {
    platform: 'X',
    text: 'Settings → Your account → Download an archive of your data. Upload like.js or bookmarks.js from its data folder, or the whole zip.',
  },
  {
    platform: 'A list of links',
    text: 'A text, CSV or browser bookmarks (HTML) file. Only Instagram, TikTok and X links are kept; Stash tells you how many others it skipped.',
  },
];

export function ImportHelp() {
  return (
    <details className="group rounded-2xl border border-line bg-surface px-4 py-3">
      <summary className="cursor-pointer text-[15px] font-medium">Where do I find my export?</summary>
      <dl className="mt-3 flex flex-col gap-3 text-[14px] leading-relaxed">
        {WHERE.map((each) => (
          <div key={each.platform}>
            <dt className="font-medium">{each.platform}</dt>
            <dd className="text-ink-muted">{each.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
