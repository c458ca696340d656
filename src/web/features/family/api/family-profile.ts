import type {
  FamilyContactRequest,
  FamilyProfile,
  ProfileDeletedResponse,
  SavedPlace,
  SavedPlaceInput,
  SavedSwimmer,
  SavedSwimmerInput,
} from '@core/api/family-profile';
import { api } from '@web/lib/api-client';

export {
  addSavedSwimmer,
  familyProfileQuery,
  FAMILY_PROFILE_QUERY_KEY,
  refreshFamilyProfile,
} from '@web/lib/saved-profile';

/** Where the browser downloads everything held about the family (the session cookie goes with the link). */
export const DATA_EXPORT_URL = '/api/family/data-export';

export const saveFamilyContact = (body: FamilyContactRequest) =>
  api.put<FamilyProfile>('/api/family/profile', body);

export const changeSavedSwimmer = (id: string, body: SavedSwimmerInput) =>
  api.put<SavedSwimmer>(`/api/family/swimmers/${encodeURIComponent(id)}`, body);

export const removeSavedSwimmer = (id: string) =>
  api.delete<void>(`/api/family/swimmers/${encodeURIComponent(id)}`);

export const addSavedPlace = (body: SavedPlaceInput) => api.post<SavedPlace>('/api/family/places', body);

export const removeSavedPlace = (id: string) =>
  api.delete<void>(`/api/family/places/${encodeURIComponent(id)}`);

export const deleteFamilyProfile = () => api.delete<ProfileDeletedResponse>('/api/family/profile');
