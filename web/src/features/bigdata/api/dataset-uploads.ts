import { documentUploadType } from '@shared/constants/file-rules.js';
import { datasetContracts } from '@shared/contracts/bigdata.js';
import { call } from '@/api/http-client.js';

/** Headers of a presigned PUT that only the browser may set. */
const BROWSER_SET_HEADERS = new Set(['content-length', 'host']);

/**
 * Uploads a dataset file of 2 MB or more (up to 100 MB; docs/bigdata.md "Larger files"): `POST datasets/uploads`
 * for a presigned PUT, then the bytes straight to storage with XHR (fetch reports no upload progress) with every
 * header of the ticket the browser lets a script set. Resolves to the key `POST datasets` names as `srcPath`.
 */
export async function uploadDatasetFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  const ticket = await call(datasetContracts.createDatasetUpload, {
    body: { fileName: file.name, contentType: documentUploadType(file.type), size: file.size },
  });
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    for (const [header, value] of Object.entries(ticket.headers)) {
      if (!BROWSER_SET_HEADERS.has(header.toLowerCase())) xhr.setRequestHeader(header, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`Upload failed (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('Upload failed (network)'));
    xhr.send(file);
  });
  onProgress(100);
  return ticket.key;
}
