import { fileUrl, productKeys, uploadProfilePhoto, useApi } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Upload, then refresh the user (docs/RULES.md#product-calls); and the URL of a photo id with the access token. */
export function useProfilePhoto() {
  const { http, apiBase, accessToken } = useApi();
  const queryClient = useQueryClient();
  const upload = useCallback(
    async (file: File) => {
      await uploadProfilePhoto(http, apiBase, file);
      await queryClient.invalidateQueries({ queryKey: productKeys.currentUser });
    },
    [http, apiBase, queryClient],
  );
  const photoUrl = useCallback(
    (id: string | undefined | null) => (id ? fileUrl(apiBase, id, accessToken() ?? '') : null),
    [apiBase, accessToken],
  );
  return { upload, photoUrl };
}
