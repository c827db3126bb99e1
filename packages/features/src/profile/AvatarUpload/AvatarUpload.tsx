import { Avatar, Button, Stack, Text } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageFile } from '../isImageFile.ts';
import * as styles from './AvatarUpload.css.ts';

export interface AvatarUploadProps {
  firstname: string;
  surname: string;
  /** URL of the current photo, if the user has one. */
  photoUrl?: string | null;
  /** Uploads the photo and refreshes the user; rejects on failure. */
  upload: (file: File) => Promise<void>;
}

/**
 * "Cambiar imagen de usuario" (docs/RULES.md#user-menu user menu, §5): picks a file, takes it only if it is an image
 * (others are ignored, as the spec says), uploads it, and the refreshed user shows the new photo.
 */
export function AvatarUpload({ firstname, surname, photoUrl, upload }: AvatarUploadProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const errorId = useId();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || !isImageFile(file)) return;
    setState('uploading');
    try {
      await upload(file);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.root}>
      <Avatar
        firstname={firstname}
        surname={surname}
        photoUrl={photoUrl}
        size="lg"
        label={t(photoUrl ? 'avatar.photoAlt' : 'avatar.initialsAlt', { name: `${firstname} ${surname}` })}
      />
      <Stack gap="xs">
        <Button
          tone="secondary"
          className={styles.button}
          onClick={() => input.current?.click()}
          disabled={state === 'uploading'}
          aria-describedby={state === 'failed' ? errorId : undefined}
        >
          {state === 'uploading' ? t('avatar.uploading') : t('avatar.change')}
        </Button>
        <Text tone="muted" size="sm">
          {t('avatar.hint')}
        </Text>
        {state === 'failed' ? (
          <Text tone="critical" size="sm" id={errorId} role="alert">
            {t('avatar.failed')}
          </Text>
        ) : null}
        <input
          ref={input}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          aria-label={t('avatar.change')}
          data-testid="avatar-file"
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
      </Stack>
    </div>
  );
}
