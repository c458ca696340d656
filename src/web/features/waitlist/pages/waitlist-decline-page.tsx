import { declineWaitlistOffer } from '../api/decline-waitlist-offer';
import { WaitlistLinkAction } from '../components/waitlist-link-action';

/** `/waitlist/decline#token=...`: gives an offered spot back, after asking. */
export function WaitlistDeclinePage() {
  return (
    <WaitlistLinkAction
      title="Decline a Spot"
      question="Decline this spot?"
      explanation="The seats we are holding for you go to the next family on the waitlist straight away."
      button="Decline this spot"
      act={declineWaitlistOffer}
    />
  );
}
