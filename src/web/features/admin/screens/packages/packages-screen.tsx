import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { LessonPackage } from '@core/api/credits';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { useAdminPackages } from '@web/features/admin/api/get-admin-packages';
import { useSaveLessonPackage } from '@web/features/admin/api/save-lesson-package';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { dollars, levelOrAny } from '@web/features/admin/shared/format';
import { EditButton, EditorDialog, type Editing } from '@web/features/admin/shared/record-editor';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { PackageForm } from './package-form';

/** Puts a package on sale or takes it off, sending its settings back unchanged. */
function ActiveToggle({ pkg }: { pkg: LessonPackage }) {
  const save = useSaveLessonPackage((saved) =>
    saved.active ? `${saved.name} is on sale` : `${saved.name} is no longer on sale`,
  );
  const { id, name, lessonType, level, lessons, priceCents, monthsValid, active } = pkg;
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={save.isPending}
      aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}
      onClick={() =>
        save.mutate({
          id,
          input: { name, lessonType, level, lessons, priceCents, monthsValid, active: !active },
        })
      }
    >
      {active ? 'Deactivate' : 'Activate'}
    </Button>
  );
}

/** The owner's lesson packages: a family buys one and gets that many lesson credits. */
export function PackagesScreen() {
  const packages = useAdminPackages();
  const [editing, setEditing] = useState<Editing<LessonPackage>>(null);
  const items = packages.data?.packages ?? [];
  return (
    <div>
      <ScreenHeader
        title="Packages"
        lead="Lessons sold together: a family pays once and gets lesson credits to book now or later. Only active packages are on sale."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> New Package
          </Button>
        }
      />
      <DataTable
        columns={['Package', 'Lesson type', 'Level', 'Lessons', 'Price', 'Months valid', 'Status']}
        actions
        emptyText="No packages yet. Add one to sell lessons together."
        results={{ loading: packages.isLoading, error: packages.error, empty: items.length === 0 }}
      >
        {items.map((p) => (
          <tr key={p.id}>
            <td className={`${td} font-semibold`}>{p.name}</td>
            <td className={td}>{lessonTypeLabel(p.lessonType)}</td>
            <td className={td}>{levelOrAny(p.level)}</td>
            <td className={td}>{p.lessons}</td>
            <td className={td}>{dollars(p.priceCents)}</td>
            <td className={td}>{p.monthsValid}</td>
            <td className={td}>
              <StatusBadge status={p.active ? 'active' : 'inactive'} />
            </td>
            <td className={td}>
              <div className="flex gap-1">
                <EditButton name={p.name} onClick={() => setEditing(p)} />
                <ActiveToggle pkg={p} />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'New package', edit: 'Edit package' }}
        wide
        form={(initial) => <PackageForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}
