import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, LogOut, Map as MapIcon, Plus, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminInstructor } from '@core/api/admin';
import { dayKeyInZone } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { useAdminInstructors } from '@web/features/admin/api/get-admin-instructors';
import { inviteInstructor } from '@web/features/admin/api/invite-instructor';
import { signOutInstructor } from '@web/features/admin/api/sign-out-instructor';
import { useLocalTable } from '@web/features/admin/hooks/use-local-table';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { BUSINESS_ZONE, when } from '@web/features/admin/shared/format';
import { EditButton, EditorDialog, type Editing } from '@web/features/admin/shared/record-editor';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { Toolbar } from '@web/features/admin/shared/toolbar';
import { AvailabilityDialog, PendingHours } from './availability-dialog';
import { InstructorForm } from './instructor-form';
import { InstructorRoutePanel } from './instructor-route-panel';
import { workingHoursText } from '@web/lib/working-hours';

type InviteOutcome = { ok: boolean; message: string } | null;

/**
 * Emails an instructor a sign-in link, or signs them out on every phone, and keeps the server's answer (or refusal)
 * to show above the list.
 */
function useInvite() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<InviteOutcome>(null);
  const invite = useMutation({
    mutationFn: (instructor: AdminInstructor) => inviteInstructor(instructor.id),
    onMutate: () => setOutcome(null),
    onSuccess: async (result) => {
      setOutcome({ ok: true, message: result.message });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
    },
    onError: (err) => setOutcome({ ok: false, message: err.message }),
  });
  const signOut = useMutation({
    mutationFn: (instructor: AdminInstructor) => signOutInstructor(instructor.id),
    onMutate: () => setOutcome(null),
    onSuccess: (result) => setOutcome({ ok: true, message: result.message }),
    onError: (err) => setOutcome({ ok: false, message: err.message }),
  });
  return { outcome, invite, signOut };
}

export function InstructorsScreen() {
  const table = useLocalTable(
    useAdminInstructors(),
    (i) => `${i.name} ${i.specialty} ${i.email ?? ''} ${i.homeZip ?? ''}`,
  );
  const [editing, setEditing] = useState<Editing<AdminInstructor>>(null);
  const { outcome, invite, signOut } = useInvite();
  const [hoursOf, setHoursOf] = useState<{ id: string; name: string } | null>(null);
  const [routeOf, setRouteOf] = useState('');
  const [routeDay, setRouteDay] = useState(() => dayKeyInZone(new Date(), BUSINESS_ZONE));
  const routeHeading = useRef<HTMLHeadingElement>(null);
  const showRoute = (id: string) => {
    setRouteOf(id);
    routeHeading.current?.focus();
  };
  return (
    <div>
      <ScreenHeader
        title="Instructors"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add Instructor
          </Button>
        }
      />
      <PendingHours onReview={setHoursOf} />
      <Toolbar searchLabel="Search instructors" {...table.filters} />
      <div role="status" className="mb-3 empty:hidden">
        {outcome?.ok && (
          <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
            {outcome.message}
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="mb-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {outcome.message}
        </p>
      )}
      <DataTable
        columns={['Name', 'Specialty', 'Contact', 'Home ZIP', 'Hours', 'Invited', 'Status']}
        actions
        emptyText="No instructors match."
        results={table.results}
      >
        {table.items.map((i) => (
          <tr key={i.id}>
            <td className={`${td} font-medium`}>{i.name}</td>
            <td className={td}>{i.specialty}</td>
            <td className={td}>
              <p>{i.email ?? 'No email'}</p>
              <p className="text-xs text-slate-600">{i.phone}</p>
            </td>
            <td className={td}>{i.homeZip ?? '—'}</td>
            <td className={`${td} whitespace-nowrap`}>
              {workingHoursText(i.workStartMinutes, i.workEndMinutes)}
            </td>
            <td className={td}>{i.invitedAt ? when(i.invitedAt) : 'Not invited'}</td>
            <td className={td}>
              <StatusBadge status={i.active ? 'active' : 'inactive'} />
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <EditButton name={i.name} onClick={() => setEditing(i)} />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Invite ${i.name}`}
                disabled={invite.isPending}
                onClick={() => invite.mutate(i)}
              >
                <Send aria-hidden="true" /> Invite
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Sign out ${i.name} on every phone`}
                disabled={signOut.isPending}
                onClick={() => signOut.mutate(i)}
              >
                <LogOut aria-hidden="true" /> Sign out
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Availability of ${i.name}`}
                onClick={() => setHoursOf(i)}
              >
                <CalendarClock aria-hidden="true" /> Availability
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Route of ${i.name}`}
                onClick={() => showRoute(i.id)}
              >
                <MapIcon aria-hidden="true" /> Route
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <InstructorRoutePanel
        instructorId={routeOf}
        onInstructor={setRouteOf}
        date={routeDay}
        onDate={setRouteDay}
        headingRef={routeHeading}
      />
      <AvailabilityDialog instructor={hoursOf} onClose={() => setHoursOf(null)} />
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'Add instructor', edit: 'Edit instructor' }}
        form={(initial) => <InstructorForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}
