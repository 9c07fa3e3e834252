import '../messages/certification-messages.js';
import { useState } from 'react';
import FileUpload from '@cloudscape-design/components/file-upload';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  CERTIFICATION_IMAGE_MAX_BYTES,
  CERTIFICATION_IMAGE_TYPES,
  isCertificationImageType,
} from '@shared/constants/certification-rules.js';
import { uploadImage } from '../api/certification.js';
import { ApiError } from '@/api/http-client.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ImagePreview } from './image-preview.js';

export interface ImageUploadFieldProps {
  /** The stored image name ('' when none yet). */
  value: string;
  label: string;
  onChange: (name: string) => void;
  /** Reports a failed type/size check or upload (shown as the field's error). */
  onError: (message: string | undefined) => void;
  testId: string;
}

/**
 * Picks an image, checks type and the 100 MB limit (spec doc 1 §5) before
 * anything is sent, uploads it with a progress bar and previews the stored
 * image. The field's value changes only once the upload finished.
 */
export function ImageUploadField({ value, label, onChange, onError, testId }: ImageUploadFieldProps) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<number>();
  const [file, setFile] = useState<File[]>([]);

  const pick = async (files: File[]) => {
    setFile(files);
    const chosen = files[0];
    if (!chosen) return;
    if (!isCertificationImageType(chosen.type)) {
      onError(t('certification.image.badType'));
      return;
    }
    if (chosen.size > CERTIFICATION_IMAGE_MAX_BYTES) {
      onError(t('certification.image.tooLarge'));
      return;
    }
    onError(undefined);
    setProgress(0);
    try {
      onChange(await uploadImage(chosen, setProgress));
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : (failure as Error).message;
      onError(t('certification.image.uploadFailed', { message }));
    } finally {
      setProgress(undefined);
      setFile([]);
    }
  };

  return (
    <SpaceBetween size="xs">
      {value ? <ImagePreview name={value} alt={label} testId={`${testId}-preview`} /> : null}
      <div data-testid={testId}>
        <FileUpload
          value={file}
          accept={CERTIFICATION_IMAGE_TYPES.join(',')}
          onChange={({ detail }) => void pick(detail.value)}
          constraintText={t('certification.image.constraint')}
          i18nStrings={{
            uploadButtonText: () => (value ? t('certification.image.replace') : t('certification.image.choose')),
            dropzoneText: () => t('certification.image.drop'),
            removeFileAriaLabel: () => t('certification.image.remove'),
            limitShowFewer: t('certification.image.fewer'),
            limitShowMore: t('certification.image.more'),
            errorIconAriaLabel: t('certification.image.error'),
          }}
        />
      </div>
      {progress !== undefined ? (
        <ProgressBar value={progress} label={t('certification.image.uploading')} ariaLabel={label} />
      ) : null}
    </SpaceBetween>
  );
}
