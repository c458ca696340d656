/**
 * A signed document as a PDF the family keeps: the text as published, its version and fingerprint, and who signed it
 * for whom and when. Made with pdf-lib (kept, no native parts); standard Helvetica, so characters outside Windows-1252
 * are replaced rather than failing the download.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

export interface SignedCopy {
  businessName: string;
  title: string;
  body: string;
  version: number;
  textSha256: string;
  signerName: string;
  signerRole: 'guardian' | 'self';
  swimmerName: string;
  signedAt: Date;
  networkAddress: string | null;
}

const PAGE = { width: 612, height: 792, margin: 56 }; // US Letter, in points

/** What Helvetica can draw: Windows-1252, anything else becomes "?". */
function drawable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\t\n\x20-\x7E\xA0-\xFF]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of drawable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export async function signedCopyPdf(copy: SignedCopy): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${copy.title} (version ${copy.version}), signed for ${copy.swimmerName}`);
  pdf.setAuthor(copy.businessName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.15) });
      y -= size + gap;
    }
  };
  write(copy.businessName, regular, 10);
  write(copy.title, bold, 18, 8);
  write(`Version ${copy.version}`, regular, 10, 12);
  write(copy.body, regular, 11);
  y -= 16;
  write('Signed', bold, 13, 6);
  const role = copy.signerRole === 'guardian' ? 'parent or guardian' : 'the swimmer, for themself';
  write(`Signed by: ${copy.signerName} (${role})`, regular, 11);
  write(`Swimmer: ${copy.swimmerName}`, regular, 11);
  write(`Signed at: ${copy.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, regular, 11);
  if (copy.networkAddress) write(`From network address: ${copy.networkAddress}`, regular, 11);
  write(`Text fingerprint (SHA-256): ${copy.textSha256}`, regular, 9);
  return pdf.save();
}

/** The copy's file name: the kind, the version and the swimmer, e.g. liability-waiver-v3-Maya-Lopez.pdf. */
export const signedCopyFileName = (kind: string, version: number, swimmerName: string) =>
  `${kind.replace(/_/g, '-')}-v${version}-${swimmerName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
