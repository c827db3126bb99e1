import { advisorName, advisors } from '../../fixtures/advisors.ts';
import { type PdfLine, simplePdf } from './pdf.ts';

/** Where the footer's "Asesores" link points (apps/portal/public): the PDF the app serves. */
export const advisorsDirectoryFile = 'apps/portal/public/assets/asesores.pdf';

/**
 * The advisors' directory behind the footer's "Asesores" (docs/RULES.md#money-contract): the advisors the clients have,
 * as /advisor, the chat and the messages name them, so the PDF cannot name people nobody meets.
 * The file is static (production serves it without the mocks): `npm run advisors-pdf` writes it
 * from here, and a unit test fails when the committed file no longer matches.
 */
export function advisorsDirectoryPdf(): Uint8Array {
  const distinct = [...new Map(Object.values(advisors).flatMap((a) => (a ? [[a.id, a]] : []))).values()];
  const lines: PdfLine[] = [
    'Directorio de asesores de inversión y planificación financiera. Noviembre de 2026.',
    '',
    ...distinct.flatMap((advisor): PdfLine[] => [
      { heading: advisorName(advisor) },
      `${advisor.role} - ${advisor.email}`,
      advisor.bio,
      '',
    ]),
    'Nuestros asesores están inscritos en el registro de la CMF.',
    'Agenda una reunión desde el portal, en Asesoría.',
  ];
  return simplePdf('Inversiones Portal S.A. - Nuestros asesores', lines);
}
