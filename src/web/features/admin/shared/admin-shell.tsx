import { LogOut } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { NavLink, Route, Routes, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { clsx } from 'clsx';
import { toast } from '@web/lib/toast';
import { useLogout } from '../api/auth';
import { useFocusIfLost } from '../hooks/use-focus-if-lost';
import { ActivityScreen } from '../screens/activity/activity-screen';
import { BookingsScreen } from '../screens/bookings/bookings-screen';
import { CouponsScreen } from '../screens/coupons/coupons-screen';
import { CreditsScreen } from '../screens/credits/credits-screen';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { EmailsScreen } from '../screens/emails/emails-screen';
import { InstructorsScreen } from '../screens/instructors/instructors-screen';
import { LeadsScreen } from '../screens/leads/leads-screen';
import { MessagesScreen } from '../screens/messages/messages-screen';
import { PackagesScreen } from '../screens/packages/packages-screen';
import { DocumentsScreen } from '../screens/documents/documents-screen';
import { PoliciesScreen } from '../screens/policies/policies-screen';
import { RequestsScreen } from '../screens/requests/requests-screen';
import { ScheduleScreen } from '../screens/schedule/schedule-screen';
import { TravelScreen } from '../screens/travel/travel-screen';
import { VenuesScreen } from '../screens/venues/venues-screen';
import { WaitlistScreen } from '../screens/waitlist/waitlist-screen';
import { WeatherScreen } from '../screens/weather/weather-screen';

// The reports and their chart library load when the owner opens them, not with the rest of the admin area.
const ReportsScreen = lazy(() => import('../screens/reports/reports-screen'));

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/requests', label: 'Lesson Requests' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/schedule', label: 'Schedule' },
  { to: '/admin/waitlist', label: 'Waitlist' },
  { to: '/admin/weather', label: 'Weather' },
  { to: '/admin/instructors', label: 'Instructors' },
  { to: '/admin/venues', label: 'Venues' },
  { to: '/admin/travel', label: 'Travel' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/packages', label: 'Packages' },
  { to: '/admin/documents', label: 'Documents' },
  { to: '/admin/credits', label: 'Credits' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/emails', label: 'Emails' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/policies', label: 'Policies' },
  { to: '/admin/activity', label: 'Activity' },
];

/** The signed-in admin: the header with Log Out, the section links, and the section's screen. */
export function AdminShell({ username }: { username: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfLost(heading);
  async function signOut() {
    try {
      await logout();
    } catch {
      // The session is forgotten here either way; the server ends it on its own after 30 idle minutes.
    }
    toast({ title: 'Signed out' });
    navigate('/admin');
  }
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-ocean-900">
              Admin Dashboard
            </h1>
            <p className="text-sm text-slate-600">
              Signed in as <strong>{username}</strong>
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={signOut}>
            <LogOut aria-hidden="true" /> Log Out
          </Button>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <nav aria-label="Admin sections" className="lg:w-52 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <NavLink
                  to={s.to}
                  end={s.end}
                  className={({ isActive }) =>
                    clsx(
                      'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-ocean-800 text-white' : 'text-slate-700 hover:bg-ocean-50',
                    )
                  }
                >
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0 flex-1">
          <Routes>
            <Route index element={<DashboardScreen />} />
            <Route path="requests" element={<RequestsScreen />} />
            <Route path="bookings/*" element={<BookingsScreen />} />
            <Route path="schedule" element={<ScheduleScreen />} />
            <Route path="waitlist" element={<WaitlistScreen />} />
            <Route path="weather" element={<WeatherScreen />} />
            <Route path="instructors" element={<InstructorsScreen />} />
            <Route path="venues" element={<VenuesScreen />} />
            <Route path="travel" element={<TravelScreen />} />
            <Route path="coupons" element={<CouponsScreen />} />
            <Route path="packages" element={<PackagesScreen />} />
            <Route path="documents" element={<DocumentsScreen />} />
            <Route path="credits" element={<CreditsScreen />} />
            <Route path="leads" element={<LeadsScreen />} />
            <Route path="messages" element={<MessagesScreen />} />
            <Route path="emails" element={<EmailsScreen />} />
            <Route
              path="reports/*"
              element={
                <Suspense fallback={<p aria-busy="true">Loading...</p>}>
                  <ReportsScreen />
                </Suspense>
              }
            />
            <Route path="policies" element={<PoliciesScreen />} />
            <Route path="activity" element={<ActivityScreen />} />
            <Route path="*" element={<p>That admin page does not exist.</p>} />
          </Routes>
        </section>
      </div>
    </div>
  );
}
