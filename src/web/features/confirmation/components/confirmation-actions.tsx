import { Home, Printer, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import type { BookingDetails } from '@core/api/bookings';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatInZone, formatTimeRange } from '@core/rules/timezones';
import { SITE_ROUTES } from '@core/site-routes';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';

function shareText(booking: BookingDetails): string {
  const lessons = booking.lessons.map(
    (l) =>
      `${formatInZone(l.startTime, booking.timeZone, 'EEE, MMM d, yyyy')} ${formatTimeRange(l.startTime, l.endTime, booking.timeZone)} at ${l.venueName}`,
  );
  return [
    `Swim lesson booking ${booking.reference}: ${lessonTypeLabel(booking.lessonType)}, ${booking.swimmersCount} swimmer(s)`,
    ...lessons,
  ].join('\n');
}

/** Share Booking (native share, else the clipboard), Print Details, Return to Homepage. */
export function ConfirmationActions({ booking }: { booking: BookingDetails }) {
  async function share() {
    const text = shareText(booking);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `Booking ${booking.reference}`, text });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the visitor closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Booking details copied to clipboard!' });
    } catch {
      toast({
        title: 'Could not copy the booking details',
        description: `Your booking ID is ${booking.reference}.`,
        variant: 'destructive',
      });
    }
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row print:hidden">
      <Button variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" /> Share Booking
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> Print Details
      </Button>
      <Link to={SITE_ROUTES.home} className={buttonVariants()}>
        <Home aria-hidden="true" /> Return to Homepage
      </Link>
    </div>
  );
}
