-- The bank's clock in demo mode (npm run bank -- clock advance 30d): how far business time stands
-- ahead of the processes' own clock, in milliseconds. One row. Every server and worker process in
-- demo mode reads it at start, hears each move on the channel bank_clock (NOTIFY, payload the new
-- offset) and re-reads it every minute; the operator's command moves it. The bank (the owner role)
-- writes it; a client's transaction may read it, as it reads bank_profile.
CREATE TABLE bank_clock (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  offset_ms bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0)
);
INSERT INTO bank_clock (id, offset_ms) VALUES (1, 0);

-- The clock only moves forward (docs/decisions.md, "A movable bank clock"): moving it back after
-- anything was booked, executed or stated would date new postings and statements before existing
-- ones. The row stays: without it the processes would not know the bank's time.
CREATE FUNCTION refuse_bank_clock_going_back() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'bank_clock keeps its one row' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.offset_ms < OLD.offset_ms THEN
    RAISE EXCEPTION 'the bank clock only moves forward: offset % ms, asked for % ms',
      OLD.offset_ms, NEW.offset_ms USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER bank_clock_forward_only BEFORE UPDATE OR DELETE ON bank_clock
  FOR EACH ROW EXECUTE FUNCTION refuse_bank_clock_going_back();
CREATE TRIGGER bank_clock_no_truncate BEFORE TRUNCATE ON bank_clock
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_bank_clock_going_back();

GRANT SELECT ON bank_clock TO poslovno_app;
