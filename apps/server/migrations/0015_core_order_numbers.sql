-- The core bank's running number of payment orders, the number in an order's bank reference
-- ("JPB-2026-000123", core-bank/execution/order-reference.ts). A sequence, so concurrent orders
-- never wait for each other for it; a number taken by an order that was then rolled back is
-- simply not used. Only the bank (the owner role) takes numbers.
CREATE SEQUENCE core_order_number_seq AS bigint MINVALUE 1 MAXVALUE 281474976710655;
