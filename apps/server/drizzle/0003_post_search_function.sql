-- Rebuilds what search reads for the given posts: the plain text (trigram matching) and a weighted
-- document (title A; entity and tag names B; description and caption C; full text D). One function
-- so that the posts, tags and ingestion code keep it the same way.
CREATE OR REPLACE FUNCTION stash_refresh_post_search(post_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE posts AS target
  SET
    search_text = concat_ws(' ', src.title, src.description, src.caption, src.full_text, linked.entity_names, labels.tag_names),
    search_document =
      setweight(to_tsvector('english', coalesce(src.title, '')), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', linked.entity_names, labels.tag_names)), 'B')
      || setweight(to_tsvector('english', concat_ws(' ', src.description, src.caption)), 'C')
      || setweight(to_tsvector('english', coalesce(src.full_text, '')), 'D')
  FROM posts AS src
  LEFT JOIN LATERAL (
    SELECT string_agg(e.entity_name, ' ') AS entity_names
    FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
    WHERE pe.post_id = src.id
  ) AS linked ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(t.name, ' ') AS tag_names
    FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
    WHERE pt.post_id = src.id
  ) AS labels ON true
  WHERE target.id = src.id AND src.id = ANY(post_ids);
$$;
