import { deferredComponent } from '@web/lib/deferred-component';

/** "Join waitlist" for the booking pages: it opens on a click, so its code is not part of a page's start. */
export const DeferredJoinWaitlistDialog = deferredComponent(() =>
  import('./join-waitlist-dialog').then((m) => m.JoinWaitlistDialog),
);
