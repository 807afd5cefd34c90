-- The reference data behind the third group of a payee's reference (spec 000 §5, 001 §5: "for
-- special revenue types the third group is required (MMYY month-year, company size 002, 003 or
-- 004, district code)"). Which revenue types those are, and the city and municipality codes, come
-- from the Ministry of Finance's "Naputak o načinu uplaćivanja prihoda proračuna, obveznih
-- doprinosa te prihoda za financiranje drugih javnih potreba", which the bank keeps up to date.
-- FINA's "Jedinstveni pregled osnovnih modela poziva na broj" (2021, shared/reference/standards)
-- refers to it without the lists: HR68's P3 "nije obvezan, osim za uplate na određene brojčane
-- oznake vrste prihoda iz Naputka", and HR05's P2 is an OIB after "brojčana oznaka grada/općine
-- s kontrolnim brojem (Prilog 6. Naputka)". No public copy of the Naputak's tables is at hand, so
-- the rows below are the demo bank's own, fictitious and marked so (docs/decisions.md): a real
-- bank replaces them with the Naputak's. None of it belongs to a company, so every session may
-- read all of it; the payment rules read it while they validate (packages/domain reference.ts).

-- A revenue type (the reference's P1) of a model that requires a third group, and what that group
-- holds. The demo's codes are in a 9xxx block, each with its MOD11INI check digit as P1 must have,
-- all under HR68, the model FINA names for such revenue types (a test checks both).
CREATE TABLE special_revenue_types (
  model char(4) NOT NULL CHECK (model ~ '^HR[0-9]{2}$'),
  revenue_type char(4) NOT NULL CHECK (revenue_type ~ '^[0-9]{4}$'),
  third_group text NOT NULL CHECK (third_group IN ('PERIOD_MMYY', 'COMPANY_SIZE', 'DISTRICT_CODE')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  PRIMARY KEY (model, revenue_type)
);

INSERT INTO special_revenue_types (model, revenue_type, third_group, description) VALUES
  ('HR68', '9016', 'PERIOD_MMYY', 'Demo: mjesečna obveza, P3 je razdoblje MMGG'),
  ('HR68', '9024', 'COMPANY_SIZE', 'Demo: naknada prema veličini poduzetnika, P3 je 002, 003 ili 004'),
  ('HR68', '9032', 'DISTRICT_CODE', 'Demo: prihod grada ili općine, P3 je njegova brojčana oznaka');

-- City and municipality codes (the Naputak's annex 6), each with its MOD11INI check digit. The
-- demo's five are fictitious, in a 99 block, short enough for HR68's P3 of at most 5 digits.
CREATE TABLE district_codes (
  code varchar(6) PRIMARY KEY CHECK (code ~ '^[0-9]{2,6}$'),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200)
);

INSERT INTO district_codes (code, description) VALUES
  ('99104', 'Demo: grad 1'),
  ('99112', 'Demo: grad 2'),
  ('99120', 'Demo: općina 3'),
  ('99139', 'Demo: općina 4'),
  ('99147', 'Demo: općina 5');

GRANT SELECT ON special_revenue_types, district_codes TO poslovno_app;
