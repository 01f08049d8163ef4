import AdminUsersSection from './admin-users-section';
import { SecurityEventsSection } from './security-events-section';

/** What settings shows an admin (its own chunk, downloaded by admins only): users and roles, security events. */
export default function AdminSettingsSections() {
  return (
    <>
      <AdminUsersSection />
      <SecurityEventsSection />
    </>
  );
}
