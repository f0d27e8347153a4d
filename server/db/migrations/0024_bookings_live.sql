-- Live updates for issue 31: bookings concern admins only (one event per statement), so a call
-- booked, cancelled or moved shows on /admin/bookings, /admin/calendar and the dashboard at once.
CREATE TRIGGER bookings_live AFTER INSERT OR UPDATE OR DELETE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
