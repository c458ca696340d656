import type { LessonPackage, LessonPackageInput } from '@core/api/credits';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminSend } from './admin-client';

/** Creates a package (no id) or replaces an existing one's settings; the server answers the package as saved. */
export const saveLessonPackage = ({ id, input }: { id?: string; input: LessonPackageInput }) =>
  id
    ? adminSend<LessonPackage>('PUT', `/api/admin/packages/${encodeURIComponent(id)}`, input)
    : adminSend<LessonPackage>('POST', '/api/admin/packages', input);

export function useSaveLessonPackage(message: (saved: LessonPackage) => string) {
  return useAdminAction(saveLessonPackage, message);
}
