-- Wrong codes typed against one signing challenge (PSD2 RTS Art. 4(3)(b): at most five failed
-- attempts). Counted apart from the refused signature's transaction, which rolls back; at the
-- limit the challenge signs nothing more and the person asks for a new one.
ALTER TABLE signing_challenges
  ADD COLUMN failed_attempts smallint NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0);

-- A right signing code ends the token's run of wrong ones, in the signature's own transaction;
-- the row policy keeps that to the signing person's own devices.
GRANT UPDATE (consecutive_failures) ON auth_devices TO poslovno_app;
