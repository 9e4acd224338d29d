-- +goose Up
-- A viewer's requests leave their viewer facts (docs/adr/0019-viewer-facts.md, "Requests read
-- with the profile"): a profile view now reads the request between the pair with the profile,
-- one probe of connection_requests_pair_key. Kept in the facts, every request sent, accepted or
-- declined raised both members' versions, and their next views read all their requests again:
-- a cost that grew with each member's history (measured by `make soak`: 35 → 58-70 buffers a
-- read over ten minutes) and doubled the cost of writing a request.
DROP TRIGGER viewer_facts_requests ON connection_requests;
DROP FUNCTION viewer_facts_requests();

-- +goose Down
-- +goose StatementBegin
CREATE FUNCTION viewer_facts_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.sender_id, OLD.receiver_id) IS DISTINCT FROM (NEW.sender_id, NEW.receiver_id)) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.sender_id, OLD.receiver_id], NULL);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.sender_id, NEW.receiver_id], NULL);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_requests AFTER INSERT OR UPDATE OR DELETE ON connection_requests
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_requests();
