-- Live updates for invoices (issue 16): the revenue screen and the portal's billing page reload when
-- an invoice changes. Per row, so that the realtime hub can route an event to the invoice's client.
CREATE TRIGGER invoices_live AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION notify_row_change();
