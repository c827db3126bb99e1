import { HttpResponse, http } from 'msw';

export interface FileItem {
  id: string;
  folderId: string | null;
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  size: string;
  type: 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';
  contents: string | null;
  description: string | null;
}

const item = (
  id: string,
  folderId: string | null,
  name: string,
  type: FileItem['type'],
  size = '120 KB',
): FileItem => ({
  id,
  folderId,
  name,
  createdBy: 'Camila Rojas',
  createdAt: '2026-10-01T10:00:00Z',
  modifiedAt: '2026-11-01T10:00:00Z',
  size,
  type,
  contents: type === 'folder' ? '3 archivos' : null,
  description: null,
});

export const fileItems: FileItem[] = [
  item('f-cartolas', null, 'Cartolas', 'folder', ''),
  item('f-contratos', null, 'Contratos', 'folder', ''),
  item('f-2026', 'f-cartolas', '2026', 'folder', ''),
  item('doc-1', null, 'Perfil de riesgo.pdf', 'PDF'),
  item('doc-2', 'f-cartolas', 'Resumen anual.xls', 'XLS'),
  item('doc-3', 'f-2026', 'Cartola octubre.pdf', 'PDF'),
  item('doc-4', 'f-contratos', 'Contrato de inversión.doc', 'DOC'),
  item('doc-5', 'f-contratos', 'Notas.txt', 'TXT', '2 KB'),
  item('doc-6', null, 'Carnet.jpg', 'JPG', '1,2 MB'),
];

/** The chain of folders from the root to folderId. */
export function folderPath(folderId: string | null): FileItem[] {
  const path: FileItem[] = [];
  let current = fileItems.find((f) => f.id === folderId);
  while (current) {
    path.unshift(current);
    const parent = current.folderId;
    current = parent ? fileItems.find((f) => f.id === parent) : undefined;
  }
  return path;
}

export const filesHandlers = [
  http.get('*/api/apps/file-manager', ({ request }) => {
    const raw = new URL(request.url).searchParams.get('folderId');
    // The text "null" (or no value) means the root (docs/RULES.md#calls).
    const folderId = raw === null || raw === 'null' || raw === '' ? null : raw;
    const inFolder = fileItems.filter((f) => f.folderId === folderId);
    return HttpResponse.json({
      folders: inFolder.filter((f) => f.type === 'folder'),
      files: inFolder.filter((f) => f.type !== 'folder'),
      path: folderPath(folderId),
    });
  }),
];
