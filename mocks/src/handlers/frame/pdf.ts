/** A line of text, or a heading in bold (a name in a list, a section). */
export type PdfLine = string | { heading: string };

/**
 * A small, valid one-page PDF (Helvetica, WinAnsi: Spanish accents print) for the demo's files, so a
 * download opens in a PDF viewer instead of failing as a broken file.
 */
export function simplePdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  let y = 790;
  const ops = ['BT', `/F1 16 Tf 1 0 0 1 56 ${y} Tm (${escapePdf(title)}) Tj`];
  y -= 30;
  for (const line of lines) {
    if (typeof line === 'string') {
      ops.push(`/F2 10 Tf 1 0 0 1 56 ${y} Tm (${escapePdf(line)}) Tj`);
      y -= 16;
    } else {
      ops.push(`/F1 12 Tf 1 0 0 1 56 ${y - 4} Tm (${escapePdf(line.heading)}) Tj`);
      y -= 22;
    }
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // One byte per character: Latin-1 is WinAnsi for the letters Spanish uses.
  return Uint8Array.from(out, (char) => char.charCodeAt(0) & 0xff);
}
