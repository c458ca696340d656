import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { customerInfoSchema, type BookingRequestInput, type CustomerInfo } from '@core/api/requests';
import {
  PLACE_INCOMPLETE_MESSAGE,
  placeBlocker,
  type LessonPlaceCheck,
} from '@web/components/travel/use-lesson-place';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { createBookingRequest } from '../api/create-booking-request';
import { timeSlotsKey } from '../api/get-time-slots';
import { isTransientFailure, queueRequest } from '../lib/request-outbox';
import { toastRequestStored } from '../lib/send-queued-requests';
import type { SlotView } from '../lib/slot-view';

/** A random key; randomUUID exists only on secure pages, so plain random bytes stand in elsewhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export type CustomerErrors = Partial<Record<keyof CustomerInfo, string>>;

export type SubmitOutcome = 'stored' | 'queued' | 'slots-unavailable' | 'invalid';

/**
 * Sends the lesson request. The idempotency key stays the same while the request's content does, so a
 * retry (or a double click) is the same request. When the server cannot be reached the request is queued
 * in the browser and the visitor is told it was received, which the outbox then makes true.
 */
export function useLessonRequest() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const keyFor = useRef<{ content: string; key: string } | null>(null);

  async function submit(
    selected: SlotView[],
    customer: CustomerInfo,
    /** useLessonPlace of the form's pool fields: a request is only sent for a place we travel to. */
    place: Pick<LessonPlaceCheck, 'place' | 'status'>,
    setErrors: (e: CustomerErrors) => void,
    dropSlots: (ids: string[]) => void,
  ): Promise<SubmitOutcome> {
    if (Object.values(customer).some((v) => !v.trim())) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return 'invalid';
    }
    const parsed = customerInfoSchema.safeParse(customer);
    if (!parsed.success) {
      const errors: CustomerErrors = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof CustomerInfo] ??= issue.message;
      setErrors(errors);
      toast({
        title: 'Please check your details',
        description: Object.values(errors)[0],
        variant: 'destructive',
      });
      return 'invalid';
    }
    setErrors({});
    const placeProblem = placeBlocker(place.status);
    if (placeProblem !== null || !place.place) {
      toast({
        title: 'Please check where the lessons will be',
        description: placeProblem ?? PLACE_INCOMPLETE_MESSAGE,
        variant: 'destructive',
      });
      return 'invalid';
    }
    const body: BookingRequestInput = {
      dates: [...new Set(selected.map((s) => s.dayKey))].sort(),
      slotIds: selected.map((s) => s.id),
      lessonType: selected[0]?.lessonType ?? 'private',
      swimmers: 1,
      customerInfo: parsed.data,
      pool: place.place,
    };
    const content = JSON.stringify(body);
    if (keyFor.current?.content !== content) keyFor.current = { content, key: newIdempotencyKey() };
    const key = keyFor.current.key;

    setPending(true);
    try {
      const answer = await createBookingRequest(body, key);
      keyFor.current = null;
      toastRequestStored(answer.requestId);
      void queryClient.invalidateQueries({ queryKey: timeSlotsKey });
      return 'stored';
    } catch (err) {
      if (isTransientFailure(err)) {
        const entry = queueRequest(body, key);
        keyFor.current = null;
        toast({
          title: 'Request Received',
          description: `Your request ${entry.fallbackId} has been submitted and is under review. We'll contact you within 24 hours.`,
        });
        return 'queued';
      }
      const apiError = err as ApiError;
      if (apiError.code === 'SLOT_UNAVAILABLE') {
        const ids =
          (apiError.body as { unavailableSlotIds?: string[] } | undefined)?.unavailableSlotIds ?? [];
        dropSlots(ids);
        toast({
          title: 'Some times are no longer available',
          description: `${apiError.message} We removed them from your selection.`,
          variant: 'destructive',
        });
        void queryClient.invalidateQueries({ queryKey: timeSlotsKey });
        return 'slots-unavailable';
      }
      const fieldErrors: CustomerErrors = {};
      for (const [path, message] of Object.entries(apiError.fieldErrors ?? {})) {
        const field = path.replace(/^customerInfo\./, '') as keyof CustomerInfo;
        if (field in customer) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      toast({ title: 'Your request was not sent', description: apiError.message, variant: 'destructive' });
      return 'invalid';
    } finally {
      setPending(false);
    }
  }

  return { submit, pending };
}
