-- A post's full text is most often its caption again (a fetcher keeps the caption as the full text
-- when the page has no more): the search refresh folded, split and parsed the same words twice,
-- a third of its work, for the same matches. The full text now counts only when it holds more than
-- the description and caption already do. The function keeps its one generic plan (0034), which a
-- CREATE OR REPLACE without the SET clause would drop.
CREATE OR REPLACE FUNCTION stash_refresh_post_search(post_ids uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  WITH src AS (
    SELECT
      p.id,
      concat_ws(' ', p.title, linked.names, labels.names) AS names,
      concat_ws(' | ', p.title, linked.names, labels.names) AS name_list,
      concat_ws(' ', array_to_string(p.hashtags, ' '), (SELECT string_agg('#' || h, ' ') FROM unnest(p.hashtags) h),
        p.author_name, p.author_handle, linked.kinds, linked.places) AS about,
      linked.places,
      coalesce(linked.cells, '{}') AS cells,
      coalesce(linked.kind_list, '{}') AS kind_list,
      concat_ws(' ', p.description, p.caption) AS body,
      CASE WHEN strpos(concat_ws(' ', p.description, p.caption), p.full_text) > 0 THEN NULL ELSE p.full_text END AS full_text
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT
        string_agg(e.entity_name, ' | ') AS names,
        string_agg(concat_ws(' ', e.entity_type, e.category, e.entity_data->'raw_data'->>'category'), ' ') AS kinds,
        string_agg(stash_entity_place_text(e.entity_type, e.entity_name, e.entity_data), ' | ') AS places,
        array_agg(DISTINCT e.entity_type) AS kind_list,
        (SELECT array_agg(DISTINCT cell ORDER BY cell)
           FROM post_entities pe2 JOIN entities e2 ON e2.id = pe2.entity_id,
             unnest(stash_place_cells(e2.latitude, e2.longitude)) AS cell
           WHERE pe2.post_id = p.id AND e2.latitude IS NOT NULL AND e2.longitude IS NOT NULL) AS cells
      FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
      WHERE pe.post_id = p.id
    ) AS linked ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(t.name, ' | ') AS names
      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.post_id = p.id
    ) AS labels ON true
    WHERE p.id = ANY(post_ids)
  ),
  updated AS (
    UPDATE posts AS target
    SET
      search_text = stash_fold(concat_ws(' ', src.names, src.about, src.body, src.full_text)),
      search_names = stash_fold(src.name_list),
      search_places = stash_fold(coalesce(src.places, '')),
      search_cells = src.cells,
      search_kinds = src.kind_list,
      search_document =
        setweight(to_tsvector('stash_search', src.names), 'A')
        || setweight(to_tsvector('stash_search', src.about), 'B')
        || setweight(to_tsvector('stash_search', src.body), 'C')
        || setweight(to_tsvector('stash_search', coalesce(src.full_text, '')), 'D')
    FROM src
    WHERE target.id = src.id
    RETURNING target.user_id, target.search_text
  )
  INSERT INTO search_words (user_id, word)
  SELECT DISTINCT updated.user_id, word
  FROM updated, regexp_split_to_table(updated.search_text, '[[:space:][:punct:]]+') AS word
  WHERE char_length(word) BETWEEN 3 AND 40
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END;
$$;
