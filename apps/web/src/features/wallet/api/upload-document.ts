import type { DocumentType, DocumentUploadResponse } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { documentsQueryOptions } from './get-documents';

const UPLOAD_PATH = '/api/frontend/documents/upload/';

export interface UploadDocumentInput {
  file: File;
  documentType: DocumentType;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

function formOf({ file, documentType }: UploadDocumentInput): FormData {
  const form = new FormData();
  // The type goes first: the server reads fields in order and the file streams last.
  form.append('document_type', documentType);
  form.append('file', file, file.name);
  return form;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/**
 * Uploads an identity document. fetch cannot report upload progress, so this one request goes
 * through XMLHttpRequest; on a 401 it falls back to the API client, which refreshes the session
 * and retries once.
 */
export function uploadDocument(input: UploadDocumentInput): Promise<DocumentUploadResponse> {
  return new Promise<DocumentUploadResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    // Larger than the API's 30 s: a phone photo on a slow line takes a while.
    xhr.timeout = 120_000;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = storage.get('accessToken');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401 && token) {
        api<DocumentUploadResponse>(UPLOAD_PATH, { method: 'POST', body: formOf(input) }).then(
          resolve,
          reject,
        );
        return;
      }
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        input.onProgress?.(1);
        resolve(data as DocumentUploadResponse);
      } else reject(new ApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.ontimeout = () => reject(new ApiError(0, undefined));
    xhr.send(formOf(input));
  });
}

/** Uploads a document; the documents list (and with it the verification state) refreshes. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentsQueryOptions().queryKey }),
  });
}
