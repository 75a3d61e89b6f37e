-- A post's entities in link order, with the entity id last: two entities linked at the same moment
-- under the same name came out in whatever order the plan read them, so the same post could render
-- two different documents.
CREATE OR REPLACE FUNCTION stash_post_entities(target_post uuid, OUT entity_count int, OUT entities_doc text)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::int,
         '[' || coalesce(string_agg(stash_linked_entity_doc(e.doc, pe.post_id, pe.created_at), ',' ORDER BY pe.created_at, e.entity_name, e.id), '') || ']'
  FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
  WHERE pe.post_id = target_post
$$;
