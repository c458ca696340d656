/** The documents' sample messages for the owner's email previews (preview-samples.ts). */
import type { Message } from './templates';
import type { BookingView, LessonView } from './templates/models';

/** A waiver signed for the sample's swimmer (its copy a stand-in: previews show a file's name, not its pages), and the
 * reminder 48 hours before the first lesson that the medical release is still to sign. */
export function sampleDocumentMessages(now: Date, booking: BookingView, lesson: LessonView): Message[] {
  const swimmerName = booking.swimmers[0]?.name ?? 'Ava Parker';
  return [
    {
      kind: 'documents_signed',
      data: {
        copies: [
          {
            title: 'Liability waiver',
            version: 3,
            swimmerName,
            signerName: booking.customerName,
            signedAt: now,
            attachment: {
              filename: `liability-waiver-v3-${swimmerName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
              contentType: 'application/pdf',
              encoding: 'base64',
              content: Buffer.from('%PDF-1.7 sample').toString('base64'),
            },
          },
        ],
      },
    },
    {
      kind: 'documents_reminder',
      data: {
        booking,
        lesson,
        missing: [{ swimmerName, documents: [{ title: 'Medical release', outdated: false }] }],
      },
    },
  ];
}
