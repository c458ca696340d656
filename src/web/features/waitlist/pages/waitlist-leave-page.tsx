import { leaveWaitlist } from '../api/leave-waitlist';
import { WaitlistLinkAction } from '../components/waitlist-link-action';

/** `/waitlist/leave#token=...`: leaves the waitlist, after asking. */
export function WaitlistLeavePage() {
  return (
    <WaitlistLinkAction
      title="Leave the Waitlist"
      question="Leave the waitlist?"
      explanation="We will stop holding seats for you on this waitlist. If we are holding a spot for you now, it goes to the next family."
      button="Leave waitlist"
      act={leaveWaitlist}
    />
  );
}
