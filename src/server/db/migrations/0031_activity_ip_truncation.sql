-- Issue 20: the activity log keeps only the network of an address (IPv4 /24, IPv6 /48), as recordActivity now
-- writes it (shared/domain/ip-truncation.ts). The rows stored before keep the full address: truncate them the
-- same way. A value that is not an address at all is not kept (null), as the application does.
DO $$
DECLARE
  entry record;
  parsed inet;
BEGIN
  FOR entry IN
    SELECT id, ip_address FROM activity_logs
    WHERE ip_address IS NOT NULL AND ip_address !~ '/(24|48)$'
  LOOP
    BEGIN
      parsed := trim(entry.ip_address)::inet;
    EXCEPTION WHEN others THEN
      parsed := NULL;
    END;
    UPDATE activity_logs SET ip_address = CASE
      WHEN parsed IS NULL THEN NULL
      WHEN family(parsed) = 4 THEN host(network(set_masklen(parsed, 24))) || '/24'
      WHEN host(parsed) ~* '^::ffff:[0-9]+(\.[0-9]+){3}$'
        THEN host(network(set_masklen(substring(host(parsed) from 8)::inet, 24))) || '/24'
      ELSE host(network(set_masklen(parsed, 48))) || '/48'
    END
    WHERE id = entry.id;
  END LOOP;
END
$$;
