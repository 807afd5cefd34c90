-- Whether the core bank answers: a real bank's adapter reports its core's state here; the demo
-- switch (npm run bank -- core-down | core-up) sets it so the app's behaviour can be seen.
ALTER TABLE bank_profile ADD COLUMN is_core_available boolean NOT NULL DEFAULT true;
